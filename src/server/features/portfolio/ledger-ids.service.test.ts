import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';
import { insertUser } from '#tests/users.ts';
import { createImportService } from './import/import.service.ts';
import { createLedgerService } from './ledger.service.ts';

// docs/decisions/076 on a clock that stands still: every entry below is made in the same
// millisecond, the case the old 'SYMBOL-<epoch ms>' ids could not hold.

let database: TestDatabase;
const clock = Date.parse('2026-11-20T15:00:00Z');
const deps = () => ({
  db: database.db,
  symbolExists: async (symbol: string) => ['AAPL', 'MSFT'].includes(symbol),
  publish: async () => undefined,
  now: () => clock,
});
const imports = () => createImportService(deps());

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const file = (rows: number) =>
  new TextEncoder().encode(
    [
      'date,type,symbol,name,quantity,price,fees,amount,split_from,split_to,note,source',
      ...Array.from({ length: rows }, (_, n) => `2024-01-02,buy,AAPL,,${n + 1},100,,,,,,`),
    ].join('\r\n'),
  );

async function enteredAt(userId: string) {
  const { rows } = await database.pool.query<{ id: string; created_at: Date }>(
    'SELECT id, created_at FROM portfolio_transactions WHERE user_id = $1',
    [userId],
  );
  return rows;
}

describe('ledger ids made in one millisecond', () => {
  it("stores one user's buy in the millisecond another user's import of that symbol was entered", async () => {
    const importer = await insertUser(database.db);
    const buyer = await insertUser(database.db);
    const service = imports();
    try {
      const result = JSON.parse(await service.commit(importer, file(1_500), {})) as {
        imported: number;
      };
      expect(result.imported).toBe(1_500);
    } finally {
      await service.close();
    }
    const bought = await createLedgerService(deps()).create(buyer, {
      type: 'buy',
      symbol: 'AAPL',
      date: '2024-01-02',
      quantity: '1',
      price: '150',
      fees: null,
      name: null,
      note: null,
    });
    expect(bought.createdAt).toBe(new Date(clock).toISOString());
    // Every row of both users was entered at the clock's one instant, none later.
    const rows = [...(await enteredAt(importer)), ...(await enteredAt(buyer))];
    expect(rows).toHaveLength(1_501);
    expect(rows.filter((row) => row.created_at.getTime() !== clock)).toEqual([]);
    expect(new Set(rows.map((row) => row.id)).size).toBe(1_501);
  });

  it('imports the same file for two users in one millisecond', async () => {
    const users = [await insertUser(database.db), await insertUser(database.db)];
    const service = imports();
    try {
      const results = await Promise.all(
        users.map(async (userId) => JSON.parse(await service.commit(userId, file(500), {}))),
      );
      expect(results.map((result: { imported: number }) => result.imported)).toEqual([500, 500]);
    } finally {
      await service.close();
    }
    for (const userId of users) {
      const rows = await enteredAt(userId);
      expect(rows).toHaveLength(500);
      expect(rows.filter((row) => row.created_at.getTime() !== clock)).toEqual([]);
    }
  });
});
