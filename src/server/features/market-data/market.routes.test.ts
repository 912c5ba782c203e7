import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testMarketData } from '#tests/app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';
import { createTestProvider, type TestProvider } from '#tests/market-data/test-provider.ts';

let database: TestDatabase;
let app: FastifyInstance;
let provider: TestProvider;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());
afterEach(() => app.close());

/**
 * A fixed clock in a regular session (Wednesday 2026-11-18, 15:00 New York): with the wall
 * clock, the 1D chart had fewer than 24 points in the first two hours of a New York day.
 */
const NOW = Date.parse('2026-11-18T20:00:00Z');

async function start(options: Parameters<typeof createTestProvider>[0] = {}) {
  provider = createTestProvider({ now: () => NOW, ...options });
  app = await buildTestApp(database, {
    marketData: testMarketData(database, {
      provider,
      now: () => NOW,
      session: () => ({ isOpen: true, session: 'regular', holiday: null }),
    }),
  });
}
const get = (url: string) => app.inject({ method: 'GET', url });

describe('quotes', () => {
  it('answers one quote with its freshness and a short public cache time', async () => {
    await start();
    const response = await get('/api/quotes/aapl');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.symbol).toBe('AAPL');
    expect(body.quote.symbol).toBe('AAPL');
    expect(body.freshness.stale).toBe(false);
    expect(response.headers['cache-control']).toBe('public, max-age=15');
  });

  it('answers a batch in order, with null for a symbol the provider has no data for', async () => {
    await start();
    const response = await get('/api/quotes?symbols=MSFT,ZZZZ,AAPL,MSFT');
    expect(response.statusCode).toBe(200);
    const results = response.json().results as { symbol: string; quote: unknown }[];
    expect(results.map((r) => r.symbol)).toEqual(['MSFT', 'ZZZZ', 'AAPL']);
    expect(results[1]?.quote).toBeNull();
    expect(provider.calls.quote).toBe(3);
  });

  it('serves repeated requests from the cache', async () => {
    await start();
    for (let i = 0; i < 5; i++) await get('/api/quotes?symbols=AAPL,MSFT');
    await get('/api/quotes/AAPL');
    expect(provider.calls.quote).toBe(2);
  });

  it.each([
    ['/api/quotes/..%2Fx'],
    ['/api/quotes/A%3Ftoken%3D'],
    ['/api/quotes/A?token=x'],
    [`/api/quotes/${'A'.repeat(50)}`],
    ['/api/quotes/%20'],
    ['/api/quotes/AA%20PL'],
    ['/api/quotes?symbols='],
    ['/api/quotes?symbols=AAPL,..%2Fetc'],
    ['/api/stocks/A$B/history?timeframe=1D'],
    ['/api/stocks/AAPL/history?timeframe=10Y'],
  ])('refuses %s with 400 before any upstream call', async (url) => {
    await start();
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid-request');
    expect(provider.totalCalls()).toBe(0);
  });

  it.each([['/api/quotes/%2e%2e'], ['/api/stocks/%2e%2e/profile'], ['/api/quotes/../x']])(
    'never routes the dot-segment path %s to a provider call',
    async (url) => {
      await start();
      const response = await get(url);
      // normalised away before routing (404), or refused by the symbol schema (400)
      expect([400, 404]).toContain(response.statusCode);
      expect(provider.totalCalls()).toBe(0);
    },
  );
});

describe('search, profile, news', () => {
  it('keeps only results with a symbol, a description and type exactly Common Stock', async () => {
    await start();
    const response = await get('/api/search?q=ibm');
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual([
      { symbol: 'IBM', description: 'IBM Corp', type: 'Common Stock' },
      { symbol: 'IBM.X', description: 'IBM Foreign', type: 'Common Stock' },
    ]);
    expect((await get('/api/search?q=IBM&limit=1')).json().results).toHaveLength(1);
    expect(provider.calls.search).toBe(1);
  });

  it('answers a profile, and null for a symbol without one', async () => {
    await start();
    expect((await get('/api/stocks/AAPL/profile')).json().profile.name).toBe('AAPL Inc.');
    const spy = await get('/api/stocks/SPY/profile');
    expect(spy.statusCode).toBe(200);
    expect(spy.json()).toEqual({ profile: null });
  });

  it('answers the first N news items and drops links that are not http(s)', async () => {
    await start();
    const items = (await get('/api/news?limit=5')).json().items as { id: number; url: string }[];
    expect(items.map((i) => i.id)).toEqual([1, 3, 4, 5, 6]);
    expect(items.every((i) => i.url.startsWith('https://'))).toBe(true);
    await get('/api/news');
    expect(provider.calls.news).toBe(1);
  });
});

describe('market overview, sectors and status', () => {
  it('keeps all six index rows, even one whose quote failed', async () => {
    await start();
    provider.unknownSymbols.add('VIXY');
    const body = (await get('/api/market/overview')).json();
    expect(body.indices.map((i: { symbol: string }) => i.symbol)).toEqual([
      'SPY',
      'ONEQ',
      'DIA',
      'IWM',
      'VIXY',
      'EWU',
    ]);
    expect(body.indices[4].result.quote).toBeNull();
  });

  it('ranks the watched stocks into gainers and losers, dropping failed quotes', async () => {
    await start();
    const changes: Record<string, number> = {
      AAPL: 3,
      MSFT: -2,
      GOOGL: 1,
      AMZN: 0,
      NVDA: 5,
      META: -4,
      TSLA: 2,
    };
    for (const [symbol, change] of Object.entries(changes)) provider.setChange(symbol, change);
    provider.unknownSymbols.add('AMD');
    const body = (await get('/api/market/overview')).json();
    type Row = { symbol: string; quote: { changePercent: number } };
    const symbols = (list: Row[]) => list.map((m) => m.symbol);
    const percents = (list: Row[]) => list.map((m) => m.quote.changePercent);
    expect(symbols(body.gainers).sort()).toEqual(['AAPL', 'GOOGL', 'NVDA', 'TSLA']);
    expect(symbols(body.losers).sort()).toEqual(['META', 'MSFT']);
    // Ordered as the rows read: by percent change (previous closes differ per symbol).
    expect(percents(body.gainers)).toEqual([...percents(body.gainers)].sort((a, b) => b - a));
    expect(percents(body.losers)).toEqual([...percents(body.losers)].sort((a, b) => a - b));
    expect(body.gainers.find((m: Row) => m.symbol === 'NVDA').name).toBe('NVIDIA Corporation');
  });

  it('answers the tiles of all 11 sectors', async () => {
    await start();
    const body = (await get('/api/market/sectors')).json();
    expect(body.sectors.map((s: { name: string }) => s.name)).toEqual([
      'Technology',
      'Healthcare',
      'Financials',
      'Consumer Discretionary',
      'Communication Services',
      'Industrials',
      'Consumer Staples',
      'Energy',
      'Utilities',
      'Real Estate',
      'Materials',
    ]);
  });

  it('answers market status from our calendar, naming the provider', async () => {
    await start();
    expect((await get('/api/market/status')).json()).toEqual({
      isOpen: true,
      session: 'regular',
      holiday: null,
      provider: 'simulated',
      newsPageUrl: 'https://example.test/news',
    });
  });
});

describe('history and stats', () => {
  const chartOf = async (symbol: string, timeframe: string) => {
    const response = await get(`/api/stocks/${symbol}/history?timeframe=${timeframe}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      resolution: string;
      points: { time: string; close: number }[];
    };
  };
  const ascending = (points: { time: string }[]) =>
    points.every((p, i) => i === 0 || p.time > (points[i - 1]?.time ?? ''));

  it.each([
    ['1M', 'daily'],
    ['3M', 'daily'],
    ['YTD', 'daily'],
    ['1Y', 'daily'],
    ['5Y', 'weekly'],
    ['Max', 'weekly'],
  ])(
    '%s is drawn from %s closes, dated by trading date, oldest first',
    async (timeframe, resolution) => {
      await start();
      const chart = await chartOf('AAPL', timeframe);
      expect(chart.resolution).toBe(resolution);
      expect(chart.points.length).toBeGreaterThan(1);
      expect(chart.points.every((p) => /^\d{4}-\d{2}-\d{2}$/.test(p.time))).toBe(true);
      expect(ascending(chart.points)).toBe(true);
    },
  );

  it('1M starts at the close a calendar month back, then every close since', async () => {
    await start();
    const { points } = await chartOf('AAPL', '1M');
    // Today is 2026-11-18 in New York: the base is the last close on or before 2026-10-18.
    const [base = '', first = '', ...rest] = points.map((p) => p.time);
    expect(base <= '2026-10-18').toBe(true);
    expect(first > '2026-10-18').toBe(true);
    expect(rest.length).toBeGreaterThanOrEqual(18);
    expect(rest.every((date) => date <= '2026-11-18')).toBe(true);
  });

  it('YTD starts at the last close of the previous year', async () => {
    await start();
    const { points } = await chartOf('AAPL', 'YTD');
    expect(points[0]?.time).toMatch(/^2025-12-/);
    expect(points[1]?.time).toMatch(/^2026-01-/);
  });

  it("1D is the latest session's intraday points, at least 5 minutes apart", async () => {
    await start();
    const chart = await chartOf('AAPL', '1D');
    expect(chart.resolution).toBe('intraday');
    const times = chart.points.map((p) => Date.parse(p.time));
    expect(times.length).toBeGreaterThan(24);
    expect(times.every((t, i) => i === 0 || t - (times[i - 1] ?? 0) >= 5 * 60_000)).toBe(true);
    expect(Math.max(...times)).toBeLessThanOrEqual(NOW);
  });

  it('syncs history from the provider once, then reads PostgreSQL', async () => {
    await start();
    await get('/api/stocks/MSFT/history?timeframe=1M');
    await get('/api/stocks/MSFT/history?timeframe=1Y');
    await get('/api/stocks/MSFT/stats');
    expect(provider.calls.dailyBars).toBe(1);
  });

  it('computes the 52-week range from a year of daily bars', async () => {
    await start();
    const stats = (await get('/api/stocks/NVDA/stats')).json();
    expect(stats.week52High).toBeGreaterThan(stats.week52Low);
  });

  it('without provider history, records quotes and reports null 52-week figures until then', async () => {
    await start({ history: false });
    expect((await get('/api/stocks/QQQQ/stats')).json()).toEqual({
      symbol: 'QQQQ',
      week52High: null,
      week52Low: null,
    });
    await get('/api/quotes/QQQQ');
    // recording is fire-and-forget: wait for it to land
    await expect
      .poll(async () => (await get('/api/stocks/QQQQ/stats')).json().week52High)
      .not.toBeNull();
    const chart = (await get('/api/stocks/QQQQ/history?timeframe=1D')).json();
    expect(chart.points).toHaveLength(1);
  });
});

describe('company news', () => {
  it('answers the company’s items with http(s) links only, newest first, cached', async () => {
    await start();
    const response = await get('/api/stocks/AAPL/news?limit=5');
    expect(response.statusCode).toBe(200);
    const items = response.json().items as { url: string; headline: string }[];
    expect(items.map((item) => item.headline)).toEqual(['AAPL headline 1', 'AAPL headline 3']);
    expect(items.every((item) => item.url.startsWith('https://'))).toBe(true);
    await get('/api/stocks/AAPL/news?limit=1');
    expect(provider.calls.companyNews).toBe(1);
  });

  it('answers an empty list for a symbol without news, and refuses a bad limit', async () => {
    await start();
    expect((await get('/api/stocks/ZZZZ/news')).json()).toEqual({ items: [] });
    expect((await get('/api/stocks/AAPL/news?limit=0')).statusCode).toBe(400);
    expect(provider.calls.companyNews).toBe(1);
  });
});

describe('movers of the sector funds’ holdings', () => {
  it('ranks the universe by percent change and leaves out symbols outside it', async () => {
    await start();
    provider.setChange('XOM', 30); // far the biggest percent rise of the universe
    provider.setChange('CVX', -40);
    provider.setChange('AMD', 99); // not a holding of the sector funds
    const body = (await get('/api/market/movers')).json() as {
      gainers: { symbol: string; quote: { changePercent: number } }[];
      losers: { symbol: string; quote: { changePercent: number } }[];
    };
    expect(body.gainers[0]?.symbol).toBe('XOM');
    expect(body.losers[0]?.symbol).toBe('CVX');
    const percents = body.gainers.map((g) => g.quote.changePercent);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    expect(body.gainers.length).toBeLessThanOrEqual(5);
    expect([...body.gainers, ...body.losers].map((m) => m.symbol)).not.toContain('AMD');
  });
});
