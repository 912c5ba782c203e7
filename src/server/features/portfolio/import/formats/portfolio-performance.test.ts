import { describe, expect, it } from 'vitest';
import { expectDetection } from './fixtures/detection.ts';
import { outcomesOf } from './fixtures/read-fixture.ts';
import { portfolioPerformanceFormats } from './portfolio-performance.ts';

const [pp] = portfolioPerformanceFormats;
if (!pp) throw new Error('the Portfolio Performance format is missing');

describe('Portfolio Performance CSV export', () => {
  it('recognises the securities and the cash account exports, English and German, and no other fixture', async () => {
    await expectDetection(portfolioPerformanceFormats, {
      'portfolio-performance-securities.csv': 'portfolio-performance',
      'portfolio-performance-account-de.csv': 'portfolio-performance',
    });
  });

  it('reads the securities account: the price from Value less (or plus) fees, shares delivered with their cost', async () => {
    expect(await outcomesOf(pp, 'portfolio-performance-securities.csv')).toEqual([
      '1: structure',
      // (1,511.90 − 19) ÷ 5 = 298.58.
      '2: buy MSFT 2024-01-16 5 @ 298.58 fees 19',
      // A sale's Value is net: (819 + 1.5) ÷ 2 = 410.25.
      '3: sell MSFT 2024-03-01 2 @ 410.25 fees 1.5',
      '4: buy AAPL 2024-03-04 0.5 @ 185.5',
      '5: receive-shares NVDA 2024-04-02',
      '6: skipped: Transfer: cash and share transfers are not tracked',
      '7: skipped: Transfer: cash and share transfers are not tracked',
      // In dollars at the file's rate: 1,100 ÷ 10 = 110; fees 8 € ÷ 0.92 = 8.695652 $.
      '8: buy IE00B4L5Y983 2024-04-08 10 @ 110 fees 8.695652 fx 0.92',
      '9: error: Shares: "x" is not a number of shares',
    ]);
  });

  it('reads the German cash account: cash kinds, the trades it repeats skipped, comma decimals', async () => {
    const TRADE =
      "the cash account's side of a trade; the trade comes from the securities account's export";
    expect(await outcomesOf(pp, 'portfolio-performance-account-de.csv')).toEqual([
      '1: structure',
      '2: deposit  2024-01-02 5000',
      `3: skipped: Kauf: ${TRADE}`,
      '4: dividend MSFT 2024-02-15 3.19',
      `5: skipped: Verkauf: ${TRADE}`,
      '6: interest  2024-03-31 3.5',
      '7: account-fee  2024-04-01 12',
      '8: tax MSFT 2024-04-05 0.56',
      '9: withdrawal  2024-04-06 250',
      '10: skipped: Steuerrückerstattung: refunds are not tracked; edit the fee or tax by hand',
      '11: skipped: Transfer: cash and share transfers are not tracked',
      '12: account-fee  2024-04-09 1.25',
      '13: skipped: Bonus: not a kind of row we import',
    ]);
  });
});
