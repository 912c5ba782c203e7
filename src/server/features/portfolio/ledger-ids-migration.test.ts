import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '#tests/migrations.ts';
import { insertUser } from '#tests/users.ts';
import { runMigrations } from '../../db/migrate.ts';
import { createImportService } from './import/import.service.ts';
import { createExportRunner } from './import/export-runner.ts';
import { createLedgerService } from './ledger.service.ts';
import { createPortfolioService } from './portfolio.service.ts';

// docs/decisions/076: rows stored before ledger ids became UUIDv7 keep the
// 'SYMBOL-<epoch ms>' ids clients and exports hold, and work beside new ones. The database is
// migrated up to 0011 (the last schema the old code wrote), seeded as it wrote rows, then
// migrated to the end.

const LAST_MIGRATION_BEFORE_UUID_IDS = 11;
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const harness = databaseBeforeMigration(LAST_MIGRATION_BEFORE_UUID_IDS);

describe('ledger ids across the migration', () => {
  it('keeps every old id; edits, exports and re-imports work on them beside new UUIDv7 rows', async () => {
    await harness.migrateUpTo();
    const { database } = harness;
    const alice = await insertUser(database.db);
    const bob = await insertUser(database.db);
    // As the old code wrote them: a buy by hand, two imported rows (ms n + 1 of one import).
    await database.pool.query(
      `INSERT INTO portfolio_transactions (id, user_id, type, symbol, name, date, quantity, price,
         amount, created_at, source_fingerprint)
       VALUES ('AAPL-1704207600000', $1, 'buy', 'AAPL', 'Apple Inc.', '2024-01-02', 10, 150,
                 NULL, $2, NULL),
              ('AAPL-1704300000000', $1, 'sell', 'AAPL', NULL, '2024-02-01', 4, 170,
                 NULL, $3, 'schwab:row-7'),
              ('AAPL-1704300000001', $1, 'dividend', 'AAPL', NULL, '2024-02-15', NULL, NULL,
                 2.4, $4, 'schwab:row-8')`,
      [
        alice,
        new Date(1_704_207_600_000),
        new Date(1_704_300_000_000),
        new Date(1_704_300_000_001),
      ],
    );
    const oldIds = ['AAPL-1704207600000', 'AAPL-1704300000000', 'AAPL-1704300000001'];

    await runMigrations(database);

    const idsOf = async (userId: string) =>
      (
        await database.pool.query<{ id: string }>(
          'SELECT id FROM portfolio_transactions WHERE user_id = $1 ORDER BY date, id',
          [userId],
        )
      ).rows.map((row) => row.id);
    expect(await idsOf(alice)).toEqual(oldIds);

    const deps = {
      db: database.db,
      symbolExists: async () => true,
      publish: async () => undefined,
    };
    const ledger = createLedgerService(deps);
    const portfolio = createPortfolioService(deps, ledger);
    const imports = createImportService(deps);
    // The exports' own threads, each reading on its own connection, as the app runs them.
    const exports = createExportRunner({ databaseUrl: database.url });
    try {
      expect((await portfolio.list(alice)).map((position) => position.id)).toEqual([oldIds[0]]);
      const edited = await ledger.update(alice, 'AAPL-1704207600000', { note: 'still mine' });
      expect(edited).toMatchObject({ id: 'AAPL-1704207600000', note: 'still mine' });
      const added = await ledger.create(alice, {
        type: 'buy',
        symbol: 'AAPL',
        date: '2024-03-01',
        quantity: '2',
        price: '180',
        name: null,
        fees: null,
        note: null,
      });
      expect(added.id).toMatch(UUID_V7);

      // The export names each row's source: the old ids and fingerprints as they were.
      const exported = await text(exports.csv(alice));
      const [header = '', ...lines] = exported.trim().split('\r\n');
      // The column named source (accounts and currencies follow it).
      const column = header
        .replace(/^\uFEFF/, '')
        .split(',')
        .indexOf('source');
      const sources = lines.map((line) => line.split(',')[column]);
      expect(sources).toEqual([
        'ledger:AAPL-1704207600000',
        'schwab:row-7',
        'schwab:row-8',
        `ledger:${added.id}`,
      ]);
      const bytes = new TextEncoder().encode(exported);
      // Importing it back finds only duplicates; into another account, it is all new…
      expect(JSON.parse(await imports.commit(alice, bytes, {}))).toMatchObject({
        imported: 0,
        duplicates: 4,
      });
      expect(JSON.parse(await imports.commit(bob, bytes, {}))).toMatchObject({ imported: 4 });
      const bobs = await idsOf(bob);
      expect(bobs.filter((id) => UUID_V7.test(id))).toHaveLength(4);
      // …and that account's own export imports back as duplicates too.
      const again = new TextEncoder().encode(await text(exports.csv(bob)));
      expect(JSON.parse(await imports.commit(bob, again, {}))).toMatchObject({
        imported: 0,
        duplicates: 4,
      });

      await ledger.remove(alice, 'AAPL-1704300000001');
      await ledger.remove(alice, 'AAPL-1704300000000');
      expect(await idsOf(alice)).toEqual(['AAPL-1704207600000', added.id]);
    } finally {
      await imports.close();
      await exports.close();
    }
  });
});
