import { describe, expect, it } from 'vitest';
import { crosshairLabel, timeTicks, uniquePoints } from './chart-time.ts';

// The test runner's zone is whatever the machine says: every label here must come out in New
// York time regardless, as a viewer in Tokyo or London must see it.

/** Trading dates from `from`, weekdays only, `count` of them. */
function tradingDates(from: string, count: number): string[] {
  const dates: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); dates.length < count;) {
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) dates.push(day.toISOString().slice(0, 10));
    day = new Date(day.getTime() + 86_400_000);
  }
  return dates;
}

/** Five-minute bars of regular sessions (9:30–16:00 New York, UTC−5 in late November). */
function sessionBars(dates: readonly string[]): string[] {
  return dates.flatMap((date) =>
    Array.from({ length: 78 }, (_, bar) =>
      new Date(Date.parse(`${date}T14:30:00Z`) + bar * 300_000).toISOString(),
    ),
  );
}

describe('chart points', () => {
  it('keeps one point per time, in time order, the last repeat winning', () => {
    expect(
      uniquePoints([
        { time: '2026-11-20', close: 2 },
        { time: '2026-11-19', close: 1 },
        { time: '2026-11-20', close: 3 },
      ]),
    ).toEqual([
      { time: '2026-11-19', close: 1 },
      { time: '2026-11-20', close: 3 },
    ]);
  });
});

describe('the hover label', () => {
  it('gives an intraday point the New York clock and ET', () => {
    expect(crosshairLabel('2026-11-20T14:35:00.000Z', 'intraday')).toBe('Nov 20, 9:35 AM ET');
  });

  it('gives a daily point its date only, never a clock time', () => {
    expect(crosshairLabel('2026-11-20', 'daily')).toBe('Nov 20, 2026');
    expect(crosshairLabel('2026-11-20T00:00:00.000Z', 'weekly')).toBe('Nov 20, 2026');
  });
});

describe('time axis labels', () => {
  it('labels a one-day chart by the New York hour, thinned to fit', () => {
    const times = sessionBars(['2026-11-20']);
    // Hours start at 10:00 … 15:00 New York: bars 6, 18, 30, 42, 54, 66.
    expect(timeTicks(times, 'intraday', 10)).toEqual([
      { index: 6, label: '10:00 AM' },
      { index: 18, label: '11:00 AM' },
      { index: 30, label: '12:00 PM' },
      { index: 42, label: '1:00 PM' },
      { index: 54, label: '2:00 PM' },
      { index: 66, label: '3:00 PM' },
    ]);
    expect(timeTicks(times, 'intraday', 3).map((tick) => tick.label)).toEqual([
      '10:00 AM',
      '12:00 PM',
      '2:00 PM',
    ]);
  });

  it('labels a one-week chart by New York days, even when the UTC date differs', () => {
    const times = sessionBars(tradingDates('2026-11-16', 5));
    // An evening bar at 8 PM New York is already the next day in UTC: still the 16th here.
    const evening = ['2026-11-17T01:00:00.000Z'];
    expect(timeTicks(times, 'intraday', 6).map((tick) => tick.label)).toEqual([
      'Nov 17',
      'Nov 18',
      'Nov 19',
      'Nov 20',
    ]);
    expect(timeTicks(times, 'intraday', 6)[0]?.index).toBe(78);
    expect(timeTicks(['2026-11-16T20:00:00.000Z', ...evening], 'intraday', 6)).toEqual([
      { index: 1, label: '8:00 PM' },
    ]);
  });

  it('labels a one-month daily chart by days when a month start alone would leave one label', () => {
    const times = tradingDates('2026-10-26', 21); // Oct 26 … Nov 23: one month start.
    expect(timeTicks(times, 'daily', 6).map((tick) => tick.label)).toEqual([
      'Oct 27',
      'Nov 2',
      'Nov 6',
      'Nov 12',
      'Nov 18',
    ]);
  });

  it('labels longer daily charts by months, with the year where January starts', () => {
    const times = tradingDates('2025-09-01', 120); // Sep 2025 … Feb 2026.
    expect(timeTicks(times, 'daily', 8).map((tick) => tick.label)).toEqual([
      'Oct',
      'Nov',
      'Dec',
      '2026',
      'Feb',
    ]);
    expect(timeTicks(times, 'daily', 3).map((tick) => tick.label)).toEqual(['Oct', 'Dec', 'Feb']);
  });

  it('labels weekly charts by years, thinned when there are many', () => {
    const weeks = Array.from({ length: 52 * 20 }, (_, week) =>
      new Date(Date.UTC(2006, 0, 2) + week * 7 * 86_400_000).toISOString().slice(0, 10),
    );
    const labels = timeTicks(weeks, 'weekly', 6).map((tick) => tick.label);
    expect(labels).toEqual(['2007', '2011', '2015', '2019', '2023']);
    expect(timeTicks(weeks.slice(0, 52 * 3), 'weekly', 6).map((tick) => tick.label)).toEqual([
      '2007',
      '2008',
    ]);
  });

  it('gives a single point no label and an empty chart none', () => {
    expect(timeTicks(['2026-11-20'], 'daily', 6)).toEqual([]);
    expect(timeTicks([], 'intraday', 6)).toEqual([]);
  });
});
