import { describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '#tests/migrations.ts';
import { insertUser } from '#tests/users.ts';
import { runMigrations } from '../../db/migrate.ts';

// docs/decisions/072: one switch (email_notifications) covered alert e-mails and the daily
// summary. The database is migrated up to 0016, seeded as the old code wrote preferences, then
// migrated to the end: each user keeps, for both switches, the value the one switch had.

const LAST_MIGRATION_BEFORE_SPLIT = 18;

const harness = databaseBeforeMigration(LAST_MIGRATION_BEFORE_SPLIT);

describe('splitting the e-mail switch into alert e-mails and the daily summary', () => {
  it('gives the daily summary the value the one switch had, and leaves alert e-mails as they were', async () => {
    await harness.migrateUpTo();
    const { database } = harness;
    const on = await insertUser(database.db);
    const off = await insertUser(database.db);
    await database.pool.query(
      `INSERT INTO preferences (user_id, email_notifications) VALUES ($1, true), ($2, false)`,
      [on, off],
    );

    await runMigrations(database);

    const { rows } = await database.pool.query<{
      user_id: string;
      email_notifications: boolean;
      daily_summary: boolean;
    }>('SELECT user_id, email_notifications, daily_summary FROM preferences');
    const byUser = new Map(rows.map((row) => [row.user_id, row]));
    expect(byUser.get(on)).toMatchObject({ email_notifications: true, daily_summary: true });
    expect(byUser.get(off)).toMatchObject({ email_notifications: false, daily_summary: false });
  });
});
