import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMarketData } from '#tests/app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';
import type { Bar } from '../../provider.ts';
import type { MarketDataService } from '../../service/market-data.service.ts';
import { createSimulatedProvider } from './index.ts';

// The simulated market's own dividends and splits (docs/decisions/031), as Tiingo reports
// them: on the ex-date's daily bar, prices before a split unadjusted; and through the daily
// history sync into the market-data service's corporateActions.

const NOW = Date.parse('2026-11-20T22:00:00Z'); // Friday, after the close
const market = createSimulatedProvider({ now: () => NOW });
const sec = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

async function bars(symbol: string, from: string, to: string): Promise<Bar[]> {
  const value = await market.dailyBars(symbol, sec(from), sec(to) + 86_399);
  if (value === 'unsupported') throw new Error('simulated history is always supported');
  return value;
}
const dateOf = (bar: Bar) => new Date(bar.time * 1000).toISOString().slice(0, 10);

describe('simulated corporate actions on daily bars', () => {
  it('pays AAPL $0.25 each quarter on a trading day, and nothing on other days', async () => {
    const year = await bars('AAPL', '2024-01-01', '2024-12-31');
    const paid = year.filter((bar) => bar.dividend !== '0');
    // 10 Feb 2024 is a Saturday: the ex-date moves to Monday the 12th.
    expect(paid.map((bar) => [dateOf(bar), bar.dividend])).toEqual([
      ['2024-02-12', '0.25'],
      ['2024-05-10', '0.25'],
      ['2024-08-12', '0.25'],
      ['2024-11-11', '0.25'],
    ]);
    expect(year.every((bar) => bar.splitFactor === '1')).toBe(true);
    // A listing with no dividend in the table pays none.
    expect((await bars('TSLA', '2024-01-01', '2024-12-31')).every((b) => b.dividend === '0')).toBe(
      true,
    );
  });

  it('splits NVDA 10-for-1 on 2024-06-10, its earlier prices as they were (ten times higher)', async () => {
    const around = await bars('NVDA', '2024-06-03', '2024-06-14');
    const exDate = around.find((bar) => dateOf(bar) === '2024-06-10');
    const before = around.find((bar) => dateOf(bar) === '2024-06-07');
    expect(exDate?.splitFactor).toBe('10');
    expect(before?.splitFactor).toBe('1');
    // The walk moves a few percent a day: the raw close halves ×10 at the split, no more.
    const jump = (before?.close ?? 0) / (exDate?.open ?? 1);
    expect(jump).toBeGreaterThan(8);
    expect(jump).toBeLessThan(12.5);
    // Recent days are untouched: the quote and the last bar agree as before.
    const [last] = await bars('NVDA', '2026-11-20', '2026-11-20');
    expect(last?.close).toBe((await market.quote('NVDA'))?.price);
    expect(last?.splitFactor).toBe('1');
  });
});

describe('simulated corporate actions through the history sync', () => {
  let database: TestDatabase;
  let service: MarketDataService;
  beforeAll(async () => {
    database = await createTestDatabase();
    service = testMarketData(database, { provider: market, now: () => NOW });
  });
  afterAll(async () => {
    await service.close();
    await database.dispose();
  });

  it('reaches corporateActions, and charts stay split-adjusted', async () => {
    const nvda = await service.corporateActions('NVDA');
    expect(nvda).toEqual([{ date: '2024-06-10', dividend: null, splitFactor: '10' }]);
    const msft = await service.corporateActions('MSFT');
    expect(msft).toContainEqual({ date: '2024-05-20', dividend: '0.83', splitFactor: null });
    // Four a year from 2019 (the walk's first year) through the last published close.
    expect(msft.filter((action) => action.date.startsWith('2025'))).toHaveLength(4);
    // The Max chart divides the old prices back: no tenfold fall on 2024-06-10.
    const chart = await service.history('NVDA', 'Max');
    const points = chart.points.map((point) => point.close);
    const steps = points.slice(1).map((close, i) => close / (points[i] ?? close));
    expect(Math.min(...steps)).toBeGreaterThan(0.7);
  });
});

describe('simulated dividends, paid and declared', () => {
  it('reports the bars’ ex-dates and cash with pay dates, and declares only the next six weeks', async () => {
    const known = await market.dividends?.('KO', '2026-01-01', '2027-12-31');
    // 14 March 2026 is a Saturday and 14 June a Sunday: their ex-dates move to Monday. Each pays
    // two weeks later. On 20 November 2026 the 14 December ex-date (24 days ahead) is declared;
    // 15 March 2027 (115 days ahead) is not announced yet.
    expect(known).toEqual([
      { exDate: '2026-03-16', payDate: '2026-03-30', amount: '0.51', currency: 'USD' },
      { exDate: '2026-06-15', payDate: '2026-06-29', amount: '0.51', currency: 'USD' },
      { exDate: '2026-09-14', payDate: '2026-09-28', amount: '0.51', currency: 'USD' },
      { exDate: '2026-12-14', payDate: '2026-12-28', amount: '0.51', currency: 'USD' },
    ]);
    const paidOnBars = (await bars('KO', '2026-01-01', '2026-11-20'))
      .filter((bar) => bar.dividend !== '0')
      .map((bar) => [dateOf(bar), bar.dividend]);
    expect(paidOnBars).toEqual(known?.slice(0, 3).map((d) => [d.exDate, d.amount]));
    expect(await market.dividends?.('TSLA', '2026-01-01', '2027-12-31')).toEqual([]);
  });
});
