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
  [
    2,
    { type: 'deposit', date: '2024-03-01', amount: '500', currency: 'EUR', sourceId: 'd3m0-0001' },
  ],
  [
    3,
    {
      type: 'buy',
      symbol: 'KO',
      name: 'Coca-Cola',
      date: '2024-03-04',
      quantity: '2.5',
      price: '60.12',
      fees: '0.22764',
      note: null,
      currency: 'USD',
      fxRate: '0.9225092251',
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
      fees: '0.09728',
      note: null,
      currency: 'USD',
      fxRate: '0.9165902841',
      sourceId: 'EOF100000002',
    },
  ],
  [
    5,
    {
      type: 'buy',
      symbol: 'SAP',
      name: 'SAP',
      date: '2024-03-05',
      quantity: '0.5',
      price: '170.2',
      fees: null,
      note: null,
      currency: 'EUR',
      sourceId: 'EOF100000003',
    },
  ],
  [
    6,
    {
      type: 'dividend',
      symbol: 'KO',
      date: '2024-04-01',
      amount: '0.57',
      currency: 'EUR',
      note: '0.7275 USD before tax (1.5 × 0.485), 0.11 USD withheld',
    },
  ],
  [
    7,
    {
      type: 'dividend',
      symbol: 'SHEL',
      date: '2024-04-03',
      amount: '0.77',
      currency: 'EUR',
      note: '0.663 GBP before tax (3 × 0.221)',
    },
  ],
  [
    8,
    {
      type: 'interest',
      date: '2024-04-05',
      amount: '0.04',
      currency: 'EUR',
      sourceId: 'd3m0-0002',
    },
  ],
  [
    9,
    'skipped: Currency conversion: not imported; a trade in another currency settles in the account’s currency at its own rate',
  ],
  [
    10,
    {
      type: 'withdrawal',
      date: '2024-04-07',
      amount: '100',
      currency: 'EUR',
      sourceId: 'd3m0-0004',
    },
  ],
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
      fees: '0.5168',
      note: null,
      currency: 'USD',
      fxRate: '0.9259259259',
      sourceId: 'EOF100000011',
    },
  ],
  [20, 'skipped: Transfer: moves between accounts are not tracked'],
];

const expected1: Expected[] = [
  [1, 'structure'],
  [2, { type: 'deposit', date: '2020-10-01', amount: '250', currency: 'GBP', sourceId: '901' }],
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
      currency: 'USD',
      fxRate: '0.7751937984',
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
      fees: '0.518',
      note: null,
      currency: 'USD',
      fxRate: '0.7722007722',
      sourceId: 'EOF700000002',
    },
  ],
  [
    5,
    {
      type: 'dividend',
      symbol: 'MSFT',
      date: '2020-12-10',
      amount: '0.55',
      currency: 'GBP',
      note: '0.84 USD before tax (1.5 × 0.56), 0.13 USD withheld',
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
      currency: 'USD',
      fxRate: '0.7317376574',
      sourceId: 'EOF700000003',
    },
  ],
  [7, { type: 'deposit', date: '2021-01-21', amount: '5', currency: 'GBP', sourceId: '902' }],
];

const expected2: Expected[] = [
  [1, 'structure'],
  [
    2,
    { type: 'deposit', date: '2025-02-01', amount: '2000', currency: 'USD', sourceId: 'dddd0001' },
  ],
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
      currency: 'USD',
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
      currency: 'USD',
      sourceId: 'dddd0003',
    },
  ],
  [
    5,
    {
      type: 'dividend',
      symbol: 'NVDA',
      date: '2025-03-28',
      amount: '0.04',
      currency: 'USD',
      note: '0.04 USD before tax (4 × 0.01)',
    },
  ],
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

  it('reads the 2025 layout (CRLF, fee currencies at the end) with the fees in the trade currency summed', async () => {
    expect(await parseFixture(format, 'trading212-2025.csv')).toEqual(expected2);
  });
});
