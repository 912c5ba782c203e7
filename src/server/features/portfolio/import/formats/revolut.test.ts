import { describe, expect, it } from 'vitest';
import {
  type Expected,
  expectDetection,
  onlyFormat,
  parseFixture,
} from './fixtures/read-fixture.ts';
import { revolutFormats } from './revolut.ts';

const format = onlyFormat(revolutFormats);

const expected0: Expected[] = [
  [1, 'structure'],
  [
    2,
    {
      type: 'buy',
      symbol: 'AAPL',
      date: '2024-05-02',
      quantity: '2',
      price: '170.25',
      currency: 'USD',
    },
  ],
  [3, { type: 'deposit', date: '2024-03-01', amount: '1000', currency: 'USD' }],
  [
    4,
    {
      type: 'sell',
      symbol: 'AAPL',
      date: '2024-06-03',
      quantity: '0.5',
      price: '190',
      currency: 'USD',
    },
  ],
  [5, { type: 'dividend', symbol: 'AAPL', date: '2024-05-20', amount: '0.48', currency: 'USD' }],
  [6, { type: 'tax', symbol: 'AAPL', date: '2024-05-20', amount: '0.07', currency: 'USD' }],
  [7, { type: 'account-fee', date: '2024-06-01', amount: '0.4', currency: 'USD' }],
  [
    8,
    {
      type: 'buy',
      symbol: 'SAP',
      date: '2024-06-05',
      quantity: '1',
      price: '170',
      currency: 'EUR',
    },
  ],
  [9, 'skipped: Stock split: the file gives the added shares, not the ratio; add it by hand'],
  [10, 'skipped: Transfer between Revolut companies: the holding is unchanged'],
  [11, { type: 'withdrawal', date: '2024-07-01', amount: '200', currency: 'USD' }],
  [12, 'error: Price per share "$abc" is not a number'],
  [13, 'skipped: Unknown type "SPARE CHANGE ROUND-UP": not imported'],
  [
    14,
    {
      type: 'buy',
      symbol: 'NVDA',
      date: '2024-07-04',
      quantity: '1500',
      price: '10',
      currency: 'USD',
    },
  ],
];

describe('Revolut trading statement', () => {
  it('detects its own export and no other fixture', async () => {
    await expectDetection(format, ['revolut-trading.csv']);
  });

  it('reads trades in their currency (decimal comma and thousands), dividends, withholding tax, top-ups, withdrawals and custody fees; skips splits and transfers', async () => {
    expect(await parseFixture(format, 'revolut-trading.csv')).toEqual(expected0);
  });
});
