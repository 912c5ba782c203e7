import { describe, expect, it } from 'vitest';
import { expectDetection } from './fixtures/detection.ts';
import { outcomesOf } from './fixtures/read-fixture.ts';
import { scalableCapitalFormats } from './scalable-capital.ts';

const [scalable] = scalableCapitalFormats;
if (!scalable) throw new Error('the Scalable Capital format is missing');

describe('Scalable Capital transactions CSV', () => {
  it('recognises its export and no other fixture', async () => {
    await expectDetection(scalableCapitalFormats, {
      'scalable-capital-transactions.csv': 'scalable-capital-transactions',
    });
  });

  it('reads executed rows with comma decimals; rows that did not execute are skipped', async () => {
    expect(await outcomesOf(scalable, 'scalable-capital-transactions.csv')).toEqual([
      '1: structure',
      '2: deposit  2025-01-02 1500 EUR #DEP 0001',
      '3: buy US0378331005 2025-01-03 2.5 @ 212.4 fees 0.99 EUR #SCALsin78a1',
      '4: buy IE00B4L5Y983 2025-01-15 1.142857 @ 87.5 EUR #SPLN0003',
      '5: dividend US0378331005 2025-02-13 0.53 EUR #WWEK 1234',
      '6: interest  2025-03-01 3.12 EUR #INT 0301',
      '7: sell US0378331005 2025-03-10 1 @ 221.1 fees 0.99 note "3.4 tax" EUR #SCALsin78a2',
      '8: skipped: Cancelled: not executed, nothing moved',
      '9: skipped: Rejected: not executed, nothing moved',
      '10: skipped: Transfer: cash and share transfers are not tracked',
      '11: skipped: Spin-off Apple: corporate actions are not imported; adjust the holding on the transactions page',
      '12: withdrawal  2025-03-20 200 EUR #WDR 0001',
      '13: account-fee  2025-03-31 4.99 EUR #FEE 0001',
      '14: error: Quantity: "abc" is not a number of shares',
      '15: skipped: Bonus: not a kind of row we import',
    ]);
  });
});
