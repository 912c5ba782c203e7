import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';
import { insertUser } from '#tests/users.ts';
import type { TransactionInput } from '#shared/portfolio/portfolio-ledger.ts';
import { createLedgerService } from './ledger.service.ts';

// The ledger's rules (docs/decisions/026), below HTTP: sells covered by the shares held
// on their date counting splits, edits and deletes that would strand a later sell refused, no
// future dates, and every refusal changes nothing and tells no tab.

let database: TestDatabase;
const clock = Date.parse('2026-11-20T15:00:00Z');
const published: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const ledger = () =>
  createLedgerService({
    db: database.db,
    symbolExists: async (symbol) => ['AAPL', 'MSFT'].includes(symbol),
    publish: async (_tx, userId, event) => {
      published.push(`${userId}:${event.type}`);
    },
    now: () => clock,
  });

const buy = (
  date: string,
  quantity: string,
  price = '10',
): Extract<TransactionInput, { type: 'buy' }> => ({
  type: 'buy',
  symbol: 'AAPL',
  date,
  quantity,
  price,
});
const sell = (date: string, quantity: string, price = '12'): TransactionInput => ({
  type: 'sell',
  symbol: 'AAPL',
  date,
  quantity,
  price,
});

async function ledgerOf(userId: string) {
  return (await ledger().list(userId, { limit: 500, offset: 0 })).transactions;
}

describe('the ledger', () => {
  it('refuses a sell of more than was held on its date, naming the shortfall', async () => {
    const userId = await insertUser(database.db);
    await ledger().create(userId, buy('2024-01-02', '5'));
    await ledger().create(userId, buy('2024-03-01', '10'));
    const before = await ledgerOf(userId);
    await expect(ledger().create(userId, sell('2024-02-01', '8'))).rejects.toMatchObject({
      statusCode: 409,
      code: 'insufficient-shares',
      message: 'You held 5 AAPL on 2024-02-01; selling 8 is 3 short.',
    });
    expect(await ledgerOf(userId)).toEqual(before);
    // On the later date the second buy counts.
    const sold = await ledger().create(userId, sell('2024-03-01', '8'));
    expect(sold).toMatchObject({ type: 'sell', quantity: '8', price: '12', fees: null });
  });

  it('counts a split: 5 shares after a 1-for-4 split can be sold as 20', async () => {
    const userId = await insertUser(database.db);
    await ledger().create(userId, buy('2024-01-02', '5', '100'));
    await ledger().create(userId, {
      type: 'split',
      symbol: 'AAPL',
      date: '2024-06-10',
      ratio: { from: 1, to: 4 },
    });
    await expect(ledger().create(userId, sell('2024-06-09', '6'))).rejects.toMatchObject({
      message: 'You held 5 AAPL on 2024-06-09; selling 6 is 1 short.',
    });
    await expect(ledger().create(userId, sell('2024-06-10', '20'))).resolves.toMatchObject({
      quantity: '20',
    });
  });

  it('refuses an edit or delete that would leave a later sell short, and changes nothing', async () => {
    const userId = await insertUser(database.db);
    const first = await ledger().create(userId, buy('2024-01-02', '10'));
    await ledger().create(userId, sell('2024-05-01', '7'));
    const before = await ledgerOf(userId);
    published.length = 0;
    const short = {
      statusCode: 409,
      code: 'insufficient-shares',
      message:
        'This change would leave your sell of 7 AAPL on 2024-05-01 3 short (you would hold 4).',
    };
    await expect(ledger().update(userId, first.id, { quantity: '4' })).rejects.toMatchObject(short);
    await expect(ledger().update(userId, first.id, { date: '2024-06-01' })).rejects.toMatchObject({
      message:
        'This change would leave your sell of 7 AAPL on 2024-05-01 7 short (you would hold 0).',
    });
    await expect(ledger().remove(userId, first.id)).rejects.toMatchObject({ statusCode: 409 });
    expect(await ledgerOf(userId)).toEqual(before);
    expect(published).toEqual([]);
    // An edit that keeps the sell covered goes through and is announced.
    const edited = await ledger().update(userId, first.id, { quantity: '7', fees: '1.25' });
    expect(edited).toMatchObject({ quantity: '7', fees: '1.25', date: '2024-01-02' });
    expect(published).toEqual([`${userId}:portfolio-changed`]);
  });

  it('refuses future dates, fields of another type, and sells of symbols never held', async () => {
    const userId = await insertUser(database.db);
    await expect(ledger().create(userId, buy('2026-11-21', '1'))).rejects.toMatchObject({
      statusCode: 400,
      message: 'Date cannot be in the future (today is 2026-11-20)',
    });
    await expect(ledger().create(userId, sell('2024-01-02', '1'))).rejects.toMatchObject({
      statusCode: 400,
      message: 'You have no AAPL in your portfolio: record its buy first.',
    });
    const bought = await ledger().create(userId, buy('2026-11-20', '1'));
    await expect(ledger().update(userId, bought.id, { amount: '5' })).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(ledger().update(userId, bought.id, { date: '2026-12-01' })).rejects.toMatchObject({
      statusCode: 400,
    });
    expect(await ledgerOf(userId)).toEqual([bought]);
  });

  it("lists newest first with filters and pages, and keeps each user's ledger apart", async () => {
    const userId = await insertUser(database.db);
    const other = await insertUser(database.db);
    await ledger().create(other, buy('2024-01-01', '1'));
    for (const date of ['2024-01-02', '2024-02-02', '2024-03-02']) {
      await ledger().create(userId, buy(date, '1'));
    }
    await ledger().create(userId, { ...buy('2024-02-15', '2'), symbol: 'MSFT' });
    await ledger().create(userId, {
      type: 'dividend',
      symbol: 'AAPL',
      date: '2024-02-20',
      amount: '0.24',
    });
    const page = await ledger().list(userId, { limit: 2, offset: 0 });
    expect(page.transactions.map((t) => t.date)).toEqual(['2024-03-02', '2024-02-20']);
    expect(page).toMatchObject({ total: 5, nextOffset: 2 });
    const last = await ledger().list(userId, { limit: 2, offset: 4 });
    expect(last).toMatchObject({ total: 5, nextOffset: null });
    const filtered = await ledger().list(userId, {
      symbol: 'AAPL',
      type: 'buy',
      from: '2024-01-15',
      to: '2024-03-01',
      limit: 50,
      offset: 0,
    });
    expect(filtered.transactions.map((t) => t.date)).toEqual(['2024-02-02']);
    await expect(ledger().remove(other, page.transactions[0]?.id ?? '')).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
