import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN } from '#tests/accounts.ts';
import { buildTestApp, testConfig } from '#tests/app.ts';
import { connectDatabase, type Database } from '../db/database.ts';
import { isDatabaseUnavailable } from './errors.ts';
import { expectLog } from '#tests/expected-logs.ts';

// PostgreSQL cannot be reached on purpose in every test here.
expectLog(
  'warn',
  /database unavailable|health: database check failed|user events: cannot listen yet/,
);

const errorWithCode = (message: string, code: string) =>
  Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', errorWithCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['an administrator shutdown (57P01)', errorWithCode('terminating connection', '57P01')],
    [
      'a server still starting (57P03)',
      errorWithCode('the database system is starting up', '57P03'),
    ],
    ['a connection exception (08006)', errorWithCode('connection failure', '08006')],
    ['too many connections (53300)', errorWithCode('sorry, too many clients already', '53300')],
    ['a server out of memory (53200)', errorWithCode('out of memory', '53200')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['an exhausted pool', new Error('timeout exceeded when trying to connect')],
    [
      "pg's error inside Drizzle's",
      new DrizzleQueryError('select 1', [], errorWithCode('connect ECONNREFUSED', 'ECONNREFUSED')),
    ],
    [
      'every address refusing',
      new AggregateError([errorWithCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]),
    ],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', errorWithCode('duplicate key value', '23505')],
    ['a syntax error', errorWithCode('syntax error at or near', '42601')],
    ['a plain bug', new TypeError('x is not a function')],
    ['something thrown that is not an Error', 'ECONNREFUSED'],
  ])('leaves %s alone', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('a request while PostgreSQL cannot be reached', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    // Port 9 (discard) on loopback: nothing listens, every connection is refused at once.
    database = connectDatabase('postgres://postgres@127.0.0.1:9/tickerdeck');
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const expectUnavailable = (response: {
    statusCode: number;
    headers: object;
    json(): unknown;
  }) => {
    expect(response.statusCode).toBe(503);
    expect(response.headers).toMatchObject({ 'retry-after': '5' });
    expect(response.json()).toMatchObject({
      error: {
        code: 'database-unavailable',
        message: 'The database is unavailable. Please try again shortly.',
      },
    });
  };

  it('answers 503 with a clear message to a signed-in request', async () => {
    // A correctly signed session cookie, so the lookup reaches the (unreachable) session table.
    const token = 'a'.repeat(32);
    const signature = createHmac('sha256', testConfig().authSecret ?? '')
      .update(token)
      .digest('base64');
    const response = await app.inject({
      method: 'GET',
      url: '/api/watchlist',
      headers: {
        cookie: `tickerdeck.session_token=${encodeURIComponent(`${token}.${signature}`)}`,
      },
    });
    expectUnavailable(response);
  });

  it('answers 503 to a sign-in', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'ada@example.com', password: 'correct horse battery' }),
    });
    expectUnavailable(response);
  });

  it('keeps /api/health at 503 too', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
  });
});

describe('a request that failed during a restart, judged after PostgreSQL is back', () => {
  async function appThatFails(recentlyLost: boolean) {
    const { default: Fastify } = await import('fastify');
    const { registerErrorHandling } = await import('./errors.ts');
    const app = Fastify();
    registerErrorHandling(app, {
      pingDatabase: async () => undefined, // the database answers again
      databaseRecentlyLost: () => recentlyLost,
    });
    // Like better-auth's own 500 for a lost connection: no cause to recognise.
    app.get('/api/session', async () => {
      throw Object.assign(new Error('Failed to get session'), { statusCode: 500 });
    });
    return app;
  }

  it('is still a 503 when pooled connections lost their server moments ago', async () => {
    const app = await appThatFails(true);
    const response = await app.inject({ url: '/api/session' });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('database-unavailable');
  });

  it('is a plain 500 when the database has been fine all along', async () => {
    const app = await appThatFails(false);
    expect((await app.inject({ url: '/api/session' })).statusCode).toBe(500);
  });
});
