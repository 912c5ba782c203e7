import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LIVE_STREAM_PATH } from '#shared/platform/live.ts';
import { buildTestApp, testConfig, testMarketData } from '#tests/app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';
import { createTestProvider, type TestProvider } from '#tests/market-data/test-provider.ts';
import { ProviderError } from '../market-data/provider.ts';
import { createMetrics, type Metrics } from './metrics.ts';

// The market-data service, its upstream policy and the live hub record into the app's one
// Metrics instance, so /metrics shows what they do (main.ts wires it the same way).

const ORIGIN = 'http://deck.test';
let database: TestDatabase;
let app: FastifyInstance | undefined;
let provider: TestProvider;
let metrics: Metrics;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start() {
  metrics = createMetrics({ processMetrics: false });
  provider = createTestProvider();
  app = await buildTestApp(database, {
    config: testConfig({ BASE_URL: ORIGIN }),
    metrics,
    marketData: testMarketData(database, {
      provider,
      metrics,
      tuning: {
        retry: { maxAttempts: 1, initialDelayMs: 1, maxDelayMs: 1 },
        breaker: { consecutiveFailures: 2, halfOpenAfterMs: 60_000 },
      },
    }),
  });
  return app;
}

const scrape = async (server: FastifyInstance) => {
  const response = await server.inject({
    method: 'GET',
    url: '/metrics',
    remoteAddress: '127.0.0.1',
  });
  expect(response.statusCode).toBe(200);
  return response.body;
};

describe('/metrics from the market-data layer and live streams', () => {
  it('counts cache misses then hits, and upstream calls by provider, endpoint and outcome', async () => {
    const server = await start();
    // Three URLs, one cache entry: the same URL again would be sent unasked (decision 051).
    for (const url of [
      '/api/quotes/AAPL',
      '/api/quotes?symbols=AAPL',
      '/api/quotes?symbols=AAPL,AAPL',
    ]) {
      expect((await server.inject(url)).statusCode).toBe(200);
    }
    const body = await scrape(server);
    expect(body).toContain('market_data_cache_lookups_total{kind="quote",result="miss"} 1');
    expect(body).toContain('market_data_cache_lookups_total{kind="quote",result="hit"} 2');
    expect(body).toContain(
      'market_data_upstream_calls_total{provider="simulated",endpoint="quote",outcome="ok"} 1',
    );
    expect(body).toContain('market_data_breaker_open{provider="simulated"} 0');
  });

  it('counts failed upstream calls and shows the breaker open', async () => {
    const server = await start();
    provider.fail(new ProviderError('unavailable', '503 from vendor'));
    expect((await server.inject('/api/quotes/MSFT')).statusCode).toBe(503);
    expect((await server.inject('/api/quotes/NVDA')).statusCode).toBe(503);
    const body = await scrape(server);
    expect(body).toContain(
      'market_data_upstream_calls_total{provider="simulated",endpoint="quote",outcome="error"} 2',
    );
    expect(body).toContain('market_data_breaker_open{provider="simulated"} 1');
    expect(body).toContain('market_data_cache_lookups_total{kind="quote",result="miss"} 2');
  });

  it('shows open live streams going up and back down', async () => {
    const server = await start();
    const address = await server.listen({ port: 0, host: '127.0.0.1' });
    const url = address.replace('http', 'ws') + LIVE_STREAM_PATH;
    const open = () =>
      new Promise<WebSocket>((resolve, reject) => {
        const socket = new WebSocket(url, { headers: { origin: ORIGIN } });
        socket.once('message', () => resolve(socket)); // 'hello': the hub has attached it
        socket.once('error', reject);
      });
    const sockets = [await open(), await open()];
    expect(await scrape(server)).toContain('live_streams_open 2');

    const closed = new Promise((resolve) => sockets[0]?.once('close', resolve));
    sockets[0]?.close();
    await closed;
    await expect.poll(() => scrape(server)).toContain('live_streams_open 1');
    sockets[1]?.terminate();
  });
});
