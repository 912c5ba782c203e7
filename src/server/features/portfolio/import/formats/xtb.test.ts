import { describe, expect, it } from 'vitest';
import { expectDetection } from './fixtures/detection.ts';
import { outcomesOf } from './fixtures/read-fixture.ts';
import { xtbFormats } from './xtb.ts';

const [xtb] = xtbFormats;
if (!xtb) throw new Error('the XTB format is missing');

describe('XTB cash operations', () => {
  it('recognises its export below the account lines, and no other fixture', async () => {
    await expectDetection(xtbFormats, { 'xtb-cash-operations.csv': 'xtb-cash-operations' });
  });

  it('reads trades from their comments, dividends in the account currency, cash; refuses what it cannot map', async () => {
    expect(await outcomesOf(xtb, 'xtb-cash-operations.csv')).toEqual([
      '1: structure',
      '2: structure',
      '3: structure',
      '4: structure',
      '5: deposit  2024-01-02 5000 #501',
      '6: buy MSFT 2024-01-16 5 @ 298.58 #502',
      '7: dividend MSFT 2024-02-15 3.75 #503',
      '8: tax MSFT 2024-02-15 0.56 #504',
      // Closing 2 of a 5-share position sells 2.
      '9: sell MSFT 2024-03-01 2 @ 410.25 #505',
      '10: buy AAPL 2024-03-04 0.5 @ 185.5 #506',
      '11: interest  2024-03-31 3.5 #507',
      '12: skipped: Withholding tax: not tracked',
      '13: skipped: CFD: contracts for difference are not holdings',
      '14: withdrawal  2024-04-06 250 #510',
      '15: error: Symbol: "SAP.XX" is not on a market we map; add this row by hand',
      '16: error: Comment: "market order" gives no shares and price',
      '17: skipped: Transfer: cash and share transfers are not tracked',
      '18: skipped: Bonus: not a kind of row we import',
      '19: structure',
    ]);
  });
});
