import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFinnhubProvider } from '#server/market-data/providers/finnhub/index.ts';
import { createHistoryRepo } from '#server/market-data/service/history.repo.ts';
import type { MarketDataServiceDeps } from '#server/market-data/service/market-data.service.ts';
import { marketSessionAt } from '#shared/market-data/market-hours.ts';
import { buildTestApp, testMarketData } from './app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { startFakeFinnhub, type FakeFinnhub } from './fake-finnhub/index.ts';
import { HOLIDAYS } from './fake-finnhub/market-calendar.ts';
import type { QuoteShape } from './fake-finnhub/shapes.ts';

// The API in front of a (fake) Finnhub that answers as the real one does (docs/decisions/022):
// what a caller sees for each "no data" shape, partial quotes, fund profiles, 52-week figures
// and daily candles, and that one symbol's odd answer never degrades the others.

let database: TestDatabase;
let fake: FakeFinnhub;
let app: FastifyInstance;
/** The cache's clock stands still unless a test moves it (TTL edges must not race real time). */
let base = 0;
let offset = 0;
const now = () => base + offset;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await app.close();
  await fake.close();
});
afterAll(() => database.dispose());

async function start(
  options: Parameters<typeof startFakeFinnhub>[0] = {},
  overrides: Partial<MarketDataServiceDeps> = {},
) {
  base = Date.now();
  offset = 0;
  fake = await startFakeFinnhub({ perMinuteLimit: 10_000, ...options });
  const provider = createFinnhubProvider({
    apiKey: fake.apiKey,
    baseUrl: fake.baseUrl,
    wsUrl: fake.wsUrl,
    timeoutMs: 1_000,
    now,
  });
  app = await buildTestApp(database, {
    marketData: testMarketData(database, {
      provider,
      now,
      // As in production: five failures in a row would open the breaker.
      tuning: { breaker: { consecutiveFailures: 5, halfOpenAfterMs: 15_000 } },
      limits: { perSecond: 1_000, perMinute: 10_000 },
      ...overrides,
    }),
  });
}
const get = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};

const NO_DATA: Array<[string, QuoteShape]> = [
  ['NODA', 'no-data'],
  ['NODB', 'no-data-old'],
  ['NODC', 'no-data-no-t'],
  ['NODD', 'empty'],
  ['NODE', 'not-supported-text'],
  ['NODF', 'not-supported-json'],
];

describe('"no data" answers', () => {
  it('are null quotes cached for the no-data TTL, and never open the breaker for others', async () => {
    await start();
    for (const [symbol, shape] of NO_DATA) fake.setSymbolShape(symbol, { quote: shape });
    for (let round = 0; round < 3; round++) {
      for (const [symbol] of NO_DATA) {
        const answer = await get(`/api/quotes/${symbol}`);
        expect(answer.status).toBe(200);
        expect(answer.body.quote).toBeNull();
      }
    }
    // One call each: the next two rounds came from the cache.
    expect(fake.requestCount('/quote')).toBe(NO_DATA.length);
    expect((await get('/api/quotes/RY.TO')).body.quote).toBeNull();

    const health = await get('/api/health');
    expect(health.body.marketData).toBe('ok');
    expect(health.body.details.marketData.upstream[0]).toMatchObject({ breaker: 'closed' });
    const aapl = await get('/api/quotes/AAPL');
    expect(aapl.body.freshness.stale).toBe(false);
    expect(aapl.body.quote.price).toBeGreaterThan(0);
    const overview = await get('/api/market/overview');
    expect(overview.body.gainers.length + overview.body.losers.length).toBeGreaterThan(0);

    fake.resetCounts();
    offset += 59_000; // still within the no-data TTL: not asked
    await get('/api/quotes/NODA');
    expect(fake.requestCount('/quote')).toBe(0);
    offset += 2_000; // past it: asked again
    await get('/api/quotes/NODA');
    expect(fake.requestCount('/quote')).toBe(1);
  });

  it("shows the vendor's outage in /api/health: 5xx open the breaker", async () => {
    await start();
    fake.setFault('500', { paths: ['/quote'] });
    for (let i = 0; i < 6; i++) await get(`/api/quotes/OUT${i}`);
    const health = await get('/api/health');
    expect(health.body.marketData).toBe('degraded');
    expect(health.body.details.marketData.upstream).toEqual([
      { provider: 'finnhub', breaker: 'open', pausedUntil: null },
    ]);
  });
});

describe('partial quotes', () => {
  it('leave the change unknown and the row out of gainers and losers', async () => {
    await start();
    fake.setSymbolShape('TSLA', { quote: 'partial-zeros' });
    const tsla = await get('/api/quotes/TSLA');
    expect(tsla.body.quote).toMatchObject({
      price: 329.65,
      change: null,
      changePercent: null,
      open: null,
      previousClose: null,
    });
    const overview = await get('/api/market/overview');
    const movers = [...overview.body.gainers, ...overview.body.losers].map(
      (mover: { symbol: string }) => mover.symbol,
    );
    expect(movers).not.toContain('TSLA');
    expect(movers).toContain('AAPL');
  });
});

describe('fund profiles', () => {
  it('answer "N/A", 0 and empty fields as null', async () => {
    await start();
    fake.setSymbolShape('BND', { profile: 'fund' });
    const { body } = await get('/api/stocks/BND/profile');
    expect(body.profile).toMatchObject({
      name: 'BND Total Market Index Fund',
      industry: null,
      marketCapitalization: null,
      website: null,
      ipo: null,
      phone: null,
    });
  });
});

describe('52-week high and low', () => {
  it('come from /stock/metric, asked once a day, without touching candles', async () => {
    await start();
    const first = await get('/api/stocks/AAPL/stats');
    expect(first.body.week52High).toBeGreaterThan(first.body.week52Low);
    offset += 23 * 60 * 60_000;
    expect((await get('/api/stocks/AAPL/stats')).body).toEqual(first.body);
    expect(fake.requestCount('/stock/metric')).toBe(1);
    expect(fake.requestCount('/stock/candle')).toBe(0);
    offset += 2 * 60 * 60_000;
    await get('/api/stocks/AAPL/stats');
    expect(fake.requestCount('/stock/metric')).toBe(2);
  });

  it("fall back to stored history for another listing's figures or no metrics", async () => {
    await start({ candleAccess: 'premium' });
    fake.setSymbolShape('MSFT', { metric: 'primary-listing' });
    const { body } = await get('/api/stocks/MSFT/stats');
    expect(body.week52High).not.toBe(70.39);
    expect(body.week52High).toBeGreaterThan(400); // from the fake's daily candles near 510
    expect(fake.requestCount('/stock/candle')).toBe(1);
  });
});

describe('daily candles', () => {
  it('are stored under the UTC date of their 00:00 UTC stamp: trading days, never a Sunday', async () => {
    await start({ candleAccess: 'premium' });
    fake.setSymbolShape('NVDA', { metric: 'empty' });
    await get('/api/stocks/NVDA/history?timeframe=1M');
    const rows = await createHistoryRepo(database.db).dailyClosesSince('NVDA', '2000-01-01');
    expect(rows.length).toBeGreaterThan(200);
    for (const row of rows) {
      expect(row.date).toBe(new Date(row.time).toISOString().slice(0, 10));
      expect([0, 6]).not.toContain(new Date(`${row.date}T12:00:00Z`).getUTCDay());
    }
  });

  it('treat a 200 text/plain "You don\'t have access" like the 403: asked once', async () => {
    await start({ candleAccess: 'none-text' });
    for (const symbol of ['AAPL', 'MSFT', 'NVDA']) {
      expect((await get(`/api/stocks/${symbol}/history?timeframe=1M`)).status).toBe(200);
    }
    expect(fake.requestCount('/stock/candle')).toBe(1);
    expect((await get('/api/health')).body.marketData).toBe('ok');
  });
});

describe("the market calendar confirmed by Finnhub's own answers", () => {
  /** Tuesday 2026-11-24, 10:00 in New York: a regular session by our table. */
  const SESSION_MS = Date.parse('2026-11-24T15:00:00Z');
  const startInSession = () =>
    start({}, { now: () => SESSION_MS, session: (at, holidays) => marketSessionAt(at, holidays) });
  const statusOnceSettled = async (check: (body: { isOpen: boolean }) => boolean) => {
    for (let i = 0; i < 50; i++) {
      const { body } = await get('/api/market/status');
      if (check(body)) return body;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return (await get('/api/market/status')).body;
  };

  it('shows an unscheduled closure as closed, asking once however many visitors', async () => {
    await startInSession();
    fake.setMarketStatus({ exchange: 'US', holiday: null, isOpen: false, session: null, t: 1 });
    const body = await statusOnceSettled((status) => !status.isOpen);
    expect(body).toMatchObject({ isOpen: false, session: null, holiday: 'Market closed' });
    for (let i = 0; i < 20; i++) await get('/api/market/status');
    expect(fake.requestCount('/stock/market-status')).toBe(1);
    expect(fake.requestCount('/stock/market-holiday')).toBe(1);
  });

  it('adds a closure only Finnhub lists (announced after our table was written)', async () => {
    await startInSession();
    // The status says open (as a vendor lagging its own list might): the list decides.
    fake.setMarketStatus({ exchange: 'US', holiday: null, isOpen: true, session: 'regular', t: 1 });
    fake.setHolidays([
      { eventName: 'National Day of Mourning', atDate: '2026-11-24', tradingHour: '' },
      ...HOLIDAYS,
    ]);
    const body = await statusOnceSettled((status) => !status.isOpen);
    expect(body).toMatchObject({ isOpen: false, holiday: 'National Day of Mourning' });
  });
});
