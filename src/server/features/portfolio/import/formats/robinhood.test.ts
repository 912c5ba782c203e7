import { describe, expect, it } from 'vitest';
import { expectDetection } from './fixtures/detection.ts';
import { outcomesOf } from './fixtures/read-fixture.ts';
import { robinhoodFormats } from './robinhood.ts';

const [robinhood] = robinhoodFormats;
if (!robinhood) throw new Error('the Robinhood format is missing');

describe('Robinhood account activity report', () => {
  it('recognises its own report and no other fixture', async () => {
    await expectDetection(robinhoodFormats, { 'robinhood-activity.csv': 'robinhood-activity' });
  });

  it('reads multi-line descriptions, ($…) negatives, trans codes, the empty record and the disclaimer', async () => {
    expect(await outcomesOf(robinhood, 'robinhood-activity.csv')).toEqual([
      '1: structure',
      '2: buy PLTR 2025-06-12 12.5 @ 130.4',
      '4: sell F 2025-06-10 200 @ 10.12',
      '6: dividend KO 2025-06-15 20.4',
      '7: tax KO 2025-06-15 3.06',
      '8: deposit  2025-06-09 750',
      '9: withdrawal  2025-06-08 120',
      '10: skipped: FX conversion: currency conversions are not tracked',
      '11: interest  2025-06-06 1.93',
      '12: skipped: Stock lending: lending income is not tracked',
      '13: skipped: Option: options are not supported',
      '14: suggest shares-in → receive-shares TSLA 2025-06-03 15 (ask cost)',
      '16: split ABCD 2025-06-02 1:3',
      '17: suggest split → split EFGH 2025-06-01 (ask ratio)',
      '18: error: Symbol: the row has none',
      '20: account-fee  2025-05-29 5',
      '21: structure',
      '22: structure',
    ]);
  });
});
