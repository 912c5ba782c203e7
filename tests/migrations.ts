import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll } from 'vitest';
import { migrationsFolder } from '#server/db/migrate.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

/**
 * The set-up of a migration test file: a fresh, empty database of the file's own, and
 * `migrateUpTo()`, which applies our migrations up to and including `lastIndex` (the journal's
 * idx) — the schema the old code wrote to — so the test can seed rows as it did, then run
 * runMigrations to the end. Read `.database` inside tests.
 */
export function databaseBeforeMigration(lastIndex: number) {
  const harness = {} as {
    database: TestDatabase;
    migrateUpTo(): Promise<void>;
  };
  let oldMigrations = '';
  beforeAll(async () => {
    harness.database = await createTestDatabase({ migrate: false });
    oldMigrations = await mkdtemp(path.join(tmpdir(), 'tickerdeck-migrations-'));
    await cp(migrationsFolder, oldMigrations, { recursive: true });
    const journalPath = path.join(oldMigrations, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
      entries: { idx: number }[];
    };
    journal.entries = journal.entries.filter((entry) => entry.idx <= lastIndex);
    await writeFile(journalPath, JSON.stringify(journal));
    harness.migrateUpTo = () => migrate(harness.database.db, { migrationsFolder: oldMigrations });
  });
  afterAll(async () => {
    await harness.database.dispose();
    await rm(oldMigrations, { recursive: true, force: true });
  });
  return harness;
}
