import { describe, expect, it } from 'vitest';
import { etradeFormats } from './etrade.ts';
import { expectDetection } from './fixtures/detection.ts';
import { REASONS } from './row-outcomes.ts';
import { outcomesOf } from './fixtures/read-fixture.ts';

const [etrade] = etradeFormats;
if (!etrade) throw new Error('the E*TRADE format is missing');

describe('E*TRADE transaction history', () => {
  it('recognises its export below the account preamble, and no other fixture', async () => {
    await expectDetection(etradeFormats, { 'etrade-transactions.csv': 'etrade-transactions' });
  });

  it('reads every row kind: trades, dividends and tax, cash both ways, and what it refuses', async () => {
    expect(await outcomesOf(etrade, 'etrade-transactions.csv')).toEqual([
      '1: structure',
      '2: structure',
      '3: structure',
      '4: buy MSFT 2024-01-16 5 @ 298.58 fees 19',
      '5: dividend MSFT 2024-02-15 3.75',
      '6: tax MSFT 2024-02-15 0.56',
      '7: sell MSFT 2024-03-01 2 @ 410.25 fees 1.5',
      '8: buy AAPL 2024-03-04 0.5 @ 185.5',
      '9: deposit  2024-01-02 5000',
      '10: withdrawal  2024-04-06 250',
      '11: interest  2024-03-29 0.42',
      '12: skipped: Option: options are not supported',
      `13: error: ${REASONS.shortSale}`,
      `14: error: ${REASONS.shortSale}`,
      '15: skipped: Transfer: cash and share transfers are not tracked',
      '16: skipped: Reorganization: corporate actions are not imported; adjust the holding on the transactions page',
      '17: account-fee  2024-04-15 25',
      '18: skipped: Money market: cash sweep funds are not tracked',
      '19: error: Quantity: "abc" is not a number of shares',
      '20: error: Date: "13/45/24" is not a date (MM/DD/YYYY)',
      '21: skipped: Promotion: not a kind of row we import',
    ]);
  });
});
