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
  [6, 'skipped: Deposit: cash movements are not tracked'],
  [7, 'skipped: GBP: the portfolio is in US dollars only'],
  [8, 'skipped: GBP: the portfolio is in US dollars only'],
  [9, 'skipped: Interest: cash interest is not tracked'],
  [10, 'skipped: GBP: the portfolio is in US dollars only'],
  [11, 'skipped: GBP: the portfolio is in US dollars only'],
  [12, 'skipped: GBP: the portfolio is in US dollars only'],
  [13, 'skipped: Account fee: fees without a symbol are not tracked'],
  [14, 'skipped: GBP: the portfolio is in US dollars only'],
  [15, 'skipped: Withdrawal: cash movements are not tracked'],
  [16, 'skipped: Deposit: cash movements are not tracked'],
  [17, 'skipped: Unknown entry "Loyalty bonus": not imported'],
  [18, 'skipped: GBP: the portfolio is in US dollars only'],
  [19, 'error: Date "2023-06-01" is not a DD/MM/YYYY date'],
  [20, 'structure'],
  [21, 'structure'],
  [22, 'structure'],
  [23, 'structure'],
  [24, 'structure'],
  [25, 'structure'],
  [26, 'skipped: GBP: the portfolio is in US dollars only'],
  [27, 'skipped: GBP: the portfolio is in US dollars only'],
  [28, 'skipped: GBP: the portfolio is in US dollars only'],
  [29, 'error: Quantity "ten" is not a number'],
  [30, 'structure'],
];

describe('Vanguard UK account report', () => {
  it('detects its own export and no other fixture', async () => {
    await expectDetection(format, ['vanguard-uk-report.csv']);
  });

  it('reads both sections: titles, spacers, headers and Balance/Cost rows are structure; GBP trades and dividends are skipped; damaged rows are errors', async () => {
    expect(await parseFixture(format, 'vanguard-uk-report.csv')).toEqual(expected0);
  });
});
