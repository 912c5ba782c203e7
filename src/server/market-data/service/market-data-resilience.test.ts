import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testMarketData } from '#tests/app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';
import { createTestProvider, type TestProvider } from '#tests/market-data/test-provider.ts';
import { ProviderError } from '../provider.ts';
import { ANSWER_REUSE_MS, type MarketDataServiceDeps } from './market-data.service.ts';

let database: TestDatabase;
let app: FastifyInstance;
let provider: TestProvider;
/** Cache and limiter time can jump ahead; cockatiel's breaker runs on real time. */
let offset = 0;
const now = () => Date.now() + offset;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());
afterEach(() => app.close());

async function start(overrides: Partial<MarketDataServiceDeps> = {}) {
  offset = 0;
  provider = createTestProvider({ now });
  app = await buildTestApp(database, {
    marketData: testMarketData(database, {
      provider,
      now,
      tuning: {
        retry: { maxAttempts: 2, initialDelayMs: 1, maxDelayMs: 5 },
        // Long enough that a loaded CI machine cannot half-open the breaker mid-assertion.
        breaker: { consecutiveFailures: 3, halfOpenAfterMs: 1_500 },
        maxQueueMs: 200,
      },
      ...overrides,
    }),
  });
}
const get = (url: string) => app.inject({ method: 'GET', url });
const health = async () => (await get('/api/health')).json().marketData;

describe('provider outage', () => {
  it('serves the last good quote marked stale, opens the breaker, then recovers', async () => {
    await start();
    const first = (await get('/api/quotes/AAPL')).json();
    expect(first.freshness.stale).toBe(false);

    provider.fail(new ProviderError('unavailable', '503 from vendor'));
    offset += 11 * 60_000; // past the 10-minute quote TTL
    const stale = await get('/api/quotes/AAPL');
    expect(stale.statusCode).toBe(200);
    expect(stale.json().quote).toEqual(first.quote);
    expect(stale.json().freshness).toEqual({ asOf: first.freshness.asOf, stale: true });
    expect(provider.calls.quote).toBe(3); // the first call, one failure and one jittered retry

    // The stale answer goes out again unasked for a second (decision 051); each request a second
    // later asks the cache, which tries the provider again.
    for (let i = 0; i < 10; i++) {
      offset += ANSWER_REUSE_MS;
      await get('/api/quotes/AAPL');
    }
    expect(await health()).toBe('degraded');
    const callsWhileOpen = provider.calls.quote;
    for (let i = 0; i < 10; i++) {
      offset += ANSWER_REUSE_MS;
      expect((await get('/api/quotes/AAPL')).json().freshness.stale).toBe(true);
    }
    expect(provider.calls.quote).toBe(callsWhileOpen); // the open breaker spares the provider

    provider.fail(null);
    await sleep(1_600); // breaker half-opens
    offset += ANSWER_REUSE_MS;
    const recovered = (await get('/api/quotes/AAPL')).json();
    expect(recovered.freshness.stale).toBe(false);
    expect(await health()).toBe('ok');
  });

  it('answers 503 for a quote it never had, and null rows in a batch', async () => {
    await start();
    provider.fail(new ProviderError('unavailable', 'timeout'));
    const single = await get('/api/quotes/MSFT');
    expect(single.statusCode).toBe(503);
    expect(single.json().error.code).toBe('market-data-unavailable');
    const batch = await get('/api/quotes?symbols=MSFT,AAPL');
    expect(batch.statusCode).toBe(200);
    expect(batch.json().results).toEqual([
      { symbol: 'MSFT', quote: null, freshness: null },
      { symbol: 'AAPL', quote: null, freshness: null },
    ]);
    const overview = await get('/api/market/overview');
    expect(overview.statusCode).toBe(200);
    expect(overview.json().indices).toHaveLength(6);
  });
});

describe('429 storm', () => {
  it('pauses every upstream call for Retry-After and never bursts past the limiter', async () => {
    await start({ limits: { perMinute: 60, perSecond: 5 } });
    await get('/api/quotes/AAPL'); // a good value to fall back on
    offset += 11 * 60_000;
    provider.fail(new ProviderError('rate-limited', 'API limit reached', 1_000));
    const symbols = Array.from({ length: 20 }, (_, i) => `S${i}`);
    const before = provider.calls.quote;

    const storm = await Promise.all([
      get(`/api/quotes?symbols=${symbols.join(',')}`),
      get('/api/quotes/AAPL'),
    ]);
    // 5 slots at once, at most one more within the 200 ms we let a caller queue
    expect(provider.calls.quote - before).toBeLessThanOrEqual(6);
    expect(storm[1]?.json().freshness.stale).toBe(true);
    expect(await health()).toBe('degraded');

    const duringPause = provider.calls.quote;
    for (let i = 0; i < 5; i++) await get('/api/quotes?symbols=X1,X2,X3');
    expect(provider.calls.quote).toBe(duringPause); // the pause holds every call back

    provider.fail(null);
    offset += 1_100; // Retry-After has passed
    expect((await get('/api/quotes/AAPL')).json().freshness.stale).toBe(false);
  });
});

describe('single-flight and amplification', () => {
  it('makes exactly one upstream call for 100 concurrent misses of one symbol', async () => {
    await start();
    provider.delayMs = 50;
    const responses = await Promise.all(Array.from({ length: 100 }, () => get('/api/quotes/NVDA')));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(provider.calls.quote).toBe(1);
  });

  it('500 visitors loading the dashboard within a minute cost at most 30 upstream calls', async () => {
    await start();
    const dashboard = [
      '/api/market/overview',
      '/api/news?limit=5',
      '/api/stocks/SPY/history?timeframe=1D',
      '/api/market/status',
      '/api/quotes?symbols=AAPL,MSFT,GOOGL,AMZN',
    ];
    for (let wave = 0; wave < 10; wave++) {
      const visitors = Array.from({ length: 50 }, () => dashboard.map(get)).flat();
      const responses = await Promise.all(visitors);
      expect(responses.every((r) => r.statusCode === 200)).toBe(true);
      offset += 6_000;
    }
    expect(provider.totalCalls()).toBeLessThanOrEqual(30);
  });
});
