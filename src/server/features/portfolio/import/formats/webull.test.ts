import { describe, expect, it } from 'vitest';
import { expectDetection } from './fixtures/detection.ts';
import { REASONS } from './row-outcomes.ts';
import { outcomesOf } from './fixtures/read-fixture.ts';
import { webullFormats } from './webull.ts';

const [webull] = webullFormats;
if (!webull) throw new Error('the Webull format is missing');

describe('Webull orders records', () => {
  it('recognises its export and no other fixture', async () => {
    await expectDetection(webullFormats, { 'webull-orders.csv': 'webull-orders' });
  });

  it('reads filled shares at the average fill price; orders that traded nothing are skipped', async () => {
    expect(await outcomesOf(webull, 'webull-orders.csv')).toEqual([
      '1: structure',
      '2: buy MSFT 2024-01-16 5 @ 298.58',
      '3: sell MSFT 2024-03-01 2 @ 410.25',
      // Half of one share filled: the trade is what filled.
      '4: buy AAPL 2024-03-04 0.5 @ 185.5',
      '5: skipped: Cancelled order: nothing was traded',
      `6: error: ${REASONS.shortSale}`,
      '7: skipped: Failed order: nothing was traded',
      '8: error: Price: "abc" is not a price',
    ]);
  });
});
