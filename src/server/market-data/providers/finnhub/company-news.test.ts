import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, nyDate } from '#shared/market-data/market-hours.ts';
import { startFakeFinnhub, type FakeFinnhub } from '#tests/fake-finnhub/index.ts';
import type { MarketDataProvider } from '../../provider.ts';
import { parseCompanyNews } from './company-news.ts';
import { createFinnhubProvider } from './index.ts';

let fake: FakeFinnhub;
let provider: MarketDataProvider;

beforeAll(async () => {
  fake = await startFakeFinnhub({ perMinuteLimit: 1000 });
  provider = createFinnhubProvider({
    apiKey: fake.apiKey,
    baseUrl: fake.baseUrl,
    wsUrl: fake.wsUrl,
    timeoutMs: 500,
  });
});
afterAll(async () => {
  await provider.close();
  await fake.close();
});

// As the service asks: a week of New York dates back, up to today's UTC date (Finnhub's days).
const weekOf = (symbol: string) =>
  provider.companyNews?.(
    symbol,
    addDays(nyDate(new Date()), -7),
    new Date().toISOString().slice(0, 10),
  ) ?? Promise.resolve([]);

describe('Finnhub company news', () => {
  it('reads the company’s items, newest first, with an empty image as none', async () => {
    const items = await weekOf('AAPL');
    expect(items.length).toBe(4);
    const times = items.map((item) => Date.parse(item.datetime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(items[0]?.headline).toBe('Apple Inc shares in focus ahead of the quarter');
    expect(items[0]?.image).toBeNull();
    expect(items[1]?.image).toMatch(/^https:\/\//);
    // A URL as the source is text like any other.
    expect(items.map((item) => item.source)).toContain('https://www.sec.gov');
    expect(fake.requestCount('/company-news')).toBeGreaterThan(0);
  });

  it('answers [] for an unknown symbol and for a fund, as Finnhub does', async () => {
    expect(await weekOf('ZZZZQ')).toEqual([]);
    expect(await weekOf('SPY')).toEqual([]);
  });

  it('asks only for the dates given', async () => {
    const monthAgo = addDays(nyDate(new Date()), -30);
    expect(await provider.companyNews?.('AAPL', monthAgo, monthAgo)).toEqual([]);
  });
});

describe('company news bodies', () => {
  const item = (id: number, url: string) => ({
    category: 'company',
    datetime: 1_649_611_504 + id,
    headline: `Story ${id}`,
    id,
    image: '',
    related: 'AAPL',
    source: 'Yahoo',
    summary: '',
    url,
  });

  it('keeps one item per id and drops links that are not http(s)', () => {
    const items = parseCompanyNews([
      item(1, 'https://finnhub.io/api/news?id=a'),
      item(1, 'https://finnhub.io/api/news?id=a'),
      item(2, 'javascript:alert(1)'),
      item(3, 'http://www.example.com/story'),
    ]);
    expect(items.map((news) => news.id)).toEqual([3, 1]);
    expect(items.every((news) => news.image === null)).toBe(true);
  });
});
