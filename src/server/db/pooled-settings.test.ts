import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#tests/app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';
import { connectDatabase, type Database } from './database.ts';

// A pooled connection goes back to the pool as it came out. The health check's
// 2 s statement timeout stayed on the connection it used, so the next slow query there (an
// import of 100,000 rows, a large ledger's performance) failed with a 500.

let database: TestDatabase;
/** One connection only: every query below surely runs on the connection the checks used. */
let single: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  single = connectDatabase(database.url, { max: 1 });
});
afterAll(async () => {
  await single.close();
  await database.dispose();
});

const setting = async (name: string) =>
  (await single.pool.query<{ value: string }>('SELECT current_setting($1) AS value', [name]))
    .rows[0]?.value;

describe('pooled connections keep no session setting', () => {
  it('runs a 2.5 s query after 30 health checks on the same connection', async () => {
    const app = await buildTestApp(database, { database: single });
    try {
      const before = await setting('statement_timeout');
      for (let i = 0; i < 30; i++) {
        expect((await app.inject({ method: 'GET', url: '/api/health' })).json().db).toBe('ok');
      }
      const slow = await single.pool.query('SELECT true AS slept FROM pg_sleep(2.5)');
      expect(slow.rows).toEqual([{ slept: true }]);
      expect(await setting('statement_timeout')).toBe(before);
    } finally {
      await app.close();
    }
  });
});
