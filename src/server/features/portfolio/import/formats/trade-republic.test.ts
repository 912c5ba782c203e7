import { describe, expect, it } from 'vitest';
import { expectDetection } from './fixtures/detection.ts';
import { outcomesOf, readFixture } from './fixtures/read-fixture.ts';
import { tradeRepublicFormats } from './trade-republic.ts';

const [tradeRepublic] = tradeRepublicFormats;
if (!tradeRepublic) throw new Error('the Trade Republic format is missing');

describe('Trade Republic transactions CSV', () => {
  it('recognises its export (not as an IBKR cash file) and no other fixture', async () => {
    await expectDetection(tradeRepublicFormats, {
      'trade-republic-transactions.csv': 'trade-republic-transactions',
    });
  });

  it('reads trades and savings plans by ISIN, dividends paid, cash; skips what it does not track', async () => {
    expect(await outcomesOf(tradeRepublic, 'trade-republic-transactions.csv')).toEqual([
      '1: structure',
      '2: deposit  2025-01-02 1500 EUR #a1f3c2d4-0001-4a5b-9c8d-000000000001',
      '3: buy US0378331005 2025-01-03 2.5 @ 212.4 fees 1 EUR #a1f3c2d4-0002-4a5b-9c8d-000000000002',
      '4: buy IE00B4L5Y983 2025-01-15 1.142857 @ 87.5 EUR #a1f3c2d4-0003-4a5b-9c8d-000000000003',
      '5: dividend US0378331005 2025-02-13 0.53 EUR #a1f3c2d4-0004-4a5b-9c8d-000000000004',
      '6: interest  2025-03-01 3.12 EUR #a1f3c2d4-0005-4a5b-9c8d-000000000005',
      // Shares are written negative on a sale; the capital gains tax is named in the note.
      '7: sell US0378331005 2025-03-10 1 @ 221.1 fees 1 note "3.4 EUR tax" EUR #a1f3c2d4-0006-4a5b-9c8d-000000000006',
      '8: skipped: Card payment: cash movements are not tracked',
      '9: withdrawal  2025-03-20 200 EUR #a1f3c2d4-0008-4a5b-9c8d-000000000008',
      '10: skipped: Bonus shares: the broker paid for them; add them by hand as shares received',
      '11: skipped: SPIN_OFF: corporate actions are not imported; adjust the holding on the transactions page',
      '12: error: Quantity: "" is not a number of shares',
      '13: skipped: GIFT_CARD: not a kind of row we import',
    ]);
  });

  it('notes a dividend’s gross amount and the tax withheld', async () => {
    const records = await readFixture('trade-republic-transactions.csv');
    const dividend = tradeRepublic.parse(records)[4];
    expect(dividend?.kind === 'transaction' && dividend.transaction.note).toBe(
      '0.63 USD before tax, 0.08 EUR tax withheld',
    );
  });
});
