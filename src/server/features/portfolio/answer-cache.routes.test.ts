import { describe, expect, it } from 'vitest';
import { portfolioContract as contract } from '#shared/portfolio/portfolio.contract.ts';
import { signedInUser } from '#tests/accounts.ts';
import { appPerTestFile } from '#tests/app.ts';

// Decision 029: holdings and performance answers are remembered between requests. What a caller
// must see: every write to the ledger (add, edit, delete) and every new close changes the very
// next answer, and one user's remembered answer is never another's.

const setup = appPerTestFile();

async function storeClose(symbol: string, date: string, close: number) {
  await setup.database.pool.query(
    `INSERT INTO daily_bar (symbol, date, time, open, high, low, close)
     VALUES ($1, $2, $2::date + time '14:30', $3, $3, $3, $3)`,
    [symbol, date, close],
  );
}

/** The symbol's stored history becomes exactly these closes (a buy may have fetched some). */
async function storeCloses(symbol: string, closes: [string, number][]) {
  await setup.database.pool.query('DELETE FROM daily_bar WHERE symbol = $1', [symbol]);
  for (const [date, close] of closes) await storeClose(symbol, date, close);
}

describe('remembered portfolio answers', () => {
  it('a write to the ledger changes the next holdings and performance answers', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const holdings = async () => (await browser.get('/api/portfolio/holdings')).json();
    const performance = async () =>
      (await browser.get('/api/portfolio/performance?range=MAX')).json();
    const buy = (
      await browser.post('/api/portfolio/transactions', {
        type: 'buy',
        symbol: 'MSFT',
        date: '2025-03-03',
        quantity: '10',
        price: '400',
      })
    ).json().transaction;
    await setup.marketData.settled();
    await storeCloses('MSFT', [
      ['2025-03-03', 400],
      ['2025-03-04', 410],
    ]);
    expect((await holdings()).totals.marketValue).toBe('4100');
    expect((await performance()).series.at(-1).marketValue).toBe('4100');
    // Asked again unchanged: the same answer.
    expect((await holdings()).totals.marketValue).toBe('4100');

    // Add: 10 + 5 shares at 410.
    await browser.post('/api/portfolio/transactions', {
      type: 'buy',
      symbol: 'MSFT',
      date: '2025-03-04',
      quantity: '5',
      price: '410',
    });
    expect((await holdings()).totals.marketValue).toBe('6150');
    expect((await performance()).series.at(-1).marketValue).toBe('6150');

    // Edit the first buy to 20 shares: 25 × 410.
    const edited = await browser.patch(`/api/portfolio/transactions/${buy.id}`, { quantity: '20' });
    expect(edited.statusCode).toBe(200);
    expect((await holdings()).totals.marketValue).toBe('10250');
    expect((await performance()).series.at(-1).marketValue).toBe('10250');

    // Delete it: 5 × 410.
    expect((await browser.delete(`/api/portfolio/transactions/${buy.id}`)).statusCode).toBe(204);
    expect((await holdings()).totals.marketValue).toBe('2050');
    expect((await performance()).series.at(-1).marketValue).toBe('2050');

    // The method is part of what is remembered: average cost answers its own figures.
    const average = (await browser.get('/api/portfolio/holdings?method=average')).json();
    expect(average.method).toBe('average');
  });

  it('a write by another process, straight to the database, changes the next answer', async () => {
    const { browser, userId } = await signedInUser(setup.app, setup.database);
    await browser.post(contract.createTransaction.path, {
      type: 'buy',
      symbol: 'INTC',
      date: '2025-03-03',
      quantity: '10',
      price: '20',
    });
    await setup.marketData.settled();
    await storeCloses('INTC', [['2025-03-03', 20]]);
    const value = async () => (await browser.get(contract.holdings.path)).json().totals.marketValue;
    expect(await value()).toBe('200');
    // The ledger version comes from triggers on the table (docs/decisions/086), not from the
    // service that wrote: a row changed by any path is a new version.
    await setup.database.pool.query(
      `UPDATE portfolio_transactions SET quantity = 12 WHERE user_id = $1`,
      [userId],
    );
    expect(await value()).toBe('240');
    await setup.database.pool.query(`DELETE FROM portfolio_transactions WHERE user_id = $1`, [
      userId,
    ]);
    expect(await value()).toBe('0');
  });

  it('a new close changes the next holdings answer', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    await browser.post('/api/portfolio/transactions', {
      type: 'buy',
      symbol: 'NVDA',
      date: '2025-04-01',
      quantity: '3',
      price: '100',
    });
    // The buy's quote is recorded as today's bar in the background: let it land first.
    await setup.marketData.settled();
    await storeCloses('NVDA', [['2025-04-01', 100]]);
    const value = async () =>
      (await browser.get('/api/portfolio/holdings')).json().totals.marketValue;
    expect(await value()).toBe('300');
    await storeClose('NVDA', '2025-04-02', 120);
    expect(await value()).toBe('360');
  });

  it("one user's remembered answer is never another's", async () => {
    const first = await signedInUser(setup.app, setup.database);
    const second = await signedInUser(setup.app, setup.database);
    for (const [{ browser }, quantity] of [
      [first, '1'],
      [second, '2'],
    ] as const) {
      await browser.post('/api/portfolio/transactions', {
        type: 'buy',
        symbol: 'AMD',
        date: '2025-05-01',
        quantity,
        price: '50',
      });
    }
    await storeCloses('AMD', [['2025-05-01', 50]]);
    const value = async (browser: typeof first.browser) =>
      (await browser.get('/api/portfolio/holdings')).json().totals.marketValue;
    expect(await value(first.browser)).toBe('50');
    expect(await value(second.browser)).toBe('100');
  });
});
