import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../tests/database.ts';
import { insertUser } from '../../../../tests/users.ts';
import { migrationsFolder, runMigrations } from '../../db/migrate.ts';

// Issue 18 (docs/decisions/035): dark_mode becomes theme. The database is migrated up to 0008
// (before the theme), seeded as the old code wrote preferences, then migrated to the end.

const LAST_MIGRATION_BEFORE_THEME = 8;

let database: TestDatabase;
let oldMigrations: string;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  oldMigrations = await mkdtemp(path.join(tmpdir(), 'tickerdeck-migrations-'));
  await cp(migrationsFolder, oldMigrations, { recursive: true });
  const journalPath = path.join(oldMigrations, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: { idx: number }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.idx <= LAST_MIGRATION_BEFORE_THEME);
  await writeFile(journalPath, JSON.stringify(journal));
});
afterAll(async () => {
  await database.dispose();
  await rm(oldMigrations, { recursive: true, force: true });
});

describe('migrating dark mode to the theme preference', () => {
  it('keeps a chosen dark theme and lets the never-chosen default follow the system', async () => {
    await migrate(database.db, { migrationsFolder: oldMigrations });
    const dark = await insertUser(database.db);
    const light = await insertUser(database.db);
    await database.pool.query(
      `INSERT INTO preferences (user_id, dark_mode) VALUES ($1, true), ($2, false)`,
      [dark, light],
    );

    await runMigrations(database);

    const { rows } = await database.pool.query<{ user_id: string; theme: string }>(
      'SELECT user_id, theme FROM preferences',
    );
    expect(new Map(rows.map((row) => [row.user_id, row.theme]))).toEqual(
      new Map([
        [dark, 'dark'],
        [light, 'system'],
      ]),
    );
    const columns = await database.pool.query(
      `SELECT column_name FROM information_schema.columns
       WHERE table_name = 'preferences' AND column_name = 'dark_mode'`,
    );
    expect(columns.rowCount).toBe(0);
  });
});
