import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { marketDataContract } from '#shared/market-data/market-data.contract.ts';
import { symbolCatalogueSchema, type KnownSymbol } from '#shared/market-data/symbol-catalogue.ts';
import { ProviderError } from '../../market-data/provider.ts';
import { createSimulatedProvider } from '../../market-data/providers/simulated/index.ts';
import { buildTestApp, testMarketData } from '#tests/app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';
import { createTestProvider } from '#tests/market-data/test-provider.ts';

let database: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());
afterEach(() => app.close());

const PATH = marketDataContract.symbols.path;
const HOUR_MS = 60 * 60_000;

/** A provider whose list is counted, can fail, and is read on a clock the test moves. */
async function start(list: KnownSymbol[]) {
  let now = Date.parse('2026-11-18T20:00:00Z');
  const state = { calls: 0, failure: null as ProviderError | null };
  const provider = Object.assign(createTestProvider({ now: () => now }), {
    async symbols() {
      state.calls++;
      if (state.failure) throw state.failure;
      return list;
    },
  });
  app = await buildTestApp(database, {
    marketData: testMarketData(database, { provider, now: () => now }),
  });
  return {
    state,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const get = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: PATH, headers });

const LIST: KnownSymbol[] = [
  { symbol: 'MU', name: 'Micron Technology, Inc.', kind: 'stock' },
  { symbol: 'MSFT', name: 'Microsoft Corporation', kind: 'stock' },
  { symbol: 'SPY', name: 'SPDR S&P 500 ETF Trust', kind: 'fund' },
  { symbol: 'ZZZQ', name: 'Obscure Holdings', kind: 'stock' },
];

describe('GET the symbol catalogue', () => {
  it('answers compact rows sorted by symbol with popularity ranks and the fund flag', async () => {
    await start(LIST);
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = symbolCatalogueSchema.parse(response.json());
    expect(body.asOf).toBe('2026-11-18T20:00:00.000Z');
    const [msft, mu, spy, zzzq] = body.rows;
    expect(body.rows.map((row) => row[0])).toEqual(['MSFT', 'MU', 'SPY', 'ZZZQ']);
    expect(msft?.[2]).toBeLessThan(mu?.[2] ?? 0);
    expect(spy?.[3]).toBe(1);
    expect(zzzq).toEqual(['ZZZQ', 'Obscure Holdings', null, 0]);
  });

  it('is cached a day with an ETag, and answers 304 to a browser that has it', async () => {
    await start(LIST);
    const first = await get();
    expect(first.headers['cache-control']).toBe(
      'public, max-age=86400, stale-while-revalidate=86400',
    );
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await get({ 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
  });

  it('sends the same gzipped bytes to every browser that accepts gzip', async () => {
    await start(LIST);
    const plain = await get();
    const zipped = await get({ 'accept-encoding': 'br, gzip;q=0.8' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    const refused = await get({ 'accept-encoding': 'gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('asks the provider once a day, not once per request', async () => {
    const { state, advance } = await start(LIST);
    await Promise.all([get(), get(), get()]);
    advance(23 * HOUR_MS);
    await get();
    expect(state.calls).toBe(1);
    advance(2 * HOUR_MS);
    const next = await get();
    expect(state.calls).toBe(2);
    expect(next.json().asOf).toBe('2026-11-19T21:00:00.000Z');
  });

  it('keeps yesterday’s list when the provider fails, and a 503 only when it never answered', async () => {
    const { state, advance } = await start(LIST);
    state.failure = new ProviderError('bad-response', 'broken list');
    expect((await get()).statusCode).toBe(503);
    expect((await get()).statusCode).toBe(503);
    expect(state.calls).toBe(1);
    advance(6 * 60_000);
    state.failure = null;
    expect((await get()).statusCode).toBe(200);
    advance(25 * HOUR_MS);
    state.failure = new ProviderError('bad-response', 'broken list');
    const kept = await get();
    expect(kept.statusCode).toBe(200);
    expect(kept.json().rows).toHaveLength(LIST.length);
  });
});

describe('the simulated provider’s catalogue', () => {
  it('lists its own universe, stocks and funds, Microsoft ranked among the most followed', async () => {
    app = await buildTestApp(database, {
      marketData: testMarketData(database, { provider: createSimulatedProvider() }),
    });
    const body = symbolCatalogueSchema.parse((await get()).json());
    const bySymbol = new Map(body.rows.map((row) => [row[0], row]));
    expect(bySymbol.get('MSFT')).toEqual(['MSFT', 'Microsoft Corporation', 2, 0]);
    expect(bySymbol.get('SPY')?.[3]).toBe(1);
    expect(body.rows.length).toBeGreaterThan(50);
  });
});
