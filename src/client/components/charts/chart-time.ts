import type { HistoryResolution } from '#shared/market-data/market-data.ts';
import { formatCalendarDate, formatMarketTick, formatMarketTime } from '#shared/platform/format.ts';

// Times on a price chart (docs/decisions/025, 041): intraday points are instants shown in New
// York time (labelled ET), never the viewer's offset; daily and weekly points are trading dates,
// shown as dates and never as a clock time. The chart plots points evenly spaced by index, as a
// broker's chart does: nights, weekends and holidays take no room. So the time axis is ours to
// label: these functions pick which points carry a label and word it.

export interface ChartPoint {
  time: string;
  close: number;
}

/** One label on the time axis: the point it sits on and its text. */
export interface TimeTick {
  index: number;
  label: string;
}

/** The points in time order, one per time (a provider can repeat a bar; the last one wins). */
export function uniquePoints(points: readonly ChartPoint[]): ChartPoint[] {
  const byTime = new Map<string, ChartPoint>();
  for (const point of points) byTime.set(point.time, point);
  return [...byTime.values()].sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}

/** The hover label: 'Nov 20, 2:35 PM ET' for an instant, 'Nov 20, 2026' for a date. */
export function crosshairLabel(time: string, resolution: HistoryResolution): string {
  return resolution === 'intraday' ? formatMarketTime(time) : formatCalendarDate(time.slice(0, 10));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A way to cut the time axis: the points where a new period starts (the first point never counts:
 * nothing comes before it) and how such a point is worded.
 */
interface Level {
  starts: number[];
  label: (index: number) => string;
}

function levelOf(keys: readonly (string | number)[], label: (index: number) => string): Level {
  const starts: number[] = [];
  for (let index = 1; index < keys.length; index++) {
    if (keys[index] !== keys[index - 1]) starts.push(index);
  }
  return { starts, label };
}

/** Every k-th start, so that no more than `max` remain. */
function thin(starts: readonly number[], max: number): number[] {
  const step = Math.ceil(starts.length / Math.max(1, max));
  return starts.filter((_, position) => position % step === 0);
}

/** Periods from the finest to the coarsest, for the chart's resolution. */
function levelsFor(times: readonly string[], resolution: HistoryResolution): Level[] {
  if (resolution === 'intraday') {
    const instants = times.map((time) => Date.parse(time));
    // New York's offset from UTC is a whole number of hours, so an hour starts at the same
    // instant in both; a day does not, so the day is New York's.
    const days = instants.map((ms) => formatMarketTick(ms, 'day'));
    const dayStart = new Set(levelOf(days, () => '').starts);
    const clockOrDay = (index: number) =>
      formatMarketTick(instants[index] ?? 0, dayStart.has(index) ? 'day' : 'clock');
    return [
      levelOf(
        instants.map((ms) => Math.floor(ms / 3_600_000)),
        clockOrDay,
      ),
      levelOf(days, (index) => days[index] ?? ''),
    ];
  }
  const dates = times.map((time) => time.slice(0, 10));
  const monthOf = (index: number) => Number(dates[index]?.slice(5, 7) ?? 1);
  const yearOf = (index: number) => dates[index]?.slice(0, 4) ?? '';
  const dayLabel = (index: number) =>
    `${MONTHS[monthOf(index) - 1]} ${Number(dates[index]?.slice(8, 10))}`;
  const monthLabel = (index: number) =>
    monthOf(index) === 1 ? yearOf(index) : (MONTHS[monthOf(index) - 1] ?? '');
  const levels = [
    levelOf(
      dates.map((date) => date.slice(0, 7)),
      monthLabel,
    ),
    levelOf(
      dates.map((date) => date.slice(0, 4)),
      yearOf,
    ),
  ];
  // Weekly points are a week apart already: a label per point is never wanted.
  return resolution === 'daily' ? [levelOf(dates, dayLabel), ...levels] : levels;
}

/**
 * Which points carry a label on the time axis, at most `max` of them. The finest period whose
 * starts fit is used (hours, days, months, years); if it would give a single label, the next finer
 * period is used, thinned to fit, so a one-month chart is labelled by days and not by one month.
 */
export function timeTicks(
  times: readonly string[],
  resolution: HistoryResolution,
  max: number,
): TimeTick[] {
  const levels = levelsFor(times, resolution);
  const ticks = (level: Level, starts: readonly number[]) =>
    starts.map((index) => ({ index, label: level.label(index) }));
  for (const [position, level] of levels.entries()) {
    if (level.starts.length > max) continue;
    const finer = levels[position - 1];
    if (level.starts.length >= 2 || !finer) return ticks(level, level.starts);
    return ticks(finer, thin(finer.starts, max));
  }
  const coarsest = levels.at(-1);
  return coarsest ? ticks(coarsest, thin(coarsest.starts, max)) : [];
}
