import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type Database } from '#server/db/database.ts';
import { runMigrations } from '#server/db/migrate.ts';

export interface TestDatabase extends Database {
  url: string;
  /** Closes the pool and drops the database. */
  dispose(): Promise<void>;
}

function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database of the test file's own (call it in beforeAll). */
export async function createTestDatabase(
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const name = `tickerdeck_test_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`));
  const url = withDatabase(inject('adminDatabaseUrl'), name);
  const database = connectDatabase(url);
  if (options.migrate ?? true) await runMigrations(database);
  return {
    ...database,
    url,
    async dispose() {
      await database.close();
      await admin((client) =>
        client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`),
      );
    },
  };
}
