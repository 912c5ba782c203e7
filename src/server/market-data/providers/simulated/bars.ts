import { LRUCache } from 'lru-cache';
import type { TradingCalendar } from '#shared/market-data/trading-calendar.ts';
import type { Bar } from '../../provider.ts';
import type { CatalogueEntry } from './catalogue.ts';
import { priceOnPath } from './quote.ts';
import { FIRST_DAY, type DayPath, type PriceWalk } from './price-walk.ts';

// History cut from the same minute paths that quote() reads, so charts, quotes and the live
// stream agree. A bar's time is its start: the session open for daily bars, the bucket start
// (aligned to the open: 09:30, 09:35, …) for intraday bars. Nothing after `now` exists; the
// bar in progress ends at now. Days are the listing's exchange's (decision 084): a daily bar of
// an exchange abroad names its own trading day (Tokyo's opens the evening before in New York).

interface Range {
  fromSec: number;
  toSec: number;
  nowMs: number;
}

/**
 * Days older than this are summarised without their minute paths (PriceWalk.summaryBar): years
 * of daily bars cost milliseconds instead of seconds. Newer days come from the minute paths, so a
 * recent daily bar and that day's intraday bars always agree.
 */
const PATH_DAYS_MS = 40 * 86_400_000;

/** Finished daily bars are small and final: kept apart from the (larger) minute paths. */
const finishedDays = new WeakMap<PriceWalk, LRUCache<string, Bar>>();

/** The bar over minutes [from, to) of a path, cut short at nowMs. */
function barOf(path: DayPath, from: number, to: number, nowMs: number): Bar {
  const startMs = path.openMs + from * 60_000;
  const endMs = Math.min(path.openMs + to * 60_000, nowMs);
  const last = priceOnPath(path, endMs).price;
  let high = last;
  let low = last;
  let volume = 0;
  for (let j = from; j < to; j++) {
    const minuteStart = path.openMs + j * 60_000;
    if (minuteStart >= endMs) break;
    const price = path.prices[j] ?? last;
    high = Math.max(high, price);
    low = Math.min(low, price);
    const share = Math.min((endMs - minuteStart) / 60_000, 1);
    volume += Math.round((path.volumes[j] ?? 0) * share);
  }
  const open = path.prices[from] ?? last;
  return { time: startMs / 1000, open, high, low, close: last, volume };
}

/** Trading days whose session opens in [from, min(to, now)]. */
function daysIn(walk: PriceWalk, entry: CatalogueEntry, calendar: TradingCalendar, range: Range) {
  const fromMs = Math.max(range.fromSec * 1000, Date.parse(FIRST_DAY));
  const toMs = Math.min(range.toSec * 1000, range.nowMs);
  if (toMs < fromMs) return [];
  const [from, to] = [calendar.dateOf(new Date(fromMs)), calendar.dateOf(new Date(toMs))];
  return calendar.tradingDaysBetween(from, to).flatMap((date) => {
    const session = walk.sessionOn(entry, date);
    return session ? [{ date, ...session }] : [];
  });
}

export function dailyBars(
  entry: CatalogueEntry,
  walk: PriceWalk,
  calendar: TradingCalendar,
  range: Range,
): Bar[] {
  let cache = finishedDays.get(walk);
  if (!cache) {
    cache = new LRUCache<string, Bar>({ max: 100_000 });
    finishedDays.set(walk, cache);
  }
  const toMs = Math.min(range.toSec * 1000, range.nowMs);
  const pathBar = (day: { date: string }) => {
    const path = walk.dayPath(entry, day.date);
    return path && barOf(path, 0, path.prices.length - 1, range.nowMs);
  };
  const bars: Bar[] = [];
  for (const day of daysIn(walk, entry, calendar, range)) {
    if (day.openMs < range.fromSec * 1000 || day.openMs > toMs) continue;
    const finished = day.closeMs <= range.nowMs;
    const key = `${entry.symbol}|${day.date}`;
    const cached = finished ? cache.get(key) : undefined;
    if (cached) {
      bars.push(cached);
      continue;
    }
    const bar =
      day.openMs < range.nowMs - PATH_DAYS_MS ? summaryBarOf(walk, entry, day) : pathBar(day);
    if (!bar) continue;
    if (calendar.id !== 'US') bar.date = day.date;
    if (finished) cache.set(key, bar);
    bars.push(bar);
  }
  return bars;
}

function summaryBarOf(
  walk: PriceWalk,
  entry: CatalogueEntry,
  day: { date: string; openMs: number },
): Bar | null {
  const summary = walk.summaryBar(entry, day.date);
  return summary && { time: day.openMs / 1000, ...summary };
}

export function intradayBars(
  entry: CatalogueEntry,
  walk: PriceWalk,
  calendar: TradingCalendar,
  range: Range & { minutes: 5 | 15 | 60 },
): Bar[] {
  const toMs = Math.min(range.toSec * 1000, range.nowMs);
  const bars: Bar[] = [];
  for (const day of daysIn(walk, entry, calendar, range)) {
    const path = walk.dayPath(entry, day.date);
    if (!path) continue;
    const sessionMinutes = path.prices.length - 1;
    for (let from = 0; from < sessionMinutes; from += range.minutes) {
      const startMs = path.openMs + from * 60_000;
      if (startMs < range.fromSec * 1000) continue;
      if (startMs > toMs) break;
      bars.push(barOf(path, from, Math.min(from + range.minutes, sessionMinutes), range.nowMs));
    }
  }
  return bars;
}
