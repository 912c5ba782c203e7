import { describe, expect, it } from 'vitest';
import { expectDetection } from './fixtures/detection.ts';
import { outcomesOf } from './fixtures/read-fixture.ts';
import { saxoFormats } from './saxo.ts';

const [saxo] = saxoFormats;
if (!saxo) throw new Error('the Saxo format is missing');

describe('Saxo trades report', () => {
  it('recognises its export and no other fixture', async () => {
    await expectDetection(saxoFormats, { 'saxo-trades.csv': 'saxo-trades' });
  });

  it('reads trades on their exchange’s listing, at the rate the booked amount gives', async () => {
    expect(await outcomesOf(saxo, 'saxo-trades.csv')).toEqual([
      '1: structure',
      '2: buy MSFT 2024-01-16 5 @ 298.58 #5012345671',
      '3: sell MSFT 2024-03-01 2 @ 410.25 #5012345672',
      // 368.90 $ booked for 340 €: 368.9 ÷ 340 = 1.0850000000 $ a euro.
      '4: buy SAP.DE 2024-03-05 2 @ 170 EUR fx 1.085 #5012345673',
      // Pence: 70 GBX = 0.7 £; 88.90 $ for 7,000 GBX = 70 £ is 88.9 ÷ 70 = 1.27 $ a pound.
      '5: buy VOD.L 2024-03-06 100 @ 0.7 GBP fx 1.27 #5012345674',
      '6: skipped: CFD: contracts for difference are not holdings',
      '7: skipped: Option: options are not supported',
      '8: error: Instrument Symbol: exchange "xkrx" is not one we map; add this trade by hand',
      '9: error: Buy/Sell: "Transferred" is neither',
    ]);
  });
});
