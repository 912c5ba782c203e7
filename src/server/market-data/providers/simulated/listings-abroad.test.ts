import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { companyProfileSchema, quoteSchema } from '#shared/market-data/market-data.ts';
import type { Bar, MarketDataProvider, Trade } from '../../provider.ts';
import { createSimulatedProvider } from './index.ts';

// Listings abroad move in their own exchange's hours and keep their own trading days
// (decision 084). Friday 2026-11-20: London (GMT) trades 08:00–16:30 UTC, New York 14:30–21:00
// UTC, Tokyo 00:00–06:30 UTC.
const at = (iso: string) => Date.parse(iso);

const providers: MarketDataProvider[] = [];
function provider(now: () => number, seed?: number) {
  const created = createSimulatedProvider({ now, ...(seed === undefined ? {} : { seed }) });
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

async function priceAt(symbol: string, iso: string) {
  return (await provider(() => at(iso)).quote(symbol))?.price;
}

describe('a London listing', () => {
  it('moves during London hours while New York is still closed', async () => {
    const [vodOpen, vodLater] = [
      await priceAt('VOD.L', '2026-11-20T09:00:00Z'),
      await priceAt('VOD.L', '2026-11-20T11:00:00Z'),
    ];
    expect(vodLater).not.toBe(vodOpen);
    expect(await priceAt('AAPL', '2026-11-20T11:00:00Z')).toBe(
      await priceAt('AAPL', '2026-11-20T09:00:00Z'),
    );
  });

  it('stops at 16:30 London time, while New York still trades', async () => {
    const market = provider(() => at('2026-11-20T18:00:00Z'));
    const quote = await market.quote('VOD.L');
    expect(quote?.time).toBe('2026-11-20T16:30:00.000Z');
    expect(await priceAt('VOD.L', '2026-11-20T20:00:00Z')).toBe(quote?.price);
    expect(await priceAt('AAPL', '2026-11-20T20:00:00Z')).not.toBe(
      await priceAt('AAPL', '2026-11-20T18:00:00Z'),
    );
  });

  it('opens at 08:00 London time in summer too (07:00 UTC)', async () => {
    const market = provider(() => at('2026-07-01T07:30:00Z'));
    const [today] = await bars(
      market.intradayBars(
        'HSBA.L',
        at('2026-07-01T00:00:00Z') / 1000,
        at('2026-07-01T07:30:00Z') / 1000,
        5,
      ),
    );
    expect(new Date((today?.time ?? 0) * 1000).toISOString()).toBe('2026-07-01T07:00:00.000Z');
  });

  it('is quoted in pounds to the hundredth of a penny, with its currency', async () => {
    const market = provider(() => at('2026-11-20T10:00:00Z'));
    const quote = await market.quote('VOD.L');
    expect(quoteSchema.parse(quote)).toEqual(quote);
    expect(quote?.currency).toBe('GBP');
    expect(quote?.price).toBeGreaterThan(0.3);
    expect(quote?.price).toBeLessThan(2);
    expect(String(quote?.price)).toMatch(/^\d+(\.\d{1,4})?$/);
    const profile = await market.profile('VOD.L');
    expect(companyProfileSchema.parse(profile)).toEqual(profile);
    expect(profile).toMatchObject({
      exchange: 'LONDON STOCK EXCHANGE',
      country: 'GB',
      currency: 'GBP',
    });
  });

  it('trades on US Thanksgiving, when the US listings have no bar', async () => {
    const market = provider(() => at('2026-11-28T12:00:00Z'));
    const range = [at('2026-11-23T00:00:00Z') / 1000, at('2026-11-28T00:00:00Z') / 1000] as const;
    const dates = async (symbol: string) =>
      (await bars(market.dailyBars(symbol, ...range))).map(
        (bar) => bar.date ?? new Date(bar.time * 1000).toISOString().slice(0, 10),
      );
    expect(await dates('VOD.L')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(await dates('AAPL')).not.toContain('2026-11-26');
  });
});

describe('a Tokyo listing', () => {
  it("names its daily bars by Tokyo's date, the evening before in New York", async () => {
    const market = provider(() => at('2026-11-20T12:00:00Z'));
    const daily = await bars(
      market.dailyBars(
        '7203.T',
        at('2026-11-18T00:00:00Z') / 1000,
        at('2026-11-20T12:00:00Z') / 1000,
      ),
    );
    expect(daily.map((bar) => [bar.date, new Date(bar.time * 1000).toISOString()])).toEqual([
      ['2026-11-18', '2026-11-18T00:00:00.000Z'],
      ['2026-11-19', '2026-11-19T00:00:00.000Z'],
      ['2026-11-20', '2026-11-20T00:00:00.000Z'],
    ]);
    const quote = await market.quote('7203.T');
    expect(quote).toMatchObject({ currency: 'JPY', time: '2026-11-20T06:30:00.000Z' });
    expect(quote?.price).toBe(daily.at(-1)?.close);
  });

  it('is the same for the same seed and clock', async () => {
    const first = await provider(() => at('2026-11-20T03:00:00Z'), 7).quote('9984.T');
    const again = await provider(() => at('2026-11-20T03:00:00Z'), 7).quote('9984.T');
    expect(again).toEqual(first);
  });
});

describe('the simulated stream abroad', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("trades a listing while its exchange is open, whatever New York's hours", async () => {
    let now = at('2026-11-20T10:00:00Z');
    const market = provider(() => now);
    const batches: Trade[][] = [];
    market.tradeStream?.onTrade((trades) => batches.push(trades));
    market.tradeStream?.changeSymbols({
      added: ['VOD.L', 'AAPL', 'SAP.DE', '7203.T'],
      removed: [],
    });
    now += 1500;
    await vi.advanceTimersByTimeAsync(1500);
    expect(batches.flat().map((trade) => trade.symbol)).toEqual(['VOD.L', 'SAP.DE']);
  });
});

describe('search abroad', () => {
  it('finds VOD.L by name and by ticker', async () => {
    const market = provider(() => at('2026-11-20T10:00:00Z'));
    expect((await market.search('vodafone')).map((result) => result.symbol)).toContain('VOD.L');
    expect((await market.search('VOD'))[0]).toMatchObject({
      symbol: 'VOD.L',
      description: 'Vodafone Group PLC',
      type: 'Common Stock',
    });
    expect((await market.search('7203'))[0]?.symbol).toBe('7203.T');
  });
});
