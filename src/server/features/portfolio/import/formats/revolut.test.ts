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
  [2, { type: 'buy', symbol: 'AAPL', date: '2024-05-02', quantity: '2', price: '170.25' }],
  [3, 'skipped: Deposit: cash movements are not tracked'],
  [4, { type: 'sell', symbol: 'AAPL', date: '2024-06-03', quantity: '0.5', price: '190' }],
  [5, { type: 'dividend', symbol: 'AAPL', date: '2024-05-20', amount: '0.48' }],
  [6, 'skipped: Withholding tax: not tracked'],
  [7, 'skipped: Account fee: fees without a symbol are not tracked'],
  [8, 'skipped: EUR: the portfolio is in US dollars only'],
  [9, 'skipped: Stock split: the file gives the added shares, not the ratio; add it by hand'],
  [10, 'skipped: Transfer between Revolut companies: the holding is unchanged'],
  [11, 'skipped: Withdrawal: cash movements are not tracked'],
  [12, 'error: Price per share "$abc" is not a number'],
  [13, 'skipped: Unknown type "SPARE CHANGE ROUND-UP": not imported'],
  [14, { type: 'buy', symbol: 'NVDA', date: '2024-07-04', quantity: '1500', price: '10' }],
];

describe('Revolut trading statement', () => {
  it('detects its own export and no other fixture', async () => {
    await expectDetection(format, ['revolut-trading.csv']);
  });

  it('reads USD trades (decimal comma and thousands) and dividends, skips cash, fees, splits, transfers and other currencies', async () => {
    expect(await parseFixture(format, 'revolut-trading.csv')).toEqual(expected0);
  });
});
