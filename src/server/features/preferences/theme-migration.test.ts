import { describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '#tests/migrations.ts';
import { insertUser } from '#tests/users.ts';
import { runMigrations } from '../../db/migrate.ts';

// docs/decisions/035: dark_mode becomes theme. The database is migrated up to 0009
// (before the theme), seeded as the old code wrote preferences, then migrated to the end.

const LAST_MIGRATION_BEFORE_THEME = 9;

const harness = databaseBeforeMigration(LAST_MIGRATION_BEFORE_THEME);

describe('migrating dark mode to the theme preference', () => {
  it('keeps a chosen dark theme and lets the never-chosen default follow the system', async () => {
    await harness.migrateUpTo();
    const { database } = harness;
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
