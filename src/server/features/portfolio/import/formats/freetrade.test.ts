import { describe, expect, it } from 'vitest';
import { expectDetection } from './fixtures/detection.ts';
import { outcomesOf } from './fixtures/read-fixture.ts';
import { freetradeFormats } from './freetrade.ts';

const [freetrade] = freetradeFormats;
if (!freetrade) throw new Error('the Freetrade format is missing');

describe('Freetrade activity feed', () => {
  it('recognises its export and no other fixture', async () => {
    await expectDetection(freetradeFormats, { 'freetrade-activity.csv': 'freetrade-activity' });
  });

  it('reads orders in the instrument’s currency at the rate the prices give, dividends paid, cash', async () => {
    expect(await outcomesOf(freetrade, 'freetrade-activity.csv')).toEqual([
      '1: structure',
      '2: deposit  2024-01-02 1000 GBP',
      // 236 £ ÷ 295 $ = 0.8 £ a dollar; the 0.05 £ FX fee is 0.05 ÷ 0.8 = 0.0625 $.
      '3: buy MSFT 2024-01-16 5 @ 295 fees 0.0625 fx 0.8 #ORD-0001',
      // A pound-priced share is the London listing; stamp duty is its fee.
      '4: buy VOD.L 2024-02-01 100 @ 0.7 fees 0.35 GBP #ORD-0002',
      '5: dividend MSFT 2024-02-15 2.55 GBP',
      // 256 £ ÷ 320 $ = 0.8; 0.20 £ ÷ 0.8 = 0.25 $.
      '6: sell MSFT 2024-03-01 2 @ 320 fees 0.25 fx 0.8 #ORD-0003',
      '7: interest  2024-03-31 1.23 GBP',
      '8: skipped: Free share: the broker paid for it; add it by hand as shares received',
      '9: withdrawal  2024-04-02 100 GBP',
      '10: skipped: Monthly statement: no transaction',
      '11: error: Buy / Sell: "" is neither',
      '12: skipped: PROPERTY_INCOME_DISTRIBUTION: not a kind of row we import',
    ]);
  });
});
