import { describe, expect, it } from 'vitest';
import { fidelityFormats } from './fidelity.ts';
import { expectDetection } from './fixtures/detection.ts';
import { outcomesOf } from './fixtures/read-fixture.ts';

const [activity, history] = fidelityFormats;
if (!activity || !history) throw new Error('a Fidelity format is missing');

describe('Fidelity account history CSV', () => {
  it('tells the all-accounts layout from the older one with units, and claims no other fixture', async () => {
    await expectDetection(fidelityFormats, {
      'fidelity-activity.csv': 'fidelity-activity',
      'fidelity-history.csv': 'fidelity-history',
      'fidelity-history-commas.csv': 'fidelity-history',
    });
  });

  it('reads the older export as downloaded, with rows of commas above the header', async () => {
    // fidelity-history.csv without its BOM line and with six comma-only rows on top.
    const plain = await outcomesOf(history, 'fidelity-history.csv');
    const commas = await outcomesOf(history, 'fidelity-history-commas.csv');
    expect(commas.slice(0, 6)).toEqual([1, 2, 3, 4, 5, 6].map((line) => `${line}: structure`));
    // The same outcomes, five lines further down (six comma rows in place of the BOM line).
    expect(commas.slice(6)).toEqual(
      plain.slice(1).map((text) => text.replace(/^(\d+)/, (line) => String(Number(line) + 5))),
    );
  });

  it('reads Activity & Orders: empty first line, options, bonds, cash, a trade in Canadian dollars, footer', async () => {
    expect(await outcomesOf(activity, 'fidelity-activity.csv')).toEqual([
      '1: structure',
      '2: structure',
      // Commission and fees together.
      '3: buy HD 2026-03-14 4 @ 371.2 fees 0.52',
      '4: sell PFE 2026-03-13 150 @ 26.05 fees 0.07',
      '5: skipped: Option: options are not supported',
      '6: dividend PFE 2026-03-11 64.5',
      '7: buy PFE 2026-03-11 2.476 @ 26.050081',
      '8: skipped: Money market: cash sweep funds are not tracked',
      '9: interest  2026-03-09 0.44',
      '10: skipped: Bond: bonds and CUSIP-only securities are not supported',
      '11: tax NSRGY 2026-03-07 4.4',
      // A cash merger's row that gains 40 BIGC: shares received, their cost asked.
      '12: suggest merger → receive-shares BIGC 2026-03-06 40 (ask cost)',
      '13: deposit  2026-03-05 2500',
      '14: skipped: Transfer: cash and share transfers are not tracked',
      '15: withdrawal  2026-03-03 150',
      '16: buy SHOP 2026-03-02 10 @ 101.5 CAD',
      '17: error: Date: "04/31/2026" is not a date (MM/DD/YYYY)',
      '18: error: Symbol: the row has none',
      '19: buy NKE 2026-02-27 8 @ 75.06',
      '20: structure',
      '21: structure',
      '22: structure',
      '23: structure',
      '24: structure',
      '25: structure',
    ]);
  });

  it('reads the older Accounts History: BOM line, units in the header, disclaimer', async () => {
    expect(await outcomesOf(history, 'fidelity-history.csv')).toEqual([
      '1: structure',
      '2: structure',
      '3: buy COST 2026-01-30 3 @ 915.4 fees 0.01',
      '4: dividend COST 2026-01-29 3.48',
      '5: skipped: Money market: cash sweep funds are not tracked',
      '6: sell ADBE 2026-01-28 1.5 @ 402.75 fees 0.02',
      '7: skipped: Transfer: cash and share transfers are not tracked',
      '8: structure',
    ]);
  });
});
