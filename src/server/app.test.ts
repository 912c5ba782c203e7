import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { buildTestApp, testConfig, testMarketData } from '#tests/app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';
import { expectLog } from '#tests/expected-logs.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe('GET /api/health', () => {
  it('answers ok from a real query to PostgreSQL', async () => {
    const app = await buildTestApp(database);
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      db: 'ok',
      marketData: 'ok',
      details: {
        marketData: {
          upstream: [{ provider: expect.any(String), breaker: 'closed', pausedUntil: null }],
        },
      },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    await app.close();
  });

  it('answers 503 with db down when PostgreSQL does not answer', async () => {
    // The database goes away on purpose: the checks and the user-event listener say so.
    expectLog('warn', /health: database check failed|user events: cannot listen yet/);
    const unreachable = await createTestDatabase();
    await unreachable.dispose(); // pool closed and database dropped
    const app = await buildTestApp(unreachable);
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'down', db: 'down', marketData: 'ok' });
    await app.close();
  });

  it('reports degraded, not down, when only market data is unwell', async () => {
    const app = await buildTestApp(database, {
      marketData: { ...testMarketData(database), status: async () => 'down' },
    });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'degraded', db: 'ok', marketData: 'down' });
    await app.close();
  });
});

describe('security baseline', () => {
  it('sends a strict CSP without inline scripts, nosniff, and no framing', async () => {
    const app = await buildTestApp(database);
    const { headers } = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await app.close();
  });

  it('adds HSTS when served over https', async () => {
    const config = testConfig({ BASE_URL: 'https://deck.example' });
    const app = await buildTestApp(database, { config, marketData: testMarketData(database) });
    const { headers } = await app.inject({ method: 'GET', url: '/api/health' });
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await app.close();
  });
});

describe('errors', () => {
  async function appWithRoutes() {
    const config = testConfig();
    const app = await buildApp({ config, database, marketData: testMarketData(database) });
    app.get('/api/test/boom', async () => {
      throw new Error('secret internal detail at /srv/app/db.ts:42');
    });
    app.post('/api/test/echo', async (request) => request.body);
    await app.ready();
    return app;
  }

  it('answers unknown API paths with a JSON 404', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      error: { code: 'not-found', message: 'No route for GET /api/nope' },
    });
    await app.close();
  });

  it('hides internals of unexpected errors behind a request id', async () => {
    expectLog('error', /unhandled error/);
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('db.ts');
    expect(response.json()).toEqual({
      error: {
        code: 'internal',
        message: 'Something went wrong on our side.',
        requestId: response.headers['x-request-id'],
      },
    });
    await app.close();
  });

  it('refuses oversized and malformed bodies with clear 4xx messages', async () => {
    const app = await appWithRoutes();
    const tooLarge = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      payload: JSON.stringify({ text: 'x'.repeat(100_000) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toMatch(/body is too large/i);

    const malformed = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      payload: '{"text": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toHaveProperty('message');
    await app.close();
  });
});
