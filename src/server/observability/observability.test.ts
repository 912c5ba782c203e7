import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig, testMarketData } from '#tests/app.ts';
import { buildApp } from '../app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';
import { createMetrics } from './metrics.ts';
import { expectLog } from '#tests/expected-logs.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const TOKEN = 'scrape-token-0123456789';
const REMOTE = '203.0.113.7';

describe('GET /metrics', () => {
  it('labels requests by route template, and unknown paths as unmatched', async () => {
    const config = testConfig();
    const app = await buildApp({ config, database, marketData: testMarketData(database) });
    // Added after buildApp, as feature routes are: the metrics hook must still see them.
    app.get('/api/probe/:symbol/history', async () => ({ ok: true }));
    await app.inject({ url: '/api/probe/AAPL/history?range=1M' });
    await app.inject({ url: '/api/probe/MSFT/history' });
    await app.inject({ url: '/api/no/such/thing' });
    await app.inject({ url: '/api/health' });

    const response = await app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    expect(text).toContain(
      'http_requests_total{method="GET",route="/api/probe/:symbol/history",status="200"} 2',
    );
    expect(text).toContain('http_requests_total{method="GET",route="unmatched",status="404"} 1');
    expect(text).toContain('http_requests_total{method="GET",route="/api/health",status="200"} 1');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/probe\/:symbol\/history"\} 2/,
    );
    expect(text).not.toContain('AAPL');
    expect(text).not.toContain('/api/no/such/thing');
    expect(text).toMatch(/^db_pool_clients \d+$/m);
    expect(text).toContain('process_resident_memory_bytes');
    await app.close();
  });

  it('records what other parts of the server report into the shared metrics', async () => {
    const metrics = createMetrics();
    const app = await buildTestApp(database, { metrics });
    metrics.streamsOpened();
    metrics.upstreamCall('finnhub', 'quote', 'ok');
    const text = (await app.inject({ url: '/metrics' })).body;
    expect(text).toContain('live_streams_open 1');
    expect(text).toContain(
      'market_data_upstream_calls_total{provider="finnhub",endpoint="quote",outcome="ok"} 1',
    );
    await app.close();
  });

  it('refuses a request from another machine without the token', async () => {
    const app = await buildTestApp(database, { config: testConfig({ METRICS_TOKEN: TOKEN }) });
    const anonymous = await app.inject({ url: '/metrics', remoteAddress: REMOTE });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.body).not.toContain('http_requests_total');
    const wrong = await app.inject({
      url: '/metrics',
      remoteAddress: REMOTE,
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(403);
    const allowed = await app.inject({
      url: '/metrics',
      remoteAddress: REMOTE,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('http_requests_total');
    await app.close();
  });

  it('does not count a request relayed by a local reverse proxy as loopback', async () => {
    const app = await buildTestApp(database);
    const direct = await app.inject({ url: '/metrics', remoteAddress: '::1' });
    expect(direct.statusCode).toBe(200);
    const proxied = await app.inject({
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': REMOTE },
    });
    expect(proxied.statusCode).toBe(403);
    await app.close();
  });

  it('has no token at all unless METRICS_TOKEN is set', async () => {
    const app = await buildTestApp(database);
    const response = await app.inject({
      url: '/metrics',
      remoteAddress: REMOTE,
      headers: { authorization: 'Bearer undefined' },
    });
    expect(response.statusCode).toBe(403);
    await app.close();
  });
});

describe('GET /api/ready', () => {
  it('is ready when the database answers and every shipped migration is applied', async () => {
    const app = await buildTestApp(database);
    const response = await app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      db: 'ok',
      writes: 'ok',
      migrations: 'ok',
      marketData: 'ok',
    });
    expect(response.headers['cache-control']).toBe('no-store');
    await app.close();
  });

  it('stays ready, reporting degraded, while the market-data breaker is open', async () => {
    const marketData = testMarketData(database);
    marketData.status = async () => 'degraded';
    const app = await buildTestApp(database, { marketData });
    const response = await app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ready', marketData: 'degraded' });
    await app.close();
  });

  it('is not ready while migrations are pending', async () => {
    // Nothing is migrated, so the user-event listener finds no table yet.
    expectLog('warn', /user events: cannot listen yet/);
    const unmigrated = await createTestDatabase({ migrate: false });
    const app = await buildTestApp(unmigrated);
    const response = await app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'not-ready',
      db: 'ok',
      writes: 'ok',
      migrations: 'pending',
      marketData: 'ok',
    });
    await app.close();
    await unmigrated.dispose();
  });

  it('is not ready, and cannot tell about migrations, when PostgreSQL does not answer', async () => {
    expectLog('warn', /ready: (database|migrations) check failed|user events: cannot listen yet/);
    const gone = await createTestDatabase();
    await gone.dispose();
    const app = await buildTestApp(gone);
    const response = await app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'not-ready',
      db: 'down',
      writes: 'unknown',
      migrations: 'unknown',
      marketData: 'ok',
    });
    await app.close();
  });
});
