import { preferencesContract } from '#shared/preferences/preferences.contract.ts';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS_MAX } from '#shared/portfolio/portfolio-accounts.ts';
import { portfolioContract as contract } from '#shared/portfolio/portfolio.contract.ts';
import { signedInUser } from '#tests/accounts.ts';
import { appPerTestFile } from '#tests/app.ts';
import { storeCloses } from '#tests/daily-closes.ts';

// The edges of accounts over HTTP (docs/decisions/085): the 51st account, and figures in a base
// currency other than the dollar, from the stored euro reference rates.

const setup = appPerTestFile();

describe('accounts at the edges', () => {
  it(`stops at ${ACCOUNTS_MAX} accounts`, async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    for (let n = 1; n <= ACCOUNTS_MAX; n++) {
      const response = await browser.post(contract.createAccount.path, {
        name: `Account ${n}`,
        kind: 'savings',
        currency: 'USD',
      });
      expect(response.statusCode).toBe(201);
    }
    const over = await browser.post(contract.createAccount.path, {
      name: 'One more',
      kind: 'savings',
      currency: 'USD',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe('limit-reached');
    const listed = (await browser.get(contract.accounts.path)).json().accounts;
    expect(listed).toHaveLength(ACCOUNTS_MAX);
  });
});

describe('a base currency', () => {
  it('answers values in euros: cost at the buy day’s rate, the gain split into price and currency', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const chosen = await browser.request('PUT', preferencesContract.baseCurrency.path, {
      baseCurrency: 'EUR',
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    // The euro reference rates: 1 EUR = 1.10 USD on 2 Jan, 1.25 USD on 1 Apr.
    await setup.database.pool.query(
      `INSERT INTO fx_rates (currency, date, rate) VALUES ('USD', '2024-01-02', 1.10),
         ('USD', '2024-04-01', 1.25) ON CONFLICT DO NOTHING`,
    );
    const bought = await browser.post(contract.createTransaction.path, {
      type: 'buy',
      symbol: 'AAPL',
      date: '2024-01-02',
      quantity: '10',
      price: '100',
    });
    expect(bought.statusCode).toBe(201);
    await storeCloses(setup.database.pool, 'AAPL', [
      ['2024-01-02', 100],
      ['2024-04-01', 150],
    ]);
    const holdings = (await browser.get(contract.holdings.path)).json();
    // Cost $1000 at 1/1.10 = €909.090909; worth $1500 at 1/1.25 = €1200; gain €290.909091:
    // the price made $500 at the rate paid, €454.545455; the dollar's fall took
    // 1500 × (1/1.25 − 1/1.10) = −€163.636364.
    expect(holdings.baseCurrency).toBe('EUR');
    expect(holdings.holdings[0]).toMatchObject({
      currency: 'USD',
      price: '150',
      costBasis: '909.090909',
      marketValue: '1200',
      unrealizedGain: '290.909091',
      priceGain: '454.545455',
      currencyGain: '-163.636364',
    });
    const performance = (await browser.get(`${contract.performance.path}?range=MAX`)).json();
    // Paid in €909.09 on 2 Jan, worth €1200 on 1 Apr: TWR = 1200/909.090909 − 1 = 0.32.
    expect(performance.baseCurrency).toBe('EUR');
    expect(Number(performance.twr)).toBeCloseTo(0.32, 6);
  });
});
