import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeFinnhub, type FakeFinnhub } from '#tests/fake-finnhub/index.ts';
import type { QuoteShape } from '#tests/fake-finnhub/shapes.ts';
import type { MarketDataProvider } from '../../provider.ts';
import { createFinnhubProvider } from './index.ts';

// The provider over real HTTP against the fake answering each shape Finnhub really sends
// (docs/decisions/022).

let fake: FakeFinnhub;
let provider: MarketDataProvider;
const warn = () => undefined;

const providerFor = (f: FakeFinnhub) =>
  createFinnhubProvider({ apiKey: f.apiKey, baseUrl: f.baseUrl, wsUrl: f.wsUrl, log: { warn } });

beforeAll(async () => {
  fake = await startFakeFinnhub({ perMinuteLimit: 1000 });
  provider = providerFor(fake);
});
afterAll(async () => {
  await provider.close();
  await fake.close();
});
afterEach(() => {
  for (const symbol of ['AAPL', 'TSLA', 'BND', 'ENB']) fake.setSymbolShape(symbol, null);
  fake.resetCounts();
});

describe('every "no data" answer of /quote', () => {
  it.each<QuoteShape>([
    'no-data',
    'no-data-old',
    'no-data-no-t',
    'empty',
    'not-supported-text',
    'not-supported-json',
  ])('reads %s as null, not as an error', async (shape) => {
    fake.setSymbolShape('AAPL', { quote: shape });
    expect(await provider.quote('AAPL')).toBeNull();
  });
});

describe('partial quotes', () => {
  it('keeps the price and leaves what Finnhub sent as 0 unknown', async () => {
    fake.setSymbolShape('TSLA', { quote: 'partial-zeros' });
    expect(await provider.quote('TSLA')).toMatchObject({
      price: 329.65,
      change: null,
      changePercent: null,
      open: null,
      high: null,
      low: null,
      previousClose: null,
    });
  });
});

describe('profiles', () => {
  it('shows a fund profile\'s "N/A", 0 and empty fields as absent', async () => {
    fake.setSymbolShape('BND', { profile: 'fund' });
    expect(await provider.profile('BND')).toMatchObject({
      industry: null,
      marketCapitalization: null,
      website: null,
      ipo: null,
      phone: null,
    });
  });

  it('reads a "Symbol not supported" profile as no profile', async () => {
    fake.setSymbolShape('AAPL', { profile: 'not-supported-json' });
    expect(await provider.profile('AAPL')).toBeNull();
  });
});

describe('52-week range from /stock/metric', () => {
  it("reads a symbol's 52WeekHigh/52WeekLow", async () => {
    const range = await provider.week52Range?.('AAPL');
    expect(range).toEqual({ high: expect.any(Number), low: expect.any(Number) });
    expect(fake.requestCount('/stock/metric')).toBe(1);
  });

  it('asks once for both the 52-week range and the key statistics of a symbol', async () => {
    const [range, figures] = await Promise.all([
      provider.week52Range?.('MSFT'),
      provider.fundamentals?.('MSFT'),
    ]);
    expect(range).toEqual({ high: expect.any(Number), low: expect.any(Number) });
    expect(figures).toMatchObject({ beta: expect.any(Number) });
    expect(await provider.week52Range?.('MSFT')).toEqual(range);
    expect(fake.requestCount('/stock/metric')).toBe(1);
  });

  it("answers null for an unknown symbol and for another listing's figures", async () => {
    expect(await provider.week52Range?.('ZZZZ')).toBeNull();
    fake.setSymbolShape('ENB', { metric: 'primary-listing' });
    expect(await provider.week52Range?.('ENB')).toBeNull();
  });

  it("answers 'unsupported' when the plan has no metrics, and stops asking", async () => {
    const other = await startFakeFinnhub();
    const client = providerFor(other);
    other.setSymbolShape('AAPL', { metric: 'no-access' });
    expect(await client.week52Range?.('AAPL')).toBe('unsupported');
    expect(await client.week52Range?.('MSFT')).toBe('unsupported');
    expect(other.requestCount('/stock/metric')).toBe(1);
    await client.close();
    await other.close();
  });
});

describe('candles', () => {
  it('treats 2020\'s 200 text/plain "You don\'t have access" like the 403: asked once', async () => {
    const old = await startFakeFinnhub({ candleAccess: 'none-text' });
    const client = providerFor(old);
    expect(await client.dailyBars('AAPL', 1_750_000_000, 1_753_000_000)).toBe('unsupported');
    expect(await client.intradayBars('AAPL', 1_753_000_000, 1_753_020_000, 5)).toBe('unsupported');
    expect(old.requestCount('/stock/candle')).toBe(1);
    await client.close();
    await old.close();
  });

  it('dates daily bars by the UTC date of their 00:00 UTC stamps', async () => {
    const premium = await startFakeFinnhub({ candleAccess: 'premium' });
    const client = providerFor(premium);
    // Mon 2025-07-14 00:00 UTC .. Wed 2025-07-16 00:00 UTC
    const bars = await client.dailyBars('AAPL', 1_752_451_200, 1_752_624_000);
    if (bars === 'unsupported') throw new Error('premium candles refused');
    expect(bars.map((bar) => bar.date)).toEqual(['2025-07-14', '2025-07-15', '2025-07-16']);
    await client.close();
    await premium.close();
  });
});
