import { describe, expect, it } from 'vitest';
import { expectDetection } from './fixtures/detection.ts';
import { outcomesOf, readFixture } from './fixtures/read-fixture.ts';
import { wealthfolioFormats } from './wealthfolio.ts';

const [wealthfolio] = wealthfolioFormats;
if (!wealthfolio) throw new Error('the Wealthfolio format is missing');

describe('Wealthfolio activities CSV', () => {
  it('recognises its export and no other fixture', async () => {
    await expectDetection(wealthfolioFormats, {
      'wealthfolio-activities.csv': 'wealthfolio-activities',
    });
  });

  it('reads each activity type, the account cash on $CASH, shares added with their cost', async () => {
    expect(await outcomesOf(wealthfolio, 'wealthfolio-activities.csv')).toEqual([
      '1: structure',
      '2: deposit  2024-01-02 5000',
      '3: buy MSFT 2024-01-16 5 @ 298.58 fees 19 note "first lot"',
      '4: dividend MSFT 2024-02-15 3.75',
      '5: tax MSFT 2024-02-15 0.56',
      '6: sell MSFT 2024-03-01 2 @ 410.25 fees 1.5',
      '7: buy AAPL 2024-03-04 0.5 @ 185.5',
      // No amount: quantity × unitPrice = 1 × 3.5.
      '8: interest  2024-03-31 3.5',
      '9: account-fee  2024-04-01 12',
      '10: receive-shares NVDA 2024-04-02',
      '11: skipped: Transfer: cash and share transfers are not tracked',
      '12: suggest split → split NVDA 2024-04-04 (ask ratio)',
      '13: skipped: FX conversion: currency conversions are not tracked',
      '14: withdrawal  2024-04-06 250',
      '15: error: Symbol: a trade needs a security, not cash',
      '16: skipped: LEND: not a kind of row we import',
    ]);
  });

  it('keeps the cost of shares added, and names the account each row is in', async () => {
    const records = await readFixture('wealthfolio-activities.csv');
    const outcomes = wealthfolio.parse(records);
    expect(outcomes[9]).toEqual({
      kind: 'transaction',
      transaction: {
        type: 'receive-shares',
        symbol: 'NVDA',
        date: '2024-04-02',
        quantity: '4',
        price: '95.25',
        currency: 'USD',
      },
      account: { name: 'Main', kind: 'brokerage', currency: 'USD' },
    });
  });
});
