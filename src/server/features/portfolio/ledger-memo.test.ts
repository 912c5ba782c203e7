import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';
import { brokerageAccount } from '#tests/portfolio-accounts.ts';
import { insertUser } from '#tests/users.ts';
import { ledgerVersion } from './ledger.repo.ts';
import { memoBooks, memoLedger } from './ledger-memo.ts';
import { COUNTING_SHARES } from './maths/lots.ts';

// A worker thread's memory of ledgers (docs/decisions/086) re-reads exactly the symbols whose
// rows changed, by any path (these tests write with plain SQL, as another process would), and
// never hands one user's rows to another.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

async function ledgerOf(userId: string) {
  const account = await brokerageAccount(database.pool, userId);
  const insert = (id: string, type: string, symbol: string | null, quantity: string | null) =>
    database.pool.query(
      `INSERT INTO portfolio_transactions
         (id, user_id, account_id, type, symbol, date, quantity, price, amount, currency, created_at)
       VALUES ($1, $2, $3, $4, $5, '2025-01-02', $6, $7, $8, 'USD', now())`,
      [
        id,
        userId,
        account,
        type,
        symbol,
        quantity,
        quantity === null ? null : '10',
        quantity === null ? '100' : null,
      ],
    );
  return { insert };
}

const sharesOf = (books: ReturnType<typeof memoBooks>, symbol: string) =>
  books.find((book) => book.symbol === symbol)?.quantity.toString();

describe('the ledger memory of a worker thread', () => {
  it('re-reads and re-books only the symbols whose rows were added, edited or deleted', async () => {
    const userId = await insertUser(database.db);
    const { insert } = await ledgerOf(userId);
    await insert(`${userId}-a1`, 'buy', 'AAA', '5');
    await insert(`${userId}-b1`, 'buy', 'BBB', '7');
    await insert(`${userId}-c1`, 'deposit', null, null);

    const first = await memoLedger(database.db, userId);
    expect(first.entries).toHaveLength(3);
    const books = memoBooks(first, COUNTING_SHARES, 'shares');
    expect(sharesOf(books, 'AAA')).toBe('5');
    const bbbBook = books.find((book) => book.symbol === 'BBB');

    // Added: AAA changes, BBB's books are the very same objects.
    await insert(`${userId}-a2`, 'buy', 'AAA', '2');
    const added = memoBooks(await memoLedger(database.db, userId), COUNTING_SHARES, 'shares');
    expect(sharesOf(added, 'AAA')).toBe('7');
    expect(added.find((book) => book.symbol === 'BBB')).toBe(bbbBook);

    // Edited, then deleted, by plain SQL.
    await database.pool.query(`UPDATE portfolio_transactions SET quantity = 9 WHERE id = $1`, [
      `${userId}-b1`,
    ]);
    const edited = memoBooks(await memoLedger(database.db, userId), COUNTING_SHARES, 'shares');
    expect(sharesOf(edited, 'BBB')).toBe('9');
    await database.pool.query(`DELETE FROM portfolio_transactions WHERE id = $1`, [`${userId}-a1`]);
    const deleted = await memoLedger(database.db, userId);
    expect(sharesOf(memoBooks(deleted, COUNTING_SHARES, 'shares'), 'AAA')).toBe('2');
    // The cash rows (no symbol) are kept and counted once.
    expect(deleted.entries.map((entry) => entry.type).sort()).toEqual(['buy', 'buy', 'deposit']);
  });

  it('books again when the context changes, and keeps users apart', async () => {
    const alice = await insertUser(database.db);
    const bob = await insertUser(database.db);
    await (await ledgerOf(alice)).insert(`${alice}-1`, 'buy', 'SAME', '1');
    await (await ledgerOf(bob)).insert(`${bob}-1`, 'buy', 'SAME', '3');
    const aliceLedger = await memoLedger(database.db, alice);
    const before = memoBooks(aliceLedger, COUNTING_SHARES, 'one context')[0];
    expect(memoBooks(aliceLedger, COUNTING_SHARES, 'one context')[0]).toBe(before);
    expect(memoBooks(aliceLedger, COUNTING_SHARES, 'another context')[0]).not.toBe(before);
    const bobBooks = memoBooks(await memoLedger(database.db, bob), COUNTING_SHARES, 'one context');
    expect(sharesOf(bobBooks, 'SAME')).toBe('3');
    expect(sharesOf(memoBooks(aliceLedger, COUNTING_SHARES, 'one context'), 'SAME')).toBe('1');
  });

  it("gives a user a new ledger version on every write, and none to a user's deletion", async () => {
    const userId = await insertUser(database.db);
    expect(await ledgerVersion(database.db, userId)).toBe('0');
    const { insert } = await ledgerOf(userId);
    const afterAccount = await ledgerVersion(database.db, userId);
    await insert(`${userId}-1`, 'buy', 'VVV', '1');
    const afterInsert = await ledgerVersion(database.db, userId);
    expect(afterInsert).not.toBe(afterAccount);
    await database.pool.query(`UPDATE portfolio_accounts SET name = 'Renamed' WHERE user_id = $1`, [
      userId,
    ]);
    expect(await ledgerVersion(database.db, userId)).not.toBe(afterInsert);
    await database.pool.query(`DELETE FROM "user" WHERE id = $1`, [userId]);
    const { rows } = await database.pool.query(
      'SELECT count(*)::int AS n FROM portfolio_ledger_versions WHERE user_id = $1',
      [userId],
    );
    expect(rows[0]?.n).toBe(0);
  });
});
