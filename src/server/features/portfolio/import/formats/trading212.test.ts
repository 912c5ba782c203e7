import { describe, expect, it } from 'vitest';
import {
  type Expected,
  expectDetection,
  onlyFormat,
  parseFixture,
} from './fixtures/read-fixture.ts';
import { trading212Formats } from './trading212.ts';

const format = onlyFormat(trading212Formats);

const expected0: Expected[] = [
  [1, 'structure'],
  [2, 'skipped: Deposit: cash movements are not tracked'],
  [
    3,
    {
      type: 'buy',
      symbol: 'KO',
      name: 'Coca-Cola',
      date: '2024-03-04',
      quantity: '2.5',
      price: '60.12',
      fees: null,
      note: 'Not in USD, left out: Currency conversion fee 0.21 EUR',
      sourceId: 'EOF100000001',
    },
  ],
  [
    4,
    {
      type: 'sell',
      symbol: 'KO',
      name: 'Coca-Cola',
      date: '2024-03-20',
      quantity: '1',
      price: '61.5',
      fees: '0.01',
      note: 'Not in USD, left out: Currency conversion fee 0.08 EUR',
      sourceId: 'EOF100000002',
    },
  ],
  [5, 'skipped: EUR: the portfolio is in US dollars only'],
  [
    6,
    {
      type: 'dividend',
      symbol: 'KO',
      date: '2024-04-01',
      amount: '0.6175',
      note: 'Shares × dividend per share, less USD withholding; paid as 0.57 EUR',
    },
  ],
  [7, 'skipped: GBX: the portfolio is in US dollars only'],
  [8, 'skipped: Interest: cash interest is not tracked'],
  [9, 'skipped: FX conversion: currency exchanges are not tracked'],
  [10, 'skipped: Withdrawal: cash movements are not tracked'],
  [11, 'error: Time "04/08/2024 14:30:00" is not a date'],
  [12, 'error: No. of shares "" is not a number'],
  [13, 'skipped: Card payment: cash movements are not tracked'],
  [14, 'skipped: Unknown action "Lottery win": not imported'],
  [15, 'structure'],
  [16, 'skipped: Stock distribution: the file gives no cost; add it by hand'],
  [17, 'skipped: Stock split: the file gives share counts, not the ratio; add it by hand'],
  [18, 'skipped: Stock split: the file gives share counts, not the ratio; add it by hand'],
  [
    19,
    {
      type: 'buy',
      symbol: 'PG',
      name: 'Procter & Gamble',
      date: '2024-07-02',
      quantity: '2',
      price: '165',
      fees: '0.02',
      note: 'Not in USD, left out: Currency conversion fee 0.46 EUR',
      sourceId: 'EOF100000011',
    },
  ],
  [20, 'skipped: Transfer: moves between accounts are not tracked'],
];

const expected1: Expected[] = [
  [1, 'structure'],
  [2, 'skipped: Deposit: cash movements are not tracked'],
  [
    3,
    {
      type: 'buy',
      symbol: 'MSFT',
      name: 'Microsoft',
      date: '2020-10-02',
      quantity: '1',
      price: '208',
      fees: null,
      note: null,
      sourceId: 'EOF700000001',
    },
  ],
  [
    4,
    {
      type: 'buy',
      symbol: 'MSFT',
      name: 'Microsoft',
      date: '2020-10-05',
      quantity: '0.5',
      price: '205.5',
      fees: null,
      note: 'Not in USD, left out: Transaction fee 0.4 GBP',
      sourceId: 'EOF700000002',
    },
  ],
  [
    5,
    {
      type: 'dividend',
      symbol: 'MSFT',
      date: '2020-12-10',
      amount: '0.71',
      note: 'Shares × dividend per share, less USD withholding; paid as 0.55 GBP',
    },
  ],
  [
    6,
    {
      type: 'sell',
      symbol: 'MSFT',
      name: 'Microsoft',
      date: '2021-01-20',
      quantity: '1.5',
      price: '224',
      fees: '0.02',
      note: null,
      sourceId: 'EOF700000003',
    },
  ],
  [7, 'skipped: Deposit: cash movements are not tracked'],
];

const expected2: Expected[] = [
  [1, 'structure'],
  [2, 'skipped: Deposit: cash movements are not tracked'],
  [
    3,
    {
      type: 'buy',
      symbol: 'NVDA',
      name: 'NVIDIA',
      date: '2025-02-03',
      quantity: '4',
      price: '120',
      fees: '1.1',
      note: null,
      sourceId: 'dddd0002',
    },
  ],
  [
    4,
    {
      type: 'sell',
      symbol: 'NVDA',
      name: 'NVIDIA',
      date: '2025-02-20',
      quantity: '4',
      price: '130',
      fees: '0.1',
      note: null,
      sourceId: 'dddd0003',
    },
  ],
  [5, { type: 'dividend', symbol: 'NVDA', date: '2025-03-28', amount: '0.04', note: null }],
];

describe('Trading 212 history export', () => {
  it('detects its three layouts and no other fixture', async () => {
    await expectDetection(format, [
      'trading212-2020.csv',
      'trading212-2025.csv',
      'trading212-history.csv',
    ]);
  });

  it('reads a 2023 file with a BOM, rows in the newer column order under the older header, and a blank line', async () => {
    expect(await parseFixture(format, 'trading212-history.csv')).toEqual(expected0);
  });

  it('reads the 2020 layout with the account currency inside the column names and a Time (UTC) column', async () => {
    expect(await parseFixture(format, 'trading212-2020.csv')).toEqual(expected1);
  });

  it('reads the 2025 layout (CRLF, fee currencies at the end) with USD fees summed', async () => {
    expect(await parseFixture(format, 'trading212-2025.csv')).toEqual(expected2);
  });
});
