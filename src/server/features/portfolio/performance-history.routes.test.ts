import { describe, expect, it } from 'vitest';
import { portfolioContract as contract } from '#shared/portfolio/portfolio.contract.ts';
import { signedInUser } from '#tests/accounts.ts';
import { appPerTestFile } from '#tests/app.ts';

// A new user's back-dated buy of a symbol nobody has charted yet has performance
// history on day one — the performance route asks the market data for the symbol's daily
// history instead of reading only what was stored before.

const setup = appPerTestFile();

const storedCloses = async (symbol: string) =>
  Number(
    (
      await setup.database.pool.query<{ n: string }>(
        'SELECT count(*) AS n FROM daily_bar WHERE symbol = $1',
        [symbol],
      )
    ).rows[0]?.n,
  );

describe('performance of a symbol never charted', () => {
  it('fetches its daily history, so a back-dated buy has a moving series at once', async () => {
    const symbol = 'KO';
    await setup.database.pool.query('DELETE FROM daily_bar WHERE symbol = $1', [symbol]);
    await setup.database.pool.query('DELETE FROM daily_history_sync WHERE symbol = $1', [symbol]);
    expect(await storedCloses(symbol)).toBe(0);
    const { browser } = await signedInUser(setup.app, setup.database);
    const bought = await browser.post(contract.createTransaction.path, {
      type: 'buy',
      symbol,
      date: '2025-06-02',
      quantity: '10',
      price: '60',
    });
    expect(bought.statusCode, bought.body).toBe(201);

    const response = await browser.get(`${contract.performance.path}?range=MAX&benchmark=SPY`);
    expect(response.statusCode).toBe(200);
    const { series, from } = response.json<{
      from: string;
      series: { date: string; marketValue: string }[];
    }>();
    expect(await storedCloses(symbol)).toBeGreaterThan(100);
    expect(from).toBe('2025-06-02');
    // One point per trading day since the buy, valued at each day's stored close: not flat.
    expect(series.length).toBeGreaterThan(100);
    expect(new Set(series.map((point) => point.marketValue)).size).toBeGreaterThan(10);
  });
});
