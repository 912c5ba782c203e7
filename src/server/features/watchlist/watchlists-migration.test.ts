import { describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '#tests/migrations.ts';
import { insertUser } from '#tests/users.ts';
import { runMigrations } from '../../db/migrate.ts';
import { createWatchlistsService } from './watchlists.service.ts';

// docs/decisions/033: every existing watchlist row joins its user's first list, in its order.
// The database is migrated up to 0008 (one list per user), seeded as the old code wrote rows,
// then migrated to the end.

const LAST_MIGRATION_BEFORE_LISTS = 8;

const harness = databaseBeforeMigration(LAST_MIGRATION_BEFORE_LISTS);

describe('migrating the single watchlist to named lists', () => {
  it("moves each user's rows into their first list 'Your Watchlist', keeping the order", async () => {
    await harness.migrateUpTo();
    const { database } = harness;
    const alice = await insertUser(database.db);
    const bob = await insertUser(database.db);
    const carol = await insertUser(database.db); // never watched anything
    const rows = [
      [alice, 'MSFT', '2026-11-01T10:00:00Z'],
      [bob, 'TSLA', '2026-11-02T10:00:00Z'],
      [alice, 'AAPL', '2026-11-03T10:00:00Z'],
    ] as const;
    for (const [userId, symbol, addedAt] of rows) {
      await database.pool.query(
        'INSERT INTO watchlist_items (user_id, symbol, added_at) VALUES ($1, $2, $3)',
        [userId, symbol, addedAt],
      );
    }

    await runMigrations(database);

    const service = createWatchlistsService({
      db: database.db,
      symbolExists: async () => true,
      publish: async () => undefined,
    });
    const listsOf = async (userId: string) =>
      (await service.lists(userId)).lists.map((list) => ({
        name: list.name,
        symbols: list.items.map((item) => item.symbol),
      }));
    expect(await listsOf(alice)).toEqual([{ name: 'Your Watchlist', symbols: ['MSFT', 'AAPL'] }]);
    expect(await listsOf(bob)).toEqual([{ name: 'Your Watchlist', symbols: ['TSLA'] }]);
    expect(await listsOf(carol)).toEqual([{ name: 'Your Watchlist', symbols: [] }]);
    const { rows: lists } = await database.pool.query('SELECT user_id FROM watchlists');
    expect(lists).toHaveLength(3); // one first list each, none made twice
  });
});
