import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '#shared/platform/contract.ts';
import { marketDataContract } from '#shared/market-data/market-data.contract.ts';
import { fundamentalsSchema } from '#shared/market-data/fundamentals.ts';
import { createFinnhubProvider } from '#server/market-data/providers/finnhub/index.ts';
import { createSimulatedProvider } from '#server/market-data/providers/simulated/index.ts';
import type { MarketDataProvider } from '#server/market-data/provider.ts';
import { buildTestApp, testMarketData } from '#tests/app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';
import { startFakeFinnhub, type FakeFinnhub } from '#tests/fake-finnhub/index.ts';

let database: TestDatabase;
let app: FastifyInstance;
let fake: FakeFinnhub;
beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeFinnhub({ perMinuteLimit: 1000 });
});
afterAll(async () => {
  await fake.close();
  await database.dispose();
});
afterEach(async () => {
  await app.close();
  fake.resetCounts();
  fake.setSymbolShape('ENB', null);
});

// Wednesday 2026-11-18, 15:00 in New York: a regular session.
const NOW = Date.parse('2026-11-18T20:00:00Z');

async function start(provider: MarketDataProvider, now = () => NOW) {
  app = await buildTestApp(database, {
    marketData: testMarketData(database, {
      provider,
      now,
      session: () => ({ isOpen: true, session: 'regular', holiday: null }),
    }),
  });
}
const fundamentals = async (symbol: string) => {
  const response = await app.inject({
    method: 'GET',
    url: fillPath(marketDataContract.fundamentals.path, { symbol }),
  });
  expect(response.statusCode).toBe(200);
  return fundamentalsSchema.parse(response.json());
};
const quotePrice = async (symbol: string) =>
  (
    await app.inject({ method: 'GET', url: fillPath(marketDataContract.quote.path, { symbol }) })
  ).json().quote.price as number;

describe('GET fundamentals (simulated)', () => {
  it("computes P/E from the page's own price and dates every figure", async () => {
    await start(createSimulatedProvider({ now: () => NOW }));
    const f = await fundamentals('aapl');
    const price = await quotePrice('AAPL');
    expect(f).toMatchObject({
      symbol: 'AAPL',
      kind: 'stock',
      provider: 'simulated',
      currency: 'USD',
    });
    expect(f.peRatio?.value).toBe(Math.round((price / (f.eps?.value ?? 1)) * 100) / 100);
    expect(f.peRatio?.asOf).toBe('2026-11-18');
    expect(f.volume?.asOf).toBe('2026-11-18');
    expect(f.eps?.asOf).toMatch(/^2026-(09-30|06-30)$/);
    expect(f.nextEarnings?.date ?? '').toMatch(/^202[67]-/);
    expect(f.nextEarnings?.asOf).toBe('2026-11-18');
  });

  it('says what a fund lacks: no P/E, EPS or earnings date, but its yield and volumes', async () => {
    await start(createSimulatedProvider({ now: () => NOW }));
    const f = await fundamentals('SPY');
    expect(f).toMatchObject({ kind: 'fund', peRatio: null, eps: null, nextEarnings: null });
    expect(f.dividendYield?.value).toBeGreaterThan(0);
    expect(f.averageVolume?.value).toBeGreaterThan(0);
  });
});

describe('GET fundamentals (Finnhub)', () => {
  const finnhub = () =>
    createFinnhubProvider({ apiKey: fake.apiKey, baseUrl: fake.baseUrl, wsUrl: fake.wsUrl });

  it('asks /stock/metric and the earnings calendar once within the cache time', async () => {
    await start(finnhub());
    const first = await fundamentals('AAPL');
    await fundamentals('AAPL');
    expect(fake.requestCount('/stock/metric')).toBe(1);
    expect(fake.requestCount('/calendar/earnings')).toBe(1);
    expect(first.kind).toBeNull();
    expect(first.eps?.asOf).toBe('2025-06-28');
    // Finnhub's quote has no volume: said missing, not zero.
    expect(first.volume).toBeNull();
    expect(first.averageVolume?.value).toBeGreaterThan(1_000_000);
    expect(first.nextEarnings?.date).toBeDefined();
  });

  it("refuses another listing's figures (ENB answered as ENB.TO)", async () => {
    fake.setSymbolShape('ENB', { metric: 'primary-listing' });
    await start(finnhub());
    const f = await fundamentals('ENB');
    expect(f).toMatchObject({ peRatio: null, eps: null, beta: null, averageVolume: null });
  });
});
