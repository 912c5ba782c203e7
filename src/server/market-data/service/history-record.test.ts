import { describe, expect, it } from 'vitest';
import type { Quote } from '#shared/market-data/market-data.ts';
import { createHistory, type HistoryDeps } from './history.ts';
import type { HistoryRepo } from './history.repo.ts';

/** The history service with a repo that keeps what it is asked to save; no provider is asked. */
function recordingHistory() {
  const points: { time: number; close: number }[] = [];
  const bars: { date: string; close: number }[] = [];
  const repo = {
    saveIntradayPoints: (_symbol: string, rows: typeof points) => {
      points.push(...rows);
      return Promise.resolve();
    },
    saveDailyBars: (_symbol: string, rows: typeof bars) => {
      bars.push(...rows.map(({ date, close }) => ({ date, close })));
      return Promise.resolve();
    },
  } as unknown as HistoryRepo;
  const unused = {} as HistoryDeps['daily'];
  const history = createHistory({
    daily: unused,
    intraday: unused,
    repo,
    now: () => Date.parse('2026-11-30T15:00:00Z'),
    log: { warn: () => undefined },
  });
  return { history, points, bars };
}

const quoteAt = (time: string, price: number): Quote => ({
  symbol: 'AAPL',
  price,
  change: null,
  changePercent: null,
  open: null,
  high: null,
  low: null,
  previousClose: null,
  currency: 'USD',
  time,
});

describe('history recorded from quotes', () => {
  it('keeps a session day’s quote as a point and as that day’s bar', async () => {
    const { history, points, bars } = recordingHistory();
    // Friday 27 November 2026, 15:00 in New York (the day after Thanksgiving closes at 13:00).
    await history.record(quoteAt('2026-11-27T17:30:00.000Z', 190.5));
    expect(points).toEqual([{ time: Date.parse('2026-11-27T17:30:00.000Z'), close: 190.5 }]);
    expect(bars).toEqual([{ date: '2026-11-27', close: 190.5 }]);
  });

  it.each([
    ['a Saturday', '2026-11-28T17:00:00.000Z'],
    ['a Sunday afternoon, as Finnhub stamped a real quote', '2026-11-29T21:00:00.000Z'],
    ['Thanksgiving, a market holiday', '2026-11-26T17:00:00.000Z'],
  ])('keeps nothing of a quote stamped on %s: it only repeats the last close', async (_, time) => {
    const { history, points, bars } = recordingHistory();
    await history.record(quoteAt(time, 190.5));
    expect(points).toEqual([]);
    expect(bars).toEqual([]);
  });
});
