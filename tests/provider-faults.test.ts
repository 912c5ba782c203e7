import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFinnhubProvider } from '#server/market-data/providers/finnhub/index.ts';
import { CACHE_TTL_MS } from '#shared/platform/constants.ts';
import { buildTestApp, testMarketData } from './app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { startFakeFinnhub, type FakeFault, type FakeFinnhub } from './fake-finnhub/index.ts';

// The finnhub provider and the real service against a misbehaving (fake) Finnhub, under load.
// CI hammers each fault for FAULT_MS; `FAULT_MS=60000 npx vitest run tests/provider-faults.test.ts`
// is the 60-second bench variant.
const FAULT_MS = Number(process.env.FAULT_MS ?? 1_500);
const WORKERS = 8;
const SYMBOLS = ['AAPL', 'MSFT', 'NVDA', 'SPY'];
const HALF_OPEN_MS = 300;

let database: TestDatabase;
let fake: FakeFinnhub;
let app: FastifyInstance;
/** The cache's clock: jumps past TTLs. cockatiel's breaker runs on real time. */
let offset = 0;
const now = () => Date.now() + offset;

beforeAll(async () => {
  database = await createTestDatabase();
  // A generous per-minute limit: this is about faults, not about the free plan's 60 calls.
  fake = await startFakeFinnhub({ perMinuteLimit: 100_000 });
});
afterEach(async () => {
  fake.setFault(null);
  await app.close();
});
afterAll(async () => {
  await fake.close();
  await database.dispose();
});

async function start() {
  offset = 0;
  const provider = createFinnhubProvider({
    apiKey: fake.apiKey,
    baseUrl: fake.baseUrl,
    wsUrl: fake.wsUrl,
    timeoutMs: 400,
  });
  app = await buildTestApp(database, {
    marketData: testMarketData(database, {
      provider,
      now,
      tuning: {
        retry: { maxAttempts: 2, initialDelayMs: 10, maxDelayMs: 50 },
        breaker: { consecutiveFailures: 5, halfOpenAfterMs: HALF_OPEN_MS },
        // As in production (a 10 s pause, a 2 s queue), a 429 pause is longer than a caller
        // would queue for it, so callers get the stale answer at once instead of waiting out
        // the pause (equal values made every caller wait once the per-client check, which runs
        // first, let the first 429 land before the others reached the limiter).
        defaultRetryAfterMs: 2_000,
        maxQueueMs: 1_000,
      },
      limits: { perMinute: 100_000, perSecond: 1_000 },
    }),
  });
}

interface Seen {
  requests: number;
  statuses: Map<number, number>;
  fresh: number;
}

/** WORKERS concurrent clients read the cached symbols (one by one and in a batch) for `ms`. */
async function hammer(ms: number): Promise<Seen> {
  const seen: Seen = { requests: 0, statuses: new Map(), fresh: 0 };
  const until = Date.now() + ms;
  const worker = async (index: number) => {
    for (let i = index; Date.now() < until; i++) {
      const symbol = SYMBOLS[i % SYMBOLS.length] ?? 'AAPL';
      const url = i % 2 ? `/api/quotes/${symbol}` : `/api/quotes?symbols=${SYMBOLS.join(',')}`;
      const response = await app.inject({ method: 'GET', url });
      seen.requests += 1;
      seen.statuses.set(response.statusCode, (seen.statuses.get(response.statusCode) ?? 0) + 1);
      const body = response.json();
      const results: Array<{ freshness: { stale: boolean } | null }> = body.results ?? [body];
      if (results.some((result) => result.freshness?.stale === false)) seen.fresh += 1;
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, index) => worker(index)));
  return seen;
}

const quote = async (symbol: string) =>
  (await app.inject({ method: 'GET', url: `/api/quotes/${symbol}` })).json();

const FAULTS: Array<[Exclude<FakeFault, null>, Parameters<FakeFinnhub['setFault']>[1]]> = [
  ['down', {}],
  ['slow', { delayMs: 5_000 }],
  ['429-json', { retryAfterSeconds: 1 }],
  ['429-text', {}],
  ['html', {}],
  ['empty', {}],
];

describe('the provider misbehaving while the API is under load', () => {
  it.each(FAULTS)(
    '%s: cached symbols keep answering, marked stale, then recover within one TTL',
    async (fault, options) => {
      await start();
      for (const symbol of SYMBOLS) expect((await quote(symbol)).freshness.stale).toBe(false);
      const primed = await quote('AAPL');

      fake.setFault(fault, { ...options, paths: ['/quote'] });
      offset += CACHE_TTL_MS.quote + 1; // every cached quote is now due for a refresh
      const seen = await hammer(FAULT_MS);

      expect(seen.requests).toBeGreaterThan(WORKERS);
      expect([...seen.statuses.keys()]).toEqual([200]); // no 5xx, nor anything else
      expect(seen.fresh).toBe(0); // every answer during the fault says stale
      const during = await quote('AAPL');
      expect(during.quote).toEqual(primed.quote); // the last good data
      expect(during.freshness).toEqual({ asOf: primed.freshness.asOf, stale: true });

      // The provider is back. Within one TTL (the cache clock moves less than that; real
      // time waits for the breaker to half-open), every symbol is fresh again.
      fake.setFault(null);
      const recoveredBy = Date.now() + 10_000;
      let fresh = 0;
      while (fresh < SYMBOLS.length && Date.now() < recoveredBy) {
        offset += 2_500; // past any Retry-After pause
        await sleep(HALF_OPEN_MS);
        fresh = 0;
        for (const symbol of SYMBOLS) if ((await quote(symbol)).freshness.stale === false) fresh++;
      }
      expect(fresh).toBe(SYMBOLS.length);
      expect(offset - (CACHE_TTL_MS.quote + 1)).toBeLessThan(CACHE_TTL_MS.quote);
    },
  );
});
