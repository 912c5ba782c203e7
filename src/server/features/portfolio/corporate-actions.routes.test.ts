import type { FastifyInstance } from 'fastify';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, signedInUser } from '#tests/accounts.ts';
import { buildTestApp, testMarketData } from '#tests/app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';
import { createTestProvider } from '#tests/market-data/test-provider.ts';
import { expectLog } from '#tests/expected-logs.ts';

// GET /api/portfolio/corporate-actions (docs/decisions/031): the provider's dividends and splits,
// stored here as its daily rows would be, offered for the days the user held shares and the
// ledger lacks them. The provider answers no history, so only the rows stored here exist.

const setup = {} as { app: FastifyInstance; database: TestDatabase };
/** Symbols whose market data fails (a vendor outage, the user's upstream limit). */
const failing = new Set<string>();

beforeAll(async () => {
  setup.database = await createTestDatabase();
  const marketData = testMarketData(setup.database, {
    provider: createTestProvider({ history: false }),
  });
  setup.app = await buildTestApp(setup.database, {
    marketData: {
      ...marketData,
      corporateActions: (symbol, access) =>
        failing.has(symbol)
          ? Promise.reject(new Error('upstream down'))
          : marketData.corporateActions(symbol, access),
    },
  });
});
afterAll(async () => {
  await setup.app.close();
  await setup.database.dispose();
});

/** Provider rows of the symbol with these dividends and split factors (null: none that day). */
async function storeActions(symbol: string, rows: [string, string | null, string | null][]) {
  await setup.database.pool.query('DELETE FROM daily_bar WHERE symbol = $1', [symbol]);
  for (const [date, dividend, splitFactor] of rows) {
    await setup.database.pool.query(
      `INSERT INTO daily_bar (symbol, date, time, open, high, low, close, dividend, split_factor)
       VALUES ($1, $2, $2::date + time '14:30', 100, 100, 100, 100, $3, $4)`,
      [symbol, date, dividend ?? '0', splitFactor ?? '1'],
    );
  }
}

async function ledgerOf(entries: object[]) {
  const { browser } = await signedInUser(setup.app, setup.database);
  for (const entry of entries) {
    const response = await browser.post(portfolioContract.createTransaction.path, entry);
    expect(response.statusCode, JSON.stringify(entry)).toBe(201);
  }
  return browser;
}

const dividend = (
  symbol: string,
  date: string,
  perShare: string,
  shares: string,
  amount: string,
) => ({
  symbol,
  type: 'dividend',
  date,
  perShare,
  shares,
  amount,
  ratio: null,
});
const split = (symbol: string, date: string, shares: string, from: number, to: number) => ({
  symbol,
  type: 'split',
  date,
  perShare: null,
  shares,
  amount: null,
  ratio: { from, to },
});

describe('corporate action suggestions', () => {
  it('offers what was paid while shares were held, counting splits, minus what is recorded', async () => {
    await storeActions('AAPL', [
      ['2023-11-10', '0.24', null], // before the first buy: not held
      ['2024-02-09', '0.24', null], // 10 held
      ['2024-03-01', '0.1', null], // the buy of that day is not counted: 10 held
      ['2024-05-10', '0.25', null], // 40 held
      ['2024-06-10', null, '4'], // recorded in the ledger already
      ['2024-08-12', '0.25', null], // 40 × 4 = 160 held after the recorded split
      ['2024-11-08', '0.25', null], // recorded in the ledger already
      ['2025-02-10', '0.25', null], // all sold on 2024-12-02: not held
    ]);
    const aapl = { symbol: 'AAPL' };
    const browser = await ledgerOf([
      { ...aapl, type: 'buy', date: '2024-01-02', quantity: '10', price: '100' },
      { ...aapl, type: 'buy', date: '2024-03-01', quantity: '30', price: '100' },
      { ...aapl, type: 'split', date: '2024-06-10', ratio: { from: 1, to: 4 } },
      { ...aapl, type: 'dividend', date: '2024-11-08', amount: '40' },
      { ...aapl, type: 'sell', date: '2024-12-02', quantity: '160', price: '30' },
    ]);
    const response = await browser.get(portfolioContract.corporateActions.path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      suggestions: [
        // 0.25 × 160 = 40; 0.25 × 40 = 10; 0.1 × 10 = 1; 0.24 × 10 = 2.4 (two places at least).
        dividend('AAPL', '2024-08-12', '0.25', '160', '40.00'),
        dividend('AAPL', '2024-05-10', '0.25', '40', '10.00'),
        dividend('AAPL', '2024-03-01', '0.1', '10', '1.00'),
        dividend('AAPL', '2024-02-09', '0.24', '10', '2.40'),
      ],
    });

    // Another user who never held AAPL is offered none of it.
    const other = await ledgerOf([
      { symbol: 'MSFT', type: 'buy', date: '2024-01-02', quantity: '1', price: '100' },
    ]);
    expect((await other.get(portfolioContract.corporateActions.path)).json()).toEqual({
      suggestions: [],
    });
    expect(
      (await new Browser(setup.app).get(portfolioContract.corporateActions.path)).statusCode,
    ).toBe(401);
  });

  it('maps split factors to ratios, keeps six places of cash, and leaves a failing symbol out', async () => {
    expectLog('warn', /corporate actions unavailable; symbol left out/);
    await storeActions('NVDA', [
      ['2024-06-10', null, '10'],
      ['2024-07-01', null, '0.5'], // a 1-for-2 reverse split
      ['2024-08-01', null, '1.0001234'], // no ratio of whole shares: left out
      ['2024-09-03', '0.0123456', null], // × 3 = 0.0370368 → 0.037037 (six places)
    ]);
    await storeActions('KO', [['2024-03-14', '0.485', null]]);
    const browser = await ledgerOf([
      { symbol: 'NVDA', type: 'buy', date: '2024-01-02', quantity: '3', price: '500' },
      { symbol: 'KO', type: 'buy', date: '2024-01-02', quantity: '2', price: '60' },
    ]);
    const suggestions = async () =>
      (await browser.get(portfolioContract.corporateActions.path)).json().suggestions;
    // The ledger has none of NVDA's splits, so each counts the 3 shares bought.
    const nvda = [
      dividend('NVDA', '2024-09-03', '0.0123456', '3', '0.037037'),
      split('NVDA', '2024-07-01', '3', 2, 1),
      split('NVDA', '2024-06-10', '3', 1, 10),
    ];
    // 0.485 × 2 = 0.97.
    const ko = dividend('KO', '2024-03-14', '0.485', '2', '0.97');
    expect(await suggestions()).toEqual([...nvda, ko]);

    failing.add('NVDA');
    try {
      const response = await browser.get(portfolioContract.corporateActions.path);
      expect(response.statusCode).toBe(200);
      expect(response.json().suggestions).toEqual([ko]);
    } finally {
      failing.delete('NVDA');
    }

    // Adding a suggestion as offered makes it go away; the next dividend then counts 30 shares.
    const added = await browser.post(portfolioContract.createTransaction.path, {
      symbol: 'NVDA',
      type: 'split',
      date: '2024-06-10',
      ratio: { from: 1, to: 10 },
    });
    expect(added.statusCode).toBe(201);
    expect(await suggestions()).toEqual([
      // Only recorded splits count: 3 × 10 = 30 held on 2024-07-01 and on 2024-09-03 (the
      // 1-for-2 is not recorded yet); 0.0123456 × 30 = 0.370368.
      dividend('NVDA', '2024-09-03', '0.0123456', '30', '0.370368'),
      split('NVDA', '2024-07-01', '30', 2, 1),
      ko,
    ]);
  });

  it('answers at most the newest 200', async () => {
    // 250 weekly dividends of PG from 2020-01-06 (a Monday) on.
    await setup.database.pool.query(`DELETE FROM daily_bar WHERE symbol = 'PG'`);
    await setup.database.pool.query(
      `INSERT INTO daily_bar (symbol, date, time, open, high, low, close, dividend, split_factor)
       SELECT 'PG', d::date, d + time '14:30', 100, 100, 100, 100, 0.01, 1
       FROM generate_series(date '2020-01-06', date '2020-01-06' + 249 * 7, interval '7 days') d`,
    );
    const browser = await ledgerOf([
      { symbol: 'PG', type: 'buy', date: '2019-12-02', quantity: '1', price: '100' },
    ]);
    const { suggestions } = (await browser.get(portfolioContract.corporateActions.path)).json();
    expect(suggestions).toHaveLength(200);
    // The newest: 2020-01-06 + 249 weeks (1,743 days) = 2024-10-14; the oldest kept: 50 weeks later than the first.
    expect(suggestions[0]).toEqual(dividend('PG', '2024-10-14', '0.01', '1', '0.01'));
    expect(suggestions.at(-1).date).toBe('2020-12-21');
  });
});
