import { afterEach, describe, expect, it } from 'vitest';
import { companyProfileSchema, quoteSchema } from '#shared/market-data/market-data.ts';
import type { Bar, MarketDataProvider } from '../../provider.ts';
import { createSimulatedProvider } from './index.ts';

// Friday 2026-11-20: New York is UTC-5, the session runs 14:30–21:00 UTC.
const DURING = Date.parse('2026-11-20T17:00:00Z');
const BEFORE_OPEN = Date.parse('2026-11-20T13:00:00Z');
const AFTER_CLOSE = Date.parse('2026-11-20T22:00:00Z');
const SATURDAY = Date.parse('2026-11-21T15:00:00Z');
const THANKSGIVING = Date.parse('2026-11-26T15:00:00Z');
const DAY_SEC = 86_400;

const providers: MarketDataProvider[] = [];
function provider(options: Parameters<typeof createSimulatedProvider>[0]) {
  const created = createSimulatedProvider(options);
  providers.push(created);
  return created;
}
afterEach(async () => {
  await Promise.all(providers.splice(0).map((created) => created.close()));
});

async function bars(result: Promise<Bar[] | 'unsupported'>): Promise<Bar[]> {
  const value = await result;
  if (value === 'unsupported') throw new Error('simulated history is always supported');
  return value;
}

describe('simulated quotes', () => {
  it('are the same for the same seed and clock, and differ for another seed', async () => {
    const first = await provider({ seed: 7, now: () => DURING }).quote('AAPL');
    const again = await provider({ seed: 7, now: () => DURING }).quote('AAPL');
    const otherSeed = await provider({ seed: 8, now: () => DURING }).quote('AAPL');
    expect(again).toEqual(first);
    expect(otherSeed?.price).not.toBe(first?.price);
  });

  it('are valid quotes for every symbol the API contract accepts', async () => {
    const market = provider({ now: () => DURING });
    for (const symbol of ['AAPL', 'BRK.B', 'SPY', 'VIXY', 'TSM', 'O']) {
      const quote = await market.quote(symbol);
      expect(quoteSchema.parse(quote)).toEqual(quote);
    }
  });

  it('are null for symbols the simulation does not know', async () => {
    const market = provider({ now: () => DURING });
    expect(await market.quote('ZZZZ')).toBeNull();
    expect(await market.profile('ZZZZ')).toBeNull();
    expect(
      await bars(market.dailyBars('ZZZZ', DURING / 1000 - 30 * DAY_SEC, DURING / 1000)),
    ).toEqual([]);
  });

  it('use the previous daily close as previous close, and change from it', async () => {
    const market = provider({ now: () => DURING });
    const quote = await market.quote('MSFT');
    const daily = await bars(market.dailyBars('MSFT', DURING / 1000 - 10 * DAY_SEC, DURING / 1000));
    const yesterday = daily.at(-2);
    expect(quote?.previousClose).toBe(yesterday?.close);
    expect(quote?.change).toBeCloseTo((quote?.price ?? 0) - (yesterday?.close ?? 0), 6);
    expect(quote?.changePercent).toBeCloseTo(
      ((quote?.change ?? 0) / (yesterday?.close ?? 1)) * 100,
      3,
    );
  });

  it("agree with today's partial bars: price is the last close, o/h/l span the bars so far", async () => {
    const market = provider({ now: () => DURING });
    const quote = await market.quote('TSLA');
    const intraday = await bars(
      market.intradayBars('TSLA', DURING / 1000 - 6 * 3600, DURING / 1000, 5),
    );
    const today = intraday.filter((bar) => bar.time * 1000 >= Date.parse('2026-11-20T14:30:00Z'));
    const daily = await bars(market.dailyBars('TSLA', DURING / 1000 - DAY_SEC, DURING / 1000));
    expect(quote?.open).toBe(today[0]?.open);
    expect(quote?.price).toBe(today.at(-1)?.close);
    expect(quote?.high).toBe(Math.max(...today.map((bar) => bar.high)));
    expect(quote?.low).toBe(Math.min(...today.map((bar) => bar.low)));
    expect(daily.at(-1)).toMatchObject({
      open: quote?.open,
      high: quote?.high,
      low: quote?.low,
      close: quote?.price,
    });
  });

  it('tick during the session, and time is the last price change', async () => {
    let now = DURING;
    const market = provider({ now: () => now });
    const prices = new Set<number>();
    for (let step = 0; step < 20; step++, now += 60_000)
      prices.add((await market.quote('NVDA'))?.price ?? 0);
    expect(prices.size).toBeGreaterThan(5);
    now = DURING + 7_300;
    expect((await market.quote('NVDA'))?.time).toBe(new Date(DURING + 5_000).toISOString());
  });

  it("show the last session's values before the open, like Finnhub", async () => {
    const early = await provider({ now: () => BEFORE_OPEN }).quote('AAPL');
    const thursdayClose = await provider({ now: () => Date.parse('2026-11-19T21:00:00Z') }).quote(
      'AAPL',
    );
    expect(early).toEqual(thursdayClose);
    expect(early?.time).toBe('2026-11-19T21:00:00.000Z');
  });

  it('stay at the close after it, through the weekend, and on holidays', async () => {
    const afterClose = await provider({ now: () => AFTER_CLOSE }).quote('AMZN');
    const saturday = await provider({ now: () => SATURDAY }).quote('AMZN');
    const daily = await bars(
      provider({ now: () => AFTER_CLOSE }).dailyBars(
        'AMZN',
        AFTER_CLOSE / 1000 - DAY_SEC,
        AFTER_CLOSE / 1000,
      ),
    );
    expect(saturday).toEqual(afterClose);
    expect(afterClose?.price).toBe(daily.at(-1)?.close);
    expect(afterClose?.time).toBe('2026-11-20T21:00:00.000Z');
    const holiday = await provider({ now: () => THANKSGIVING }).quote('AMZN');
    expect(holiday?.time).toBe('2026-11-25T21:00:00.000Z');
  });

  it('end early on an early-close day', async () => {
    const quote = await provider({ now: () => Date.parse('2026-11-27T20:00:00Z') }).quote('AAPL');
    expect(quote?.time).toBe('2026-11-27T18:00:00.000Z');
  });
});

describe('simulated history', () => {
  it('has no bars after now, and a partial bar for the minutes so far', async () => {
    const market = provider({ now: () => DURING });
    const intraday = await bars(
      market.intradayBars('SPY', DURING / 1000 - DAY_SEC, DURING / 1000 + DAY_SEC, 15),
    );
    const daily = await bars(
      market.dailyBars('SPY', DURING / 1000 - 30 * DAY_SEC, DURING / 1000 + 30 * DAY_SEC),
    );
    for (const bar of [...intraday, ...daily]) expect(bar.time * 1000).toBeLessThanOrEqual(DURING);
    // now is 12:00 New York: the 12:00 bucket has just begun (one price), 11:45 is complete.
    expect(intraday.at(-2)?.time).toBe(Date.parse('2026-11-20T16:45:00Z') / 1000);
    expect(intraday.at(-1)).toMatchObject({ time: DURING / 1000, high: intraday.at(-1)?.open });
    expect(daily.at(-1)?.time).toBe(Date.parse('2026-11-20T14:30:00Z') / 1000);
  });

  it('has one daily bar per trading day, each bar internally consistent', async () => {
    const market = provider({ now: () => DURING });
    const daily = await bars(
      market.dailyBars('XLK', Date.parse('2026-11-16T00:00:00Z') / 1000, DURING / 1000),
    );
    expect(daily).toHaveLength(5);
    const twoYears = await bars(
      market.dailyBars('XLK', DURING / 1000 - 730 * DAY_SEC, DURING / 1000),
    );
    expect(twoYears.length).toBeGreaterThan(495);
    for (const bar of twoYears) {
      expect(bar.high).toBeGreaterThanOrEqual(Math.max(bar.open, bar.close));
      expect(bar.low).toBeLessThanOrEqual(Math.min(bar.open, bar.close));
      expect(bar.volume).toBeGreaterThan(0);
    }
  });

  it('chains sessions: each day opens near the previous close and intraday bars meet', async () => {
    const market = provider({ now: () => DURING });
    const hourly = await bars(
      market.intradayBars('AMD', DURING / 1000 - 3 * DAY_SEC, DURING / 1000, 60),
    );
    for (let i = 1; i < hourly.length; i++) {
      const [previous, bar] = [hourly[i - 1], hourly[i]];
      if (!previous || !bar) continue;
      if (bar.time - previous.time === 3600) expect(bar.open).toBe(previous.close);
      else expect(Math.abs(bar.open / previous.close - 1)).toBeLessThan(0.08);
    }
    // 09:30, 10:30, …, 15:30 on full days (the last bar is half an hour).
    const thursday = hourly.filter((bar) =>
      new Date(bar.time * 1000).toISOString().startsWith('2026-11-19'),
    );
    expect(thursday).toHaveLength(7);
  });

  it('moves with realistic daily volatility: TSLA more than KO, VIXY trending down', async () => {
    const market = provider({ now: () => DURING });
    const range = [DURING / 1000 - 730 * DAY_SEC, DURING / 1000] as const;
    const stdev = async (symbol: string) => {
      const closes = (await bars(market.dailyBars(symbol, ...range))).map((bar) => bar.close);
      const returns = closes.slice(1).map((close, i) => Math.log(close / (closes[i] ?? close)));
      const mean = returns.reduce((sum, value) => sum + value, 0) / returns.length;
      return Math.sqrt(
        returns.reduce((sum, value) => sum + (value - mean) ** 2, 0) / returns.length,
      );
    };
    expect(await stdev('KO')).toBeGreaterThan(0.006);
    expect(await stdev('KO')).toBeLessThan(0.013);
    expect(await stdev('TSLA')).toBeGreaterThan(0.025);
    expect(await stdev('TSLA')).toBeLessThan(0.05);
    const vixy = await bars(market.dailyBars('VIXY', ...range));
    expect((vixy.at(-1)?.close ?? 0) / (vixy[0]?.close ?? 1)).toBeLessThan(0.5);
  });
});

describe('simulated search, profiles and market status', () => {
  it('matches symbol prefixes and name words in any case, exact symbol first', async () => {
    const market = provider({ now: () => DURING });
    const apple = await market.search('aapl');
    expect(apple[0]).toEqual({ symbol: 'AAPL', description: 'Apple Inc.', type: 'Common Stock' });
    expect((await market.search('micro')).map((result) => result.symbol)).toEqual(
      expect.arrayContaining(['MSFT', 'AMD', 'MU', 'SMCI']),
    );
    expect((await market.search('berkshire hath')).map((result) => result.symbol)).toEqual([
      'BRK.B',
    ]);
    expect(await market.search('   ')).toEqual([]);
  });

  it('returns other listing types too, unfiltered', async () => {
    const market = provider({ now: () => DURING });
    const types = async (query: string) =>
      (await market.search(query)).map((result) => result.type);
    expect(await types('SPDR')).toContain('ETP');
    expect(await types('taiwan')).toEqual(['ADR']);
    expect(await types('realty income')).toEqual(['REIT']);
  });

  it('has profiles for companies but not for funds, like Finnhub', async () => {
    const market = provider({ now: () => DURING });
    const profile = await market.profile('nvda');
    expect(companyProfileSchema.parse(profile)).toEqual(profile);
    expect(profile).toMatchObject({ symbol: 'NVDA', name: 'NVIDIA Corporation', country: 'US' });
    expect(await market.profile('SPY')).toBeNull();
    expect(await market.profile('XLK')).toBeNull();
  });

  it('reports the market status from the calendar, with its holidays', async () => {
    expect(await provider({ now: () => DURING }).marketStatus()).toEqual({
      isOpen: true,
      session: 'regular',
      holiday: null,
    });
    expect(await provider({ now: () => THANKSGIVING }).marketStatus()).toEqual({
      isOpen: false,
      session: null,
      holiday: 'Thanksgiving Day',
    });
    const holidays = await provider({ now: () => DURING }).marketHolidays();
    expect(holidays).toContainEqual({ date: '2026-12-25', name: 'Christmas Day', hours: null });
  });
});
