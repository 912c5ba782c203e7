import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { CACHE_TTL_MS } from '../../../shared/constants.ts';
import { fillPath } from '../../../shared/contract.ts';
import { marketDataContract as contract } from '../../../shared/market-data.contract.ts';
import { buildTestApp, testMarketData } from '../../../../tests/app.ts';
import { createTestDatabase, type TestDatabase } from '../../../../tests/database.ts';
import {
  createTestProvider,
  type TestProvider,
} from '../../../../tests/market-data/test-provider.ts';

// Cached quote routes send the JSON made once per answer (docs/decisions/037): still exactly
// what the contract accepts, never an old price after a refresh, with the same headers.

let database: TestDatabase;
let app: FastifyInstance;
let provider: TestProvider;
let now = Date.parse('2026-11-18T20:00:00Z');
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());
afterEach(() => app.close());

async function start() {
  provider = createTestProvider({ now: () => now });
  app = await buildTestApp(database, {
    marketData: testMarketData(database, {
      provider,
      now: () => now,
      session: () => ({ isOpen: true, session: 'regular', holiday: null }),
    }),
  });
}
const get = (url: string) => app.inject({ method: 'GET', url });
const batchUrl = `${contract.quotes.path}?symbols=AAPL,MSFT`;
const quoteUrl = fillPath(contract.quote.path, { symbol: 'AAPL' });

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

  it('keep every header the route sent before: security, caching, type and request id', async () => {
    await start();
    for (const response of [await get(batchUrl), await get(batchUrl)]) {
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
