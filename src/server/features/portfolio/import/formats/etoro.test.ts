import { describe, expect, it } from 'vitest';
import {
  type Expected,
  expectDetection,
  onlyFormat,
  parseFixture,
} from './fixtures/read-fixture.ts';
import { etoroFormats } from './etoro.ts';

const format = onlyFormat(etoroFormats);

const expected0: Expected[] = [
  [1, 'structure'],
  [2, { type: 'deposit', date: '2024-01-02', amount: '1000', currency: 'USD' }],
  [
    3,
    {
      type: 'buy',
      symbol: 'KO',
      date: '2024-01-03',
      quantity: '2',
      price: '60',
      currency: 'USD',
      sourceId: 'open-3000000001',
    },
  ],
  [
    4,
    {
      type: 'buy',
      symbol: 'VOO',
      date: '2024-01-04',
      quantity: '2.5',
      price: '400',
      currency: 'USD',
      sourceId: 'open-3000000002',
    },
  ],
  [
    5,
    {
      type: 'dividend',
      symbol: 'KO',
      date: '2024-03-15',
      amount: '0.97',
      currency: 'USD',
      sourceId: 'dividend-3000000001-2024-03-15',
    },
  ],
  [
    6,
    {
      type: 'dividend',
      symbol: 'SAP',
      date: '2024-03-16',
      amount: '0.5',
      currency: 'USD',
      sourceId: 'dividend-3000000003-2024-03-16',
    },
  ],
  [
    7,
    {
      type: 'sell',
      symbol: 'KO',
      date: '2024-03-20',
      quantity: '2',
      price: '63',
      currency: 'USD',
      sourceId: 'close-3000000001',
    },
  ],
  [8, { type: 'interest', date: '2024-04-01', amount: '0.12', currency: 'USD' }],
  [9, 'skipped: CFD: contracts for difference are not holdings'],
  [10, 'skipped: Overnight fee: CFD financing is not tracked'],
  [
    11,
    {
      type: 'fee',
      symbol: 'EXMP',
      date: '2025-07-10',
      amount: '1.25',
      currency: 'USD',
      sourceId: 'fee-3000000005-2025-07-10',
    },
  ],
  [12, { type: 'withdrawal', date: '2024-05-05', amount: '200', currency: 'USD' }],
  [13, { type: 'account-fee', date: '2024-05-05', amount: '5', currency: 'USD' }],
  [14, 'skipped: Crypto: only stocks and funds are tracked'],
  [15, 'skipped: Unknown type "Staking": not imported'],
  [16, 'error: Details "KO USD" is not an instrument like NKE/USD'],
  [
    17,
    {
      type: 'buy',
      symbol: 'KO',
      date: '2024-05-09',
      quantity: '28.5',
      price: '61.682456',
      currency: 'USD',
      sourceId: 'open-3000000009',
    },
  ],
  [18, 'error: Date "2024-05-10 10:00:00" is not a DD/MM/YYYY date'],
];

describe('eToro account activity', () => {
  it('detects its own export and no other fixture', async () => {
    await expectDetection(format, ['etoro-account.csv']);
  });

  it('turns opens and closes into trades priced Amount / Units, keeps dividends, SDRT and the account dollar cash, skips CFDs, crypto and trades priced in another currency', async () => {
    expect(await parseFixture(format, 'etoro-account.csv')).toEqual(expected0);
  });
});
