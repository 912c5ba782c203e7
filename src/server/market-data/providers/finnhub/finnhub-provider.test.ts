import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeFinnhub, type FakeFinnhub } from '#tests/fake-finnhub/index.ts';
import type { MarketDataProvider } from '../../provider.ts';
import { ProviderError } from '../../provider.ts';
import { createFinnhubProvider } from './index.ts';

let fake: FakeFinnhub;
let provider: MarketDataProvider;
const warn = vi.fn();

beforeAll(async () => {
  fake = await startFakeFinnhub({ perMinuteLimit: 1000 });
  provider = createFinnhubProvider({
    apiKey: fake.apiKey,
    baseUrl: fake.baseUrl,
    wsUrl: fake.wsUrl,
    timeoutMs: 500,
    log: { warn },
  });
});

afterAll(async () => {
  await provider.close();
  await fake.close();
});

afterEach(() => {
  fake.setFault(null);
  fake.setNews(null);
  fake.resetCounts();
  warn.mockClear();
});

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ProviderError)) throw new Error(`expected a ProviderError, got ${error}`);
  return error;
}

describe('finnhub provider REST', () => {
  it('reads a known quote with Finnhub change fields and second timestamps', async () => {
    const quote = await provider.quote('AAPL');
    expect(quote).not.toBeNull();
    expect(quote?.symbol).toBe('AAPL');
    expect(quote?.price).toBeGreaterThan(150);
    expect(quote?.previousClose).toBe(211.18);
    expect(quote?.change).toBeCloseTo((quote?.price ?? 0) - 211.18, 2);
    expect(Math.abs(Date.parse(quote?.time ?? '') - Date.now())).toBeLessThan(5_000);
  });

  it("returns null, never a price of 0, for an unknown symbol's 200 with zeros and null change", async () => {
    expect(await provider.quote('ZZZZ')).toBeNull();
    expect(fake.requestCount('/quote')).toBe(1);
  });

  it('sends the key as the X-Finnhub-Token header and maps a bad key to unauthorized', async () => {
    const wrong = createFinnhubProvider({
      apiKey: 'wrong-key',
      baseUrl: fake.baseUrl,
      wsUrl: fake.wsUrl,
    });
    const error = await failure(wrong.quote('AAPL'));
    expect(error.kind).toBe('unauthorized');
    expect(error.message).toContain('Invalid API key.');
    expect(error.message).not.toContain('wrong-key');
    await wrong.close();
  });

  it('keeps search results with every type, foreign listings with type "" included', async () => {
    const results = await provider.search('apple');
    expect(results).toContainEqual({
      symbol: 'AAPL',
      description: 'APPLE INC',
      type: 'Common Stock',
    });
    expect(results).toContainEqual({ symbol: 'AAPL.BE', description: 'APPLE INC', type: '' });
  });

  it('maps a profile and treats profile2 {} (ETFs, unknown symbols) as no profile', async () => {
    const profile = await provider.profile('AAPL');
    expect(profile).toMatchObject({
      symbol: 'AAPL',
      name: 'Apple Inc',
      exchange: 'NASDAQ NMS - GLOBAL MARKET',
      industry: 'Technology',
      website: 'https://www.apple.com/',
      marketCapitalization: 3154147.73,
      employees: null,
      country: 'US',
      ipo: '1980-12-12',
    });
    expect(await provider.profile('SPY')).toBeNull();
    expect(await provider.profile('ZZZZ')).toBeNull();
  });

  it('reads general news newest first with ISO times, unescaping \\u0026 in URLs', async () => {
    const news = await provider.news();
    expect(news.length).toBeGreaterThan(3);
    expect(news[1]?.url).toContain('?utm_source=x&utm_medium=y');
    const times = news.map((item) => item.datetime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(news.some((item) => item.image === null)).toBe(true);
  });

  it('drops news items whose link is not http(s) and nulls images that are not', async () => {
    const base = { category: 'top news', headline: 'H', related: '', source: 'S', summary: '' };
    fake.setNews([
      { ...base, id: 1, datetime: 1753000000, url: 'javascript:alert(1)', image: '' },
      { ...base, id: 2, datetime: 1753000100, url: 'https://ok.example/a', image: 'data:x' },
      { ...base, id: 3, datetime: 1753000200, url: 'ftp://files.example/b', image: '' },
      {
        ...base,
        id: 4,
        datetime: 1753000300,
        url: 'http://ok.example/c',
        image: 'https://i/x.png',
      },
    ]);
    const news = await provider.news();
    expect(news.map((item) => [item.id, item.image])).toEqual([
      [4, 'https://i/x.png'],
      [2, null],
    ]);
    expect(news[1]?.datetime).toBe('2025-07-20T08:28:20.000Z');
  });

  it('reads market status and holidays, with "" trading hours as closed all day', async () => {
    const status = await provider.marketStatus();
    expect(status).toMatchObject({ isOpen: expect.any(Boolean) });
    const holidays = await provider.marketHolidays();
    if (holidays === 'unsupported') throw new Error('holidays unsupported');
    expect(holidays).toContainEqual({ date: '2025-12-25', name: 'Christmas', hours: null });
    expect(holidays).toContainEqual({
      date: '2025-12-24',
      name: 'Christmas',
      hours: { open: '09:30', close: '13:00' },
    });
    expect(holidays).toContainEqual({
      date: '2025-01-09',
      name: 'National Mourning Day',
      hours: null,
    });
  });

  it("answers 'unsupported' for candles on a free key and does not ask again for an hour", async () => {
    const free = createFinnhubProvider({
      apiKey: fake.apiKey,
      baseUrl: fake.baseUrl,
      wsUrl: fake.wsUrl,
    });
    expect(await free.dailyBars('AAPL', 1_750_000_000, 1_753_000_000)).toBe('unsupported');
    expect(await free.intradayBars('AAPL', 1_753_000_000, 1_753_020_000, 5)).toBe('unsupported');
    expect(fake.requestCount('/stock/candle')).toBe(1);
    await free.close();
  });
});

describe('finnhub provider errors', () => {
  it.each([
    ['429-json', 'API limit reached. Please try again later. Remaining Limit: 0'],
    ['429-text', 'API limit reached. Please try again later.'],
  ] as const)('maps a %s body to rate-limited with Retry-After', async (fault, text) => {
    fake.setFault(fault, { retryAfterSeconds: 7 });
    const error = await failure(provider.quote('AAPL'));
    expect(error.kind).toBe('rate-limited');
    expect(error.retryAfterMs).toBe(7_000);
    expect(error.message).toContain(text);
  });

  it("uses x-ratelimit-reset when Finnhub's own per-minute limit is hit", async () => {
    const limited = await startFakeFinnhub({ perMinuteLimit: 1 });
    const client = createFinnhubProvider({
      apiKey: limited.apiKey,
      baseUrl: limited.baseUrl,
      wsUrl: limited.wsUrl,
    });
    await client.quote('AAPL');
    const error = await failure(client.quote('AAPL'));
    expect(error.kind).toBe('rate-limited');
    expect(error.retryAfterMs).toBeGreaterThanOrEqual(0);
    expect(error.retryAfterMs).toBeLessThanOrEqual(60_000);
    await client.close();
    await limited.close();
  });

  it.each([
    ['an HTML 502 page', 'html' as const, { status: 502 }],
    ['an HTML page with 200', 'html' as const, { status: 200 }],
    ['an empty 200 body', 'empty' as const, {}],
    ['a plain-text 500', '500' as const, {}],
    ['a dropped connection', 'down' as const, {}],
  ])('maps %s to unavailable', async (_name, fault, opts) => {
    fake.setFault(fault, opts);
    const error = await failure(provider.quote('AAPL'));
    expect(error.kind).toBe('unavailable');
  });

  it('gives up after the timeout when Finnhub is slow', async () => {
    fake.setFault('slow', { delayMs: 5_000 });
    const started = Date.now();
    const error = await failure(provider.quote('AAPL'));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toContain('500 ms');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('faults only the paths named', async () => {
    fake.setFault('500', { paths: ['/news'] });
    expect(await provider.quote('MSFT')).not.toBeNull();
    expect((await failure(provider.news())).kind).toBe('unavailable');
  });
});

describe('finnhub provider answers with an error field', () => {
  it("reads a 200 {error:'Symbol not supported.'} (indices, TSX) as no data", async () => {
    expect(await provider.quote('^VIX')).toBeNull();
    expect(await provider.quote('RY.TO')).toBeNull();
  });

  it('maps a non-US listing on a free key to forbidden', async () => {
    expect((await failure(provider.quote('ISF.L'))).kind).toBe('forbidden');
  });
});

describe('finnhub provider candles on other plans', () => {
  it('treats 2021\'s 401 "don\'t have access" as unsupported too', async () => {
    const old = await startFakeFinnhub({ candleAccess: 'none-401' });
    const client = createFinnhubProvider({
      apiKey: old.apiKey,
      baseUrl: old.baseUrl,
      wsUrl: old.wsUrl,
    });
    expect(await client.dailyBars('AAPL', 1_750_000_000, 1_753_000_000)).toBe('unsupported');
    await client.close();
    await old.close();
  });

  it('reads bars from a premium key', async () => {
    const premium = await startFakeFinnhub({ candleAccess: 'premium' });
    const client = createFinnhubProvider({
      apiKey: premium.apiKey,
      baseUrl: premium.baseUrl,
      wsUrl: premium.wsUrl,
    });
    const bars = await client.intradayBars('AAPL', 1_753_000_000, 1_753_003_600, 15);
    expect(Array.isArray(bars) && bars.map((bar) => bar.time)).toEqual([
      1_753_000_200, 1_753_001_100, 1_753_002_000, 1_753_002_900,
    ]);
    expect(await client.dailyBars('ZZZZ', 1_750_000_000, 1_753_000_000)).toEqual([]);
    await client.close();
    await premium.close();
  });
});

describe('finnhub symbol list', () => {
  it('asks /stock/symbol for the US list once per call and keeps what a search should offer', async () => {
    const symbols = (await provider.symbols?.()) ?? [];
    expect(fake.requestCount('/stock/symbol')).toBe(1);
    expect(symbols.find((known) => known.symbol === 'AAPL')?.name).toBe('APPLE INC');
    expect(symbols.find((known) => known.symbol === 'QQQ')?.kind).toBe('fund');
    expect(symbols.some((known) => known.symbol === 'CCCXU')).toBe(false);
  });
});
