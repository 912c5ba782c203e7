import type { Timeframe } from '#shared/platform/constants.ts';
import { addDays } from '#shared/market-data/market-hours.ts';
import type { HistoryResolution } from '#shared/market-data/market-data.ts';

// Turning stored history into a chart's points (docs/decisions/025). Each range starts with the
// close its change is measured from (the base), then every point inside the range, as dense as
// the stored history allows: intraday for 1D (and 1W when every one of its sessions has
// intraday points), daily up to 1Y, weekly beyond. Pure: the caller reads the rows.

export interface DailyClose {
  /** Trading date in America/New_York, YYYY-MM-DD. */
  date: string;
  /** Start of the bar, epoch ms. */
  time: number;
  close: number;
}

export interface PricePoint {
  /** Epoch ms. */
  time: number;
  close: number;
}

/** A chart as the API sends it: intraday points carry instants, daily and weekly ones dates. */
export interface ChartPoints {
  resolution: HistoryResolution;
  points: { time: number | string; close: number }[];
}

/** Sessions in a 1W chart (SPEC's week of five trading days). */
export const WEEK_SESSIONS = 5;
/** Intraday points closer than this are merged (the last price of each slot is kept). */
const INTRADAY_SLOT_MS = 5 * 60_000;

export type DailyTimeframe = Exclude<Timeframe, '1D' | '1W'>;

const MONTHS_BACK: Record<Exclude<DailyTimeframe, 'YTD' | 'Max'>, number> = {
  '1M': 1,
  '3M': 3,
  '1Y': 12,
  '5Y': 60,
};

/** `date` minus whole months, clamped to the month's last day (2026-03-31 − 1 → 2026-02-28). */
export function monthsBefore(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * The date whose close a range's change is measured from, given today's New York date: a
 * calendar month (or 3, 12, 60) back; for YTD the last day of the previous year; null for Max
 * (all history).
 */
export function rangeStart(timeframe: DailyTimeframe, today: string): string | null {
  if (timeframe === 'Max') return null;
  if (timeframe === 'YTD') return `${Number(today.slice(0, 4)) - 1}-12-31`;
  return monthsBefore(today, MONTHS_BACK[timeframe]);
}

/** Monday of the ISO week containing `date` (YYYY-MM-DD), as YYYY-MM-DD. */
export function weekOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return addDays(date, -sinceMonday);
}

const sortedByDate = (bars: readonly DailyClose[]) =>
  [...bars].sort((a, b) => a.date.localeCompare(b.date));

/**
 * Daily bars (any order) → a 1M…Max chart: the last close on or before `start` (the base, when
 * history reaches that far), then each later close; weekly (each week's last close, dated that
 * day) for 5Y and Max.
 */
export function dailyChart(
  bars: readonly DailyClose[],
  timeframe: DailyTimeframe,
  start: string | null,
): ChartPoints {
  const sorted = sortedByDate(bars);
  const inside = start === null ? sorted : sorted.filter((bar) => bar.date > start);
  const base = start === null ? undefined : sorted.filter((bar) => bar.date <= start).at(-1);
  const weekly = timeframe === '5Y' || timeframe === 'Max';
  const kept = weekly
    ? inside.filter((bar, i) => {
        const next = inside[i + 1];
        return !next || weekOf(bar.date) !== weekOf(next.date);
      })
    : inside;
  return {
    resolution: weekly ? 'weekly' : 'daily',
    points: [...(base ? [base] : []), ...kept].map((bar) => ({ time: bar.date, close: bar.close })),
  };
}

/** Intraday points (any order) thinned to the last price of each 5-minute slot, oldest first. */
export function thinIntraday(points: readonly PricePoint[]): PricePoint[] {
  const slots = new Map<number, PricePoint>();
  for (const point of [...points].sort((a, b) => a.time - b.time)) {
    slots.set(Math.floor(point.time / INTRADAY_SLOT_MS), point);
  }
  return [...slots.values()];
}

export interface SessionHistory {
  /** Intraday points of the last days (any order). */
  intraday: readonly PricePoint[];
  /** Daily bars of the last weeks (any order): trading dates and their closes. */
  daily: readonly DailyClose[];
  /** New York date of an instant. */
  dateOf: (time: number) => string;
  /** The instant a session's regular trading closed (the base point's time); null if none. */
  closeOf: (date: string) => number | null;
}

/** The base point of an intraday chart: the close before `firstDate`, at its closing time. */
function intradayBase(history: SessionHistory, firstDate: string): PricePoint[] {
  const before = sortedByDate(history.daily.filter((bar) => bar.date < firstDate)).at(-1);
  const time = before ? history.closeOf(before.date) : null;
  return before && time !== null ? [{ time, close: before.close }] : [];
}

/** 1D: the latest session that has intraday points, after the previous session's close. */
export function sessionChart(history: SessionHistory): ChartPoints {
  let latest = -Infinity;
  for (const point of history.intraday) latest = Math.max(latest, point.time);
  if (latest === -Infinity) return { resolution: 'intraday', points: [] };
  const day = history.dateOf(latest);
  const session = history.intraday.filter((point) => history.dateOf(point.time) === day);
  return {
    resolution: 'intraday',
    points: [...intradayBase(history, day), ...thinIntraday(session)],
  };
}

/**
 * 1W: the last five sessions (by the daily bars), after the close before them. Intraday when
 * every one of them has intraday points, else their daily closes: never a mix, which would
 * squeeze some days into one point and stretch others.
 */
export function weekChart(history: SessionHistory): ChartPoints {
  const sorted = sortedByDate(history.daily);
  const sessions = sorted.slice(-WEEK_SESSIONS);
  const first = sessions[0];
  if (!first) return { resolution: 'daily', points: [] };
  const dates = new Set(sessions.map((bar) => bar.date));
  const intraday = history.intraday.filter((point) => dates.has(history.dateOf(point.time)));
  const covered = new Set(intraday.map((point) => history.dateOf(point.time)));
  if (covered.size === dates.size) {
    return {
      resolution: 'intraday',
      points: [...intradayBase(history, first.date), ...thinIntraday(intraday)],
    };
  }
  const base = sorted.slice(-WEEK_SESSIONS - 1, -WEEK_SESSIONS);
  return {
    resolution: 'daily',
    points: [...base, ...sessions].map((bar) => ({ time: bar.date, close: bar.close })),
  };
}
