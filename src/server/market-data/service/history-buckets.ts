import { TIMEFRAME_POINTS, type Timeframe } from '../../../shared/constants.ts';

// Turning stored history into the SPEC §9 point counts (docs/decisions/011-chart-history-buckets.md):
// 1D: the latest session's intraday points in 24 equal slices of its span;
// 1W: the last 7 daily closes; 1M: the last 30 daily closes;
// 3M: the last 12 weekly closes; 1Y: the last 12 monthly closes.
// A point's time is when its bucket starts (its first bar); its close is the bucket's last.

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

function lastOfEachGroup(bars: readonly DailyClose[], groupOf: (date: string) => string) {
  const groups: PricePoint[] = [];
  let current: string | undefined;
  for (const bar of bars) {
    const group = groupOf(bar.date);
    const last = groups[groups.length - 1];
    if (group === current && last) last.close = bar.close;
    else groups.push({ time: bar.time, close: bar.close });
    current = group;
  }
  return groups;
}

/** Monday of the ISO week containing `date` (YYYY-MM-DD), as YYYY-MM-DD. */
export function weekOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  day.setUTCDate(day.getUTCDate() - sinceMonday);
  return day.toISOString().slice(0, 10);
}

/** Daily bars (any order) → the points of a 1W, 1M, 3M or 1Y chart, oldest first. */
export function dailyHistoryPoints(
  bars: readonly DailyClose[],
  timeframe: Exclude<Timeframe, '1D'>,
): PricePoint[] {
  const sorted = [...bars].sort((a, b) => a.date.localeCompare(b.date));
  const count = TIMEFRAME_POINTS[timeframe];
  const points =
    timeframe === '3M'
      ? lastOfEachGroup(sorted, weekOf)
      : timeframe === '1Y'
        ? lastOfEachGroup(sorted, (date) => date.slice(0, 7))
        : sorted.map((bar) => ({ time: bar.time, close: bar.close }));
  return points.slice(-count);
}

/** One session's intraday points (any order) → at most 24 points over its span, oldest first. */
export function intradayHistoryPoints(
  points: readonly PricePoint[],
  count = TIMEFRAME_POINTS['1D'],
): PricePoint[] {
  const sorted = [...points].sort((a, b) => a.time - b.time);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last || sorted.length <= count) return sorted;
  const span = last.time - first.time;
  const buckets = new Map<number, PricePoint>();
  for (const point of sorted) {
    const index =
      span === 0 ? 0 : Math.min(count - 1, Math.floor(((point.time - first.time) / span) * count));
    const bucket = buckets.get(index);
    if (bucket) bucket.close = point.close;
    else buckets.set(index, { time: point.time, close: point.close });
  }
  return [...buckets.values()];
}

/** The intraday points of the most recent date that has any, by `dateOf` (New York dates). */
export function latestSessionPoints(
  points: readonly PricePoint[],
  dateOf: (time: number) => string,
): PricePoint[] {
  let latest = -Infinity;
  for (const point of points) latest = Math.max(latest, point.time);
  if (latest === -Infinity) return [];
  const day = dateOf(latest);
  return points.filter((point) => dateOf(point.time) === day);
}
