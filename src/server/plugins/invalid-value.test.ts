import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';
import { INVALID_VALUE, isInvalidValue, registerErrorHandling } from './errors.ts';

// The last line of defence (docs/decisions/017): a value PostgreSQL refuses is the request's
// fault, so a 400, even if a schema let it through. Real PostgreSQL errors, not made-up ones.

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  await database.pool.query('CREATE TABLE short_text (value varchar(2))');
  app = Fastify();
  registerErrorHandling(app, { pingDatabase: () => database.ping(1_000) });
  app.post<{ Body: { sql: string; value: unknown } }>('/query', async (request) => {
    await database.pool.query(request.body.sql, [request.body.value]);
    return { ok: true };
  });
  app.post<{ Body: { value: string } }>('/drizzle', async (request) => {
    await database.db.execute(sql`SELECT ${request.body.value}::text`);
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.dispose();
});

const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });

describe('a value PostgreSQL refuses', () => {
  it.each([
    ['a NUL in text (22021)', 'SELECT $1::text', 'a\u0000b'],
    ['not a number (22P02)', 'SELECT $1::int', 'abc'],
    ['not a uuid (22P02)', 'SELECT $1::uuid', 'x'],
    ['a number out of range (22003)', 'SELECT $1::numeric(3,0)', 12_345],
    ['a date out of range (22008)', 'SELECT $1::date', '2024-13-45'],
    ['text too long for its column (22001)', 'INSERT INTO short_text VALUES ($1)', 'abc'],
  ])('answers %s with a 400 and a clear message', async (_label, query, value) => {
    const response = await post('/query', { sql: query, value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: INVALID_VALUE });
  });

  it("also when Drizzle wraps pg's error", async () => {
    const response = await post('/drizzle', { value: 'a\u0000b' });
    expect(response.statusCode).toBe(400);
  });

  it('keeps a 500 for errors only our own SQL can cause', async () => {
    const response = await post('/query', { sql: 'SELECT 1 / $1::int', value: 0 });
    expect(response.statusCode).toBe(500);
    expect(isInvalidValue(new Error('plain'))).toBe(false);
  });
});
