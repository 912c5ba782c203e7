import type { FastifyInstance } from 'fastify';
import { fillPath } from '#shared/platform/contract.ts';
import { holdingsContract } from '#shared/portfolio/portfolio-holdings.contract.ts';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '#tests/accounts.ts';
import { buildTestApp } from '#tests/app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';

// A holding's deletion with its kinds counted and an undo (docs/decisions/094), and 'Add all'
// on the suggested dividends: one database transaction, or nothing on bad input.

const setup = {} as { app: FastifyInstance; database: TestDatabase };

beforeAll(async () => {
  setup.database = await createTestDatabase();
  setup.app = await buildTestApp(setup.database);
});
afterAll(async () => {
  await setup.app.close();
  await setup.database.dispose();
});

async function ledgerOf(entries: object[]) {
  const { browser } = await signedInUser(setup.app, setup.database);
  for (const entry of entries) {
    const response = await browser.post(portfolioContract.createTransaction.path, entry);
    expect(response.statusCode, JSON.stringify(entry)).toBe(201);
  }
  return browser;
}

const buy = (date: string, quantity: string) => ({
  type: 'buy',
  symbol: 'AAPL',
  date,
  quantity,
  price: '100',
});
const dividend = (date: string, amount: string) => ({
  type: 'dividend',
  symbol: 'AAPL',
  date,
  amount,
});
const aaplLedger = [
  buy('2024-01-02', '10'),
  buy('2024-02-01', '5'),
  buy('2024-03-01', '5'),
  { ...buy('2024-04-01', '4'), type: 'sell' },
  dividend('2024-02-15', '2.40'),
  dividend('2024-05-15', '2.50'),
];
const transactionsOf = async (browser: Awaited<ReturnType<typeof ledgerOf>>) =>
  (await browser.get(`${portfolioContract.transactions.path}?limit=500`)).json<{
    transactions: { id: string; type: string; amount: string | null; createdAt: string }[];
  }>().transactions;

describe('deleting a holding', () => {
  it('counts its transactions by kind, deletes them, and puts them back exactly on undo', async () => {
    const browser = await ledgerOf(aaplLedger);
    const counted = await browser.get(
      fillPath(holdingsContract.holdingTransactions.path, { symbol: 'AAPL' }),
    );
    expect(counted.json()).toEqual({
      symbol: 'AAPL',
      total: 6,
      kinds: [
        { type: 'buy', count: 3 },
        { type: 'dividend', count: 2 },
        { type: 'sell', count: 1 },
      ],
    });
    const before = await transactionsOf(browser);

    const removed = await browser.delete(
      fillPath(holdingsContract.removeHolding.path, { symbol: 'AAPL' }),
    );
    expect(removed.statusCode).toBe(200);
    const { undo, total, kinds } = removed.json<{ undo: string; total: number; kinds: object }>();
    expect(total).toBe(6);
    expect(kinds).toEqual(counted.json<{ kinds: object }>().kinds);
    expect(await transactionsOf(browser)).toEqual([]);

    const restored = await browser.post(holdingsContract.restoreHolding.path, { undo });
    expect(restored.json()).toEqual({ restored: 6 });
    // The same rows: ids, amounts, entry times.
    expect(await transactionsOf(browser)).toEqual(before);
    // Idempotent: a second undo restores nothing and duplicates nothing.
    const again = await browser.post(holdingsContract.restoreHolding.path, { undo });
    expect(again.json()).toEqual({ restored: 0 });
    expect(await transactionsOf(browser)).toHaveLength(6);
  });

  it("restores only the user's own deletion", async () => {
    const owner = await ledgerOf(aaplLedger);
    const removed = await owner.delete(
      fillPath(holdingsContract.removeHolding.path, { symbol: 'AAPL' }),
    );
    const { undo } = removed.json<{ undo: string }>();
    const { browser: other } = await signedInUser(setup.app, setup.database);
    expect((await other.post(holdingsContract.restoreHolding.path, { undo })).json()).toEqual({
      restored: 0,
    });
    expect(await transactionsOf(other)).toEqual([]);
    expect(await transactionsOf(owner)).toEqual([]);
  });

  it('answers total 0 and no undo for a symbol that is not held, and refuses a bad token', async () => {
    const browser = await ledgerOf([]);
    const removed = await browser.delete(
      fillPath(holdingsContract.removeHolding.path, { symbol: 'MSFT' }),
    );
    expect(removed.json()).toMatchObject({ total: 0, kinds: [], undo: null });
    const bad = await browser.post(holdingsContract.restoreHolding.path, { undo: 'nope' });
    expect(bad.statusCode).toBe(400);
  });
});

describe("'Add all' suggested dividends", () => {
  it('adds every dividend in one request', async () => {
    const browser = await ledgerOf([buy('2024-01-02', '10')]);
    const added = await browser.post(holdingsContract.addDividends.path, {
      dividends: [
        { symbol: 'AAPL', date: '2024-02-09', amount: '2.40' },
        { symbol: 'AAPL', date: '2024-05-10', amount: '2.50' },
      ],
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ added: 2 });
    const amounts = (await transactionsOf(browser))
      .filter((t) => t.type === 'dividend')
      .map((t) => t.amount)
      .sort();
    expect(amounts).toEqual(['2.4', '2.5']);
  });

  it('writes nothing when one of them is bad (a symbol not held, a future date, a bad amount)', async () => {
    const browser = await ledgerOf([buy('2024-01-02', '10')]);
    const good = { symbol: 'AAPL', date: '2024-02-09', amount: '2.40' };
    for (const bad of [
      { symbol: 'MSFT', date: '2024-02-09', amount: '1.00' },
      { symbol: 'AAPL', date: '2999-01-01', amount: '1.00' },
      { symbol: 'AAPL', date: '2024-02-09', amount: '-1' },
      { symbol: 'AAPL', date: '2024-02-09', amount: '1', extra: true },
    ]) {
      const response = await browser.post(holdingsContract.addDividends.path, {
        dividends: [good, bad],
      });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const empty = await browser.post(holdingsContract.addDividends.path, { dividends: [] });
    expect(empty.statusCode).toBe(400);
    expect((await transactionsOf(browser)).map((t) => t.type)).toEqual(['buy']);
  });
});
