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
      '7: skipped: Withholding tax: not tracked',
      '8: skipped: Deposit: cash movements are not tracked',
      '9: skipped: Withdrawal: cash movements are not tracked',
      '10: skipped: FX conversion: currency conversions are not tracked',
      '11: skipped: Interest: not tracked',
      '12: skipped: Stock lending: lending income is not tracked',
      '13: skipped: Option: options are not supported',
      '14: skipped: ACATS transfer: transfers between brokers are not imported',
      '16: split ABCD 2025-06-02 1:3',
      '17: error: Split: the ratio is not in the file; add it on the transactions page',
      '18: error: Symbol: the row has none',
      '20: skipped: Account fee: fees not tied to a holding are not tracked',
      '21: structure',
      '22: structure',
    ]);
  });
});
