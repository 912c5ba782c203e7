import { describe, expect, it } from 'vitest';
import { tradingDaysBetween } from '#shared/market-data/market-hours.ts';
import type { Bar } from '../../provider.ts';
import { createSimulatedProvider } from './index.ts';

// Years of daily bars for the 5Y and Max charts (docs/decisions/025): old days are summarised
// without their minute paths, recent ones still come from them.

const NOW = Date.parse('2026-11-20T22:00:00Z'); // Friday, after the close
const market = createSimulatedProvider({ now: () => NOW });

async function bars(result: Promise<Bar[] | 'unsupported'>): Promise<Bar[]> {
  const value = await result;
  if (value === 'unsupported') throw new Error('simulated history is always supported');
  return value;
}
const dateOf = (bar: Bar) => new Date(bar.time * 1000).toISOString().slice(0, 10);

describe('simulated daily bars over years', () => {
  it('serves one bar per trading day from the first day of its calendar', async () => {
    const all = await bars(market.dailyBars('AAPL', Date.parse('2018-01-01') / 1000, NOW / 1000));
    // The first day has no previous close to open from: the calendar starts the day after.
    expect(dateOf(all[0] as Bar)).toBe('2019-01-03');
    expect(all).toHaveLength(tradingDaysBetween('2019-01-03', '2026-11-20').length);
    for (const bar of all) {
      expect(bar.high).toBeGreaterThanOrEqual(Math.max(bar.open, bar.close));
      expect(bar.low).toBeLessThanOrEqual(Math.min(bar.open, bar.close));
    }
  });

  it('chains old days as the minute paths do: each opens near the previous close', async () => {
    const old = await bars(
      market.dailyBars('MSFT', Date.parse('2021-03-01') / 1000, Date.parse('2021-04-01') / 1000),
    );
    for (let i = 1; i < old.length; i++) {
      const [previous, bar] = [old[i - 1], old[i]];
      if (previous && bar) expect(Math.abs(bar.open / previous.close - 1)).toBeLessThan(0.05);
    }
  });

  it("keeps a recent day's bar equal to that day's intraday bars", async () => {
    const from = Date.parse('2026-11-19T00:00:00Z') / 1000;
    const to = Date.parse('2026-11-19T23:00:00Z') / 1000;
    const [day] = await bars(market.dailyBars('NVDA', from, to));
    const minutes = await bars(market.intradayBars('NVDA', from, to, 5));
    expect(day?.open).toBe(minutes[0]?.open);
    expect(day?.close).toBe(minutes.at(-1)?.close);
    expect(day?.high).toBe(Math.max(...minutes.map((bar) => bar.high)));
    expect(day?.low).toBe(Math.min(...minutes.map((bar) => bar.low)));
  });
});
