import { describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '#tests/migrations.ts';
import { insertUser } from '#tests/users.ts';
import { runMigrations } from '../../db/migrate.ts';

// Existing positions become buy transactions and nothing is lost. The database is
// migrated only up to 0004 (the schema before the ledger), seeded with positions as the old code
// wrote them, then migrated to the end.

const LAST_MIGRATION_BEFORE_LEDGER = 4;

const harness = databaseBeforeMigration(LAST_MIGRATION_BEFORE_LEDGER);

const seeded = [
  // Added at 01:30 New York time on 21 Nov (06:30 UTC): the trade date is New York's day.
  ['AAPL-1795761000000', 'AAPL', 'Apple Inc.', '0.000001', '212.4', '2026-11-21T06:30:00.000Z'],
  // Added at 22:00 New York time on 20 Nov (03:00 UTC on the 21st).
  ['MSFT-1795748400123', 'MSFT', null, '123456789012.5', '0.01', '2026-11-21T03:00:00.123Z'],
  ['AAPL-1795848400999', 'AAPL', 'Apple', '3', '999999999.999999', '2026-11-22T05:26:40.999Z'],
] as const;

describe('migrating positions to the ledger', () => {
  it('turns every position into a buy on the day it was added, losing nothing', async () => {
    await harness.migrateUpTo();
    const { database } = harness;
    const alice = await insertUser(database.db);
    const bob = await insertUser(database.db);
    for (const [index, [id, symbol, name, shares, price, addedAt]] of seeded.entries()) {
      await database.pool.query(
        `INSERT INTO positions (id, user_id, symbol, name, shares, purchase_price, added_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [id, index === 1 ? bob : alice, symbol, name, shares, price, addedAt],
      );
    }

    await runMigrations(database);

    const { rows } = await database.pool.query(
      `SELECT id, user_id, type, symbol, name, date::text AS date, quantity::text AS quantity,
              price::text AS price, amount, fees, split_from, split_to, note, created_at
       FROM portfolio_transactions ORDER BY created_at`,
    );
    const common = { type: 'buy', amount: null, fees: null, split_from: null, split_to: null };
    expect(rows).toEqual([
      {
        ...common,
        id: 'MSFT-1795748400123',
        user_id: bob,
        symbol: 'MSFT',
        name: null,
        date: '2026-11-20',
        quantity: '123456789012.500000',
        price: '0.010000',
        note: null,
        created_at: new Date('2026-11-21T03:00:00.123Z'),
      },
      {
        ...common,
        id: 'AAPL-1795761000000',
        user_id: alice,
        symbol: 'AAPL',
        name: 'Apple Inc.',
        date: '2026-11-21',
        quantity: '0.000001',
        price: '212.400000',
        note: null,
        created_at: new Date('2026-11-21T06:30:00.000Z'),
      },
      {
        ...common,
        id: 'AAPL-1795848400999',
        user_id: alice,
        symbol: 'AAPL',
        name: 'Apple',
        date: '2026-11-22',
        quantity: '3.000000',
        price: '999999999.999999',
        note: null,
        created_at: new Date('2026-11-22T05:26:40.999Z'),
      },
    ]);
    const { rows: tables } = await database.pool.query(
      "SELECT 1 FROM information_schema.tables WHERE table_name = 'positions'",
    );
    expect(tables).toEqual([]);
    const { rows: prefs } = await database.pool.query(
      "SELECT column_default FROM information_schema.columns WHERE column_name = 'cost_basis_method'",
    );
    expect(prefs).toEqual([{ column_default: "'fifo'::text" }]);
  });
});
