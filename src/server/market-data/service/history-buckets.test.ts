import { describe, expect, it } from 'vitest';
import {
  dailyHistoryPoints,
  intradayHistoryPoints,
  latestSessionPoints,
  weekOf,
  type DailyClose,
} from './history-buckets.ts';

const DAY = 86_400_000;

/** Weekday bars from `start` (a Monday) for `days` calendar days, close = day index. */
function weekdayBars(start: string, days: number): DailyClose[] {
  const bars: DailyClose[] = [];
  const first = Date.parse(`${start}T14:30:00Z`);
  for (let i = 0; i < days; i++) {
    const time = first + i * DAY;
    const weekday = new Date(time).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    bars.push({ date: new Date(time).toISOString().slice(0, 10), time, close: i });
  }
  return bars;
}

describe('history bucketing', () => {
  const year = weekdayBars('2025-11-03', 400);

  it('1W is the last 7 daily closes, oldest first, even from unsorted bars', () => {
    const points = dailyHistoryPoints([...year].reverse(), '1W');
    expect(points).toHaveLength(7);
    expect(points.map((p) => p.close)).toEqual(year.slice(-7).map((b) => b.close));
  });

  it('1M is the last 30 daily closes', () => {
    const points = dailyHistoryPoints(year, '1M');
    expect(points).toHaveLength(30);
    expect(points[29]?.close).toBe(year[year.length - 1]?.close);
  });

  it('3M is 12 weekly closes: each point starts on its week’s first bar and ends on its last', () => {
    const points = dailyHistoryPoints(year, '3M');
    expect(points).toHaveLength(12);
    const lastWeek = year.filter(
      (b) => weekOf(b.date) === weekOf(year[year.length - 1]?.date ?? ''),
    );
    expect(points[11]).toEqual({ time: lastWeek[0]?.time, close: lastWeek.at(-1)?.close });
    const weeks = new Set(points.map((p) => weekOf(new Date(p.time).toISOString().slice(0, 10))));
    expect(weeks.size).toBe(12);
  });

  it('1Y is 12 monthly closes, each the last close of its month', () => {
    const points = dailyHistoryPoints(year, '1Y');
    expect(points).toHaveLength(12);
    const months = points.map((p) => new Date(p.time).toISOString().slice(0, 7));
    expect(new Set(months).size).toBe(12);
    const lastOfFirstMonth = year.filter((b) => b.date.startsWith(months[0] ?? '')).at(-1);
    expect(points[0]?.close).toBe(lastOfFirstMonth?.close);
  });

  it('returns what there is when history is short, and nothing when there is none', () => {
    expect(dailyHistoryPoints(year.slice(0, 3), '1M')).toHaveLength(3);
    expect(dailyHistoryPoints([], '1Y')).toEqual([]);
    expect(intradayHistoryPoints([])).toEqual([]);
  });

  it('weeks start on Monday', () => {
    expect(weekOf('2026-11-20')).toBe('2026-11-16'); // a Friday
    expect(weekOf('2026-11-16')).toBe('2026-11-16');
    expect(weekOf('2026-11-22')).toBe('2026-11-16'); // a Sunday
  });
});

describe('1D bucketing', () => {
  const open = Date.parse('2026-11-20T14:30:00Z');
  const session = Array.from({ length: 78 }, (_, i) => ({ time: open + i * 300_000, close: i }));

  it('slices a session of 5-minute points into 24 points, each closing its slice', () => {
    const points = intradayHistoryPoints(session);
    expect(points).toHaveLength(24);
    expect(points[0]?.time).toBe(open);
    expect(points[23]?.close).toBe(77);
    expect(points.every((p, i) => i === 0 || p.time > (points[i - 1]?.time ?? 0))).toBe(true);
  });

  it('keeps up to 24 points as they are', () => {
    expect(intradayHistoryPoints(session.slice(0, 10))).toEqual(session.slice(0, 10));
  });

  it('takes only the latest date’s points', () => {
    const yesterday = session.map((p) => ({ ...p, time: p.time - 86_400_000 }));
    const dateOf = (time: number) => new Date(time).toISOString().slice(0, 10);
    expect(latestSessionPoints([...yesterday, ...session.slice(0, 5)], dateOf)).toEqual(
      session.slice(0, 5),
    );
  });
});
