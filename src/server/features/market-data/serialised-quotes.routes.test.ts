import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { CACHE_TTL_MS } from '#shared/platform/constants.ts';
import { fillPath } from '#shared/platform/contract.ts';
import { marketDataContract as contract } from '#shared/market-data/market-data.contract.ts';
import {
  ANSWER_REUSE_MS,
  type MarketDataService,
} from '../../market-data/service/market-data.service.ts';
import { createMetrics, type Metrics } from '../../observability/metrics.ts';
import { buildTestApp, testMarketData } from '#tests/app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';
import { createTestProvider, type TestProvider } from '#tests/market-data/test-provider.ts';

// Cached quote routes send the JSON made once per answer (docs/decisions/037), and send it again
// on the short path while the data is unchanged (decision 051): still exactly what the contract
// accepts, never an old price after a refresh, with the same headers.

let database: TestDatabase;
let app: FastifyInstance;
let provider: TestProvider;
let now = Date.parse('2026-11-18T20:00:00Z');
let metrics: Metrics;
let marketData: MarketDataService;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());
afterEach(() => app.close());

async function start() {
  provider = createTestProvider({ now: () => now });
  metrics = createMetrics({ processMetrics: false });
  marketData = testMarketData(database, {
    provider,
    metrics,
    now: () => now,
    session: () => ({ isOpen: true, session: 'regular', holiday: null }),
  });
  app = await buildTestApp(database, { metrics, marketData });
}
const get = (url: string) => app.inject({ method: 'GET', url });
const batchUrl = `${contract.quotes.path}?symbols=AAPL,MSFT`;
const quoteUrl = fillPath(contract.quote.path, { symbol: 'AAPL' });

/** How often the quote cache was looked up, and how many requests the app counted. */
async function counted() {
  const sum = async (name: string) =>
    (await metrics.registry.getSingleMetric(name)?.get())?.values.reduce(
      (total, { value }) => total + value,
      0,
    ) ?? 0;
  return {
    lookups: await sum('market_data_cache_lookups_total'),
    requests: await sum('http_requests_total'),
  };
}

/** The body is the contract's own encoding of what the contract's schema accepts. */
function expectContractJson(body: string, schema: z.ZodMiniType) {
  const parsed = schema.parse(JSON.parse(body));
  expect(body).toBe(JSON.stringify(z.encode(schema, parsed)));
}

describe('cached quote routes serialised once', () => {
  it('send a body that is exactly what the contract accepts, the same bytes on a cache hit', async () => {
    await start();
    const first = await get(batchUrl);
    const again = await get(batchUrl);
    expect(first.statusCode).toBe(200);
    expectContractJson(first.body, contract.quotes.response);
    expect(again.body).toBe(first.body);
    const single = await get(quoteUrl);
    expectContractJson(single.body, contract.quote.response);
    expect(provider.calls.quote).toBe(2);
  });

  it('serve the new price once the cache entry is refreshed, never the old JSON', async () => {
    await start();
    const before = (await get(batchUrl)).json();
    await get(quoteUrl);
    provider.setChange('AAPL', 7.25);
    now += CACHE_TTL_MS.quote + 1;
    for (const url of [batchUrl, quoteUrl]) {
      const response = await get(url);
      const aapl = url === batchUrl ? response.json().results[0] : response.json();
      expect(aapl.quote.change).toBe(7.25);
      expect(aapl.freshness).toEqual({ asOf: new Date(now).toISOString(), stale: false });
    }
    expect(before.results[0].quote.change).not.toBe(7.25);
  });

  it('send an answer again without asking the cache while the data is unchanged, a second at most', async () => {
    now = Math.ceil(now / ANSWER_REUSE_MS) * ANSWER_REUSE_MS; // the start of a second
    await start();
    const first = await get(batchUrl);
    expect(await counted()).toEqual({ lookups: 2, requests: 1 });
    // The two new quotes go into the recorded history in the background, and that write changes
    // the data's version when it is done (however long it takes): the next answer asks the
    // cache again (two fresh hits), and is the same answer, the same bytes.
    await marketData.settled();
    expect((await get(batchUrl)).body).toBe(first.body);
    expect(await counted()).toEqual({ lookups: 4, requests: 2 });
    // Within the second, nothing changed since: the same bytes, the cache not asked, the request
    // still counted.
    now += ANSWER_REUSE_MS - 1;
    expect((await get(batchUrl)).body).toBe(first.body);
    expect(await counted()).toEqual({ lookups: 4, requests: 3 });
    // A second later the cache is asked again: the same answer, the same bytes.
    now += 1;
    expect((await get(batchUrl)).body).toBe(first.body);
    expect(await counted()).toEqual({ lookups: 6, requests: 4 });
    expect((await get(batchUrl)).body).toBe(first.body);
    expect(await counted()).toEqual({ lookups: 6, requests: 5 });
    expect(provider.calls.quote).toBe(2);
  });

  it('keep every header the route sent before: security, caching, type and request id', async () => {
    await start();
    const [longPath, shortPath] = [await get(batchUrl), await get(batchUrl)];
    expect(shortPath.headers['x-request-id']).not.toBe(longPath.headers['x-request-id']);
    for (const response of [longPath, shortPath]) {
      expect(Object.keys(response.headers).sort()).toEqual([
        'cache-control',
        'connection',
        'content-length',
        'content-security-policy',
        'content-type',
        'cross-origin-opener-policy',
        'cross-origin-resource-policy',
        'date',
        'origin-agent-cluster',
        'referrer-policy',
        'x-content-type-options',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-frame-options',
        'x-permitted-cross-domain-policies',
        'x-request-id',
        'x-xss-protection',
      ]);
      expect(response.headers).toMatchObject({
        'cache-control': 'public, max-age=15',
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(response.body)),
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
      });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it('still refuse input the contract refuses, with nothing served from the memo', async () => {
    await start();
    await get(batchUrl);
    const refused = await get(`${contract.quotes.path}?symbols=AAPL,..%2Fetc`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: 'invalid-request' } });
  });
});
