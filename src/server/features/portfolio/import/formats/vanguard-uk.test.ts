import { describe, expect, it } from 'vitest';
import {
  type Expected,
  expectDetection,
  onlyFormat,
  parseFixture,
} from './fixtures/read-fixture.ts';
import { vanguardUkFormats } from './vanguard-uk.ts';

const format = onlyFormat(vanguardUkFormats);

const expected0: Expected[] = [
  [1, 'structure'],
  [2, 'structure'],
  [3, 'structure'],
  [4, 'structure'],
  [5, 'structure'],
  [6, { type: 'deposit', date: '2023-02-03', amount: '12500', currency: 'GBP' }],
  [7, 'skipped: Trade: read from the Investment Transactions section'],
  [8, { type: 'fee', symbol: 'EGLD.L', date: '2023-02-06', amount: '7.5', currency: 'GBP' }],
  [9, { type: 'interest', date: '2023-03-01', amount: '0.21', currency: 'GBP' }],
  [
    10,
    { type: 'dividend', symbol: 'EGLD.L', date: '2023-03-14', amount: '107.52', currency: 'GBP' },
  ],
  [11, 'skipped: Dividend reversal: edit the dividend on the transactions page'],
  [
    12,
    { type: 'dividend', symbol: 'EGLD.L', date: '2023-03-15', amount: '107.52', currency: 'GBP' },
  ],
  [13, { type: 'account-fee', date: '2023-04-17', amount: '9.8', currency: 'GBP' }],
  [14, 'skipped: Trade: read from the Investment Transactions section'],
  [15, { type: 'withdrawal', date: '2023-05-09', amount: '200', currency: 'GBP' }],
  [16, { type: 'deposit', date: '2023-05-11', amount: '100', currency: 'GBP' }],
  [17, 'skipped: Unknown entry "Loyalty bonus": not imported'],
  [18, 'skipped: Trade: read from the Investment Transactions section'],
  [19, 'error: Date "2023-06-01" is not a DD/MM/YYYY date'],
  [20, 'structure'],
  [21, 'structure'],
  [22, 'structure'],
  [23, 'structure'],
  [24, 'structure'],
  [25, 'structure'],
  [26, 'error: "Example Bond Index Fund - Accumulation" names no ticker (a fund): add it by hand'],
  [
    27,
    {
      type: 'buy',
      symbol: 'EGLD.L',
      date: '2023-02-08',
      quantity: '2100',
      price: '5.9',
      currency: 'GBP',
    },
  ],
  [
    28,
    {
      type: 'sell',
      symbol: 'EGLD.L',
      date: '2023-05-04',
      quantity: '10',
      price: '6.12',
      currency: 'GBP',
    },
  ],
  [29, 'error: Quantity "ten" is not a number'],
  [30, 'structure'],
];

describe('Vanguard UK account report', () => {
  it('detects its own export and no other fixture', async () => {
    await expectDetection(format, ['vanguard-uk-report.csv']);
  });

  it('reads both sections: titles, spacers, headers and Balance/Cost rows are structure; trades from the investment section in GBP (an ETF by its London ticker), dividends, fees and cash; damaged rows and funds without a ticker are errors', async () => {
    expect(await parseFixture(format, 'vanguard-uk-report.csv')).toEqual(expected0);
  });
});
