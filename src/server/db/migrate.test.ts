import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';
import { connectDatabase } from './database.ts';
import { runMigrations } from './migrate.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
});
afterAll(() => database.dispose());

describe('runMigrations', () => {
  it('is safe when several processes boot at once against one database', async () => {
    const pools = Array.from({ length: 4 }, () => connectDatabase(database.url));
    await Promise.all(pools.map((pool) => runMigrations(pool)));
    await Promise.all(pools.map((pool) => pool.close()));

    const applied = await database.pool.query(
      'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
    );
    const { readdir } = await import('node:fs/promises');
    const { migrationsFolder } = await import('./migrate.ts');
    const files = (await readdir(migrationsFolder)).filter((f) => f.endsWith('.sql'));
    expect(applied.rows[0].n).toBe(files.length);

    const tables = await database.pool.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    expect(tables.rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(['user', 'session', 'account', 'verification']),
    );
  });

  it('does nothing the second time', async () => {
    await runMigrations(database);
    await runMigrations(database);
  });
});
