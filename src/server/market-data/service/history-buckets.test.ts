import { describe, expect, it } from 'vitest';
import {
  dailyChart,
  monthsBefore,
  rangeStart,
  sessionChart,
  thinIntraday,
  weekChart,
  weekOf,
  type DailyClose,
  type PricePoint,
  type SessionHistory,
} from './history-buckets.ts';

const DAY = 86_400_000;
const MINUTE = 60_000;

/** Weekday bars from `start` for `days` calendar days; close = the day's index from start. */
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

const dates = (chart: { points: { time: number | string }[] }) => chart.points.map((p) => p.time);
const closes = (chart: { points: { close: number }[] }) => chart.points.map((p) => p.close);

describe('range starts', () => {
  it('goes back whole calendar months, clamped to the shorter month', () => {
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28');
    expect(monthsBefore('2026-11-24', 3)).toBe('2026-08-24');
    expect(monthsBefore('2024-02-29', 12)).toBe('2023-02-28');
  });

  it('measures 1M, 3M, 1Y and 5Y from that far back, YTD from the last day of last year', () => {
    const today = '2026-11-24';
    expect(rangeStart('1M', today)).toBe('2026-10-24');
    expect(rangeStart('3M', today)).toBe('2026-08-24');
    expect(rangeStart('YTD', today)).toBe('2025-12-31');
    expect(rangeStart('1Y', today)).toBe('2025-11-24');
    expect(rangeStart('5Y', today)).toBe('2021-11-24');
    expect(rangeStart('Max', today)).toBeNull();
  });
});

describe('daily and weekly charts', () => {
  const years = weekdayBars('2020-01-06', 7 * 365);

  it('1M: the close on the start date, then every later close, dated by trading date', () => {
    // 2026-10-24 is a Saturday: the base is Friday 23rd's close.
    const bars = weekdayBars('2026-10-19', 36); // through Mon 2026-11-23
    const chart = dailyChart([...bars].reverse(), '1M', '2026-10-24');
    expect(chart.resolution).toBe('daily');
    expect(chart.points[0]).toEqual({ time: '2026-10-23', close: 4 });
    expect(dates(chart).slice(1, 3)).toEqual(['2026-10-26', '2026-10-27']);
    expect(chart.points.at(-1)).toEqual({ time: '2026-11-23', close: 35 });
    expect(chart.points).toHaveLength(1 + 21); // the base and 21 sessions after it
  });

  it('YTD starts from the last close of the previous year', () => {
    const chart = dailyChart(years, 'YTD', '2025-12-31');
    expect(dates(chart)[0]).toBe('2025-12-31');
    expect(dates(chart)[1]).toBe('2026-01-01');
  });

  it('5Y is weekly: each week’s last close, dated that day, after the base', () => {
    const chart = dailyChart(years, '5Y', '2021-11-24');
    expect(chart.resolution).toBe('weekly');
    expect(chart.points[0]?.time).toBe('2021-11-24');
    const weeks = dates(chart).slice(1) as string[];
    expect(weeks.slice(0, 3)).toEqual(['2021-11-26', '2021-12-03', '2021-12-10']);
    expect(new Set(weeks.map(weekOf)).size).toBe(weeks.length);
    expect(chart.points.at(-1)?.close).toBe(years.at(-1)?.close);
  });

  it('Max is every week of the history there is, with no base before it', () => {
    const chart = dailyChart(years, 'Max', null);
    expect(chart.points[0]?.time).toBe('2020-01-10'); // the first week's Friday
    expect(chart.points.at(-1)?.time).toBe(years.at(-1)?.date);
  });

  it('starts at the first close when history is shorter than the range', () => {
    const chart = dailyChart(weekdayBars('2026-11-16', 5), '1Y', '2025-11-24');
    expect(dates(chart)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
  });

  it('has no points when there is no history', () => {
    expect(dailyChart([], '3M', '2026-08-24').points).toEqual([]);
  });
});

/** A session's minute points from 09:30 to 16:00 ET (14:30–21:00 UTC in winter). */
function minutes(date: string, from = 0, to = 390): PricePoint[] {
  const open = Date.parse(`${date}T14:30:00Z`);
  return Array.from({ length: to - from }, (_, i) => ({
    time: open + (from + i) * MINUTE,
    close: 100 + from + i,
  }));
}

const sessionHistory = (intraday: PricePoint[], daily: DailyClose[]): SessionHistory => ({
  intraday,
  daily,
  dateOf: (time) => new Date(time).toISOString().slice(0, 10),
  closeOf: (date) => Date.parse(`${date}T21:00:00Z`),
});

describe('intraday charts', () => {
  const week = weekdayBars('2026-11-16', 8); // Mon 16th … Mon 23rd

  it('1D: the latest session in 5-minute steps, after the previous close at its closing time', () => {
    const chart = sessionChart(
      sessionHistory([...minutes('2026-11-20'), ...minutes('2026-11-23')], week),
    );
    expect(chart.resolution).toBe('intraday');
    expect(chart.points[0]).toEqual({ time: Date.parse('2026-11-20T21:00:00Z'), close: 4 });
    expect(chart.points).toHaveLength(1 + 78);
    expect(chart.points[1]).toEqual({ time: Date.parse('2026-11-23T14:34:00Z'), close: 104 });
    expect(chart.points.at(-1)?.close).toBe(489);
  });

  it('1D is empty without intraday points', () => {
    expect(sessionChart(sessionHistory([], week)).points).toEqual([]);
  });

  it('1W: five sessions of intraday points when each of them has some', () => {
    const sessions = ['2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-23'];
    const chart = weekChart(
      sessionHistory(
        sessions.flatMap((d) => minutes(d)),
        week,
      ),
    );
    expect(chart.resolution).toBe('intraday');
    expect(chart.points).toHaveLength(1 + 5 * 78);
    expect(chart.points[0]).toEqual({ time: Date.parse('2026-11-16T21:00:00Z'), close: 0 });
  });

  it('1W: the five daily closes after the base when a session lacks intraday points', () => {
    const chart = weekChart(sessionHistory(minutes('2026-11-23'), week));
    expect(chart.resolution).toBe('daily');
    expect(dates(chart)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-23',
    ]);
    expect(closes(chart)).toEqual([0, 1, 2, 3, 4, 7]);
  });

  it('keeps the last price of each 5-minute slot', () => {
    const thinned = thinIntraday([
      { time: 10 * MINUTE, close: 1 },
      { time: 11 * MINUTE, close: 2 },
      { time: 15 * MINUTE, close: 3 },
    ]);
    expect(thinned).toEqual([
      { time: 11 * MINUTE, close: 2 },
      { time: 15 * MINUTE, close: 3 },
    ]);
  });
});
