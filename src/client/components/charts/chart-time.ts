import type { Time, UTCTimestamp } from 'lightweight-charts';
import type { HistoryResolution } from '../../../shared/market-data.ts';
import { formatCalendarDate, formatMarketTick, formatMarketTime } from '../../../shared/format.ts';

// Times on a price chart (docs/decisions/025): intraday points are instants shown in New York
// time (labelled ET), never the viewer's offset; daily and weekly points are trading dates, shown
// as dates and never as a clock time. lightweight-charts hands back the times we gave it: epoch
// seconds for intraday, 'YYYY-MM-DD' (or its {year, month, day} form) for dates.

type ChartTime = Time;

/** The value lightweight-charts plots for one of our points. */
export function chartTime(time: string, resolution: HistoryResolution): UTCTimestamp | string {
  return resolution === 'intraday'
    ? (Math.floor(Date.parse(time) / 1000) as UTCTimestamp)
    : time.slice(0, 10);
}

const pad = (value: number) => String(value).padStart(2, '0');

function dateOf(time: ChartTime): string | null {
  if (typeof time === 'string') return time.slice(0, 10);
  if (typeof time === 'number') return null;
  return `${time.year}-${pad(time.month)}-${pad(time.day)}`;
}

/** The crosshair's label: 'Nov 20, 2:35 PM ET' for an instant, 'Nov 20, 2026' for a date. */
export function crosshairLabel(time: ChartTime): string {
  const date = dateOf(time);
  if (date !== null) return formatCalendarDate(date);
  return formatMarketTime(new Date(Number(time) * 1000).toISOString());
}

/**
 * An axis label for an intraday chart: the New York day where a day starts, else the New York
 * clock. `startsDay` is lightweight-charts' own judgement (a tick of day, month or year type).
 */
export function intradayTickLabel(time: ChartTime, startsDay: boolean): string | null {
  if (typeof time !== 'number') return null;
  return formatMarketTick(time * 1000, startsDay ? 'day' : 'clock');
}
