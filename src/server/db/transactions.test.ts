import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';
import { queryExecutor } from './transactions.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
});
afterAll(async () => {
  await database.dispose();
});

describe('queryExecutor', () => {
  it('binds $n placeholders inside the transaction, undefined as NULL like node-postgres', async () => {
    const rows = await database.db.transaction(async (tx) => {
      const result = (await queryExecutor(tx).query(
        'SELECT $1::int AS one, $2::int AS missing, COALESCE($3::text, $4) AS fallback, $10::int AS ten',
        [1, undefined, undefined, 'default', null, null, null, null, null, 10],
      )) as { rows: unknown[] };
      return result.rows;
    });
    expect(rows).toEqual([{ one: 1, missing: null, fallback: 'default', ten: 10 }]);
  });
});
