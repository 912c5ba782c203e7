import { describe, expect, it } from 'vitest';
import type { Account } from '#shared/portfolio/portfolio-accounts.ts';
import { portfolioContract as contract } from '#shared/portfolio/portfolio.contract.ts';
import type { Transaction } from '#shared/portfolio/portfolio-ledger.ts';
import { preferencesContract } from '#shared/preferences/preferences.contract.ts';
import { signedInUser } from '#tests/accounts.ts';
import { appPerTestFile } from '#tests/app.ts';
import { storeCloses } from '#tests/daily-closes.ts';

// A broker file with lines in several currencies (docs/decisions/085): each line keeps its
// currency, pence become pounds, and a trade's cost in the base currency is at the broker's rate,
// not the day's reference rate.

const setup = appPerTestFile();

const HEADER =
  'Action,Time,ISIN,Ticker,Name,No. of shares,Price / share,Currency (Price / share),Exchange rate,Result,Currency (Result),Total,Currency (Total),Withholding tax,Currency (Withholding tax),Notes,ID,Currency conversion fee,Currency (Currency conversion fee)';
// A euro account: 1,000 EUR paid in; 2 AAPL at $170 when Trading 212 gave 1.0625 USD per euro;
// 1,000 VOD.L at 72.5 pence when it gave 80 pence per euro; one currency conversion.
const FILE = [
  HEADER,
  'Deposit,2024-03-01 09:00:00,,,,,,,,,,1000.00,EUR,,,,dep-1,,',
  'Market buy,2024-03-04 15:00:00,US0378331005,AAPL,Apple,2,170.00,USD,1.0625,,EUR,320.00,EUR,,,,buy-1,,',
  'Market buy,2024-03-05 09:00:00,GB00BH4HKS39,VOD.L,Vodafone,1000,72.50,GBX,80.00,,EUR,906.25,EUR,,,,buy-2,,',
  'Currency conversion,2024-03-05 09:00:01,,,,,,,,,,906.25,EUR,,,,fx-1,,',
].join('\r\n');

describe('a Trading 212 file in euros, dollars and pence', () => {
  it('keeps each line’s currency and costs each trade at the broker’s rate', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const base = await browser.request('PUT', preferencesContract.baseCurrency.path, {
      baseCurrency: 'EUR',
    });
    expect(base.statusCode, base.body).toBe(200);
    const created = await browser.post(contract.createAccount.path, {
      name: 'Trading 212',
      kind: 'brokerage',
      currency: 'EUR',
    });
    expect(created.statusCode, created.body).toBe(201);
    const account = created.json<{ account: Account }>().account.id;
    // Reference rates far from the broker's, so that using them would show: 1 EUR = 1.10 USD
    // = 0.90 GBP.
    await setup.database.pool.query(
      `INSERT INTO fx_rates (currency, date, rate) VALUES ('USD', '2024-03-01', 1.10),
         ('GBP', '2024-03-01', 0.90) ON CONFLICT DO NOTHING`,
    );
    await storeCloses(setup.database.pool, 'AAPL', [['2024-03-04', 170]]);
    await storeCloses(setup.database.pool, 'VOD.L', [['2024-03-05', 0.725]]);

    const path = `${contract.importTransactions.path}?account=${account}&format=trading212-history`;
    const imported = await browser.upload(path, FILE);
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toMatchObject({ imported: 3, skipped: 1, errors: [] });

    const page = await browser.get(`${contract.transactions.path}?limit=50`);
    const rows = page.json<{ transactions: Transaction[] }>().transactions;
    const bySymbol = (symbol: string | null) => rows.find((row) => row.symbol === symbol);
    // 1 / 1.0625 = 0.94117647058… euros per dollar, at the rate column's 10 places.
    expect(bySymbol('AAPL')).toMatchObject({
      currency: 'USD',
      price: '170',
      fxRate: '0.9411764706',
    });
    // 72.5 pence = £0.725; 80 pence per euro = 0.8 pounds per euro, so 1 / 0.8 = 1.25 euros a pound.
    expect(bySymbol('VOD.L')).toMatchObject({ currency: 'GBP', price: '0.725', fxRate: '1.25' });
    expect(bySymbol(null)).toMatchObject({ type: 'deposit', currency: 'EUR', amount: '1000' });

    const holdings = (await browser.get(`${contract.holdings.path}?account=${account}`)).json();
    expect(holdings.baseCurrency).toBe('EUR');
    const cost = Object.fromEntries(
      holdings.holdings.map((holding: { symbol: string; costBasis: string }) => [
        holding.symbol,
        holding.costBasis,
      ]),
    );
    // AAPL: 2 × $170 = $340 × 0.9411764706 = €320.000000004 → €320 (the reference rate would
    // give 340 / 1.10 = €309.09). VOD.L: 1,000 × £0.725 = £725 × 1.25 = €906.25 (not
    // 725 / 0.90 = €805.56). Together €1,226.25.
    expect(cost).toEqual({ AAPL: '320', 'VOD.L': '906.25' });
    expect(holdings.totals.costBasis).toBe('1226.25');
  });
});
