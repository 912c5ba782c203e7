import { describe, expect, it } from 'vitest';
import { expectDetection } from './fixtures/detection.ts';
import { outcomesOf } from './fixtures/read-fixture.ts';
import { sharesightFormats } from './sharesight.ts';

const [sharesight] = sharesightFormats;
if (!sharesight) throw new Error('the Sharesight format is missing');

describe('Sharesight trades file', () => {
  it('recognises its export and no other fixture', async () => {
    await expectDetection(sharesightFormats, { 'sharesight-trades.csv': 'sharesight-trades' });
  });

  it('reads trades on their market’s listing, opening balances as shares received, and refuses the rest', async () => {
    expect(await outcomesOf(sharesight, 'sharesight-trades.csv')).toEqual([
      '1: structure',
      '2: buy MSFT 2024-01-16 5 @ 298.58 fees 19 note "first lot" #T-0001',
      '3: sell MSFT 2024-03-01 2 @ 410.25 fees 1.5 #T-0002',
      '4: buy AAPL 2024-03-04 0.5 @ 185.5 #T-0003',
      '5: receive-shares NVDA 2019-05-06 #T-0004',
      // Brokerage in the market's currency is the fee as it is; the rate is the file's.
      '6: buy BHP.AX 2024-03-05 10 @ 45 fees 9.5 AUD fx 0.65 #T-0005',
      // Brokerage in the portfolio's dollars: 12.70 ÷ 1.27 = 10 £.
      '7: buy VOD.L 2024-03-06 100 @ 0.7 fees 10 GBP fx 1.27 #T-0006',
      '8: suggest split → split NVDA 2024-06-10 (ask ratio)',
      '9: skipped: Bonus shares: the file gives no cost; add them by hand as shares received',
      '10: skipped: CAPITAL_RETURN: corporate actions are not imported; adjust the holding on the transactions page',
      '11: error: Market Code: "TSE" is not a market we map; add this row by hand',
      '12: error: Quantity: "abc" is not a number of shares',
      '13: skipped: GIFT: not a kind of row we import',
    ]);
  });
});
