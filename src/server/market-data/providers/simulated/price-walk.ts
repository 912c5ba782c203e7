import { LRUCache } from 'lru-cache';
import type { TradingCalendar } from '#shared/market-data/trading-calendar.ts';
import type { CatalogueEntry } from './catalogue.ts';
import { hashString, normal, uniform } from './random.ts';

// Prices as a pure function of (seed, symbol, day, minute). Daily closes follow a slowly
// mean-reverting walk in log space around each listing's trend line through its anchor price,
// so years of history stay at realistic levels; each session's minute path is a Brownian
// bridge from the day's open (a small gap from the previous close) to the day's close. Each
// listing walks on its own exchange's trading days and sessions (decision 084); the n-th trading
// day of its calendar draws the n-th numbers, so US listings are what they always were.

/** The day each listing's anchorPrice describes. */
export const ANCHOR_DATE = '2025-06-02';
/** The simulated calendar; outside it a symbol has no data. */
export const FIRST_DAY = '2019-01-02';
const LAST_DAY = '2035-12-31';
const TRADING_DAYS_PER_YEAR = 252;
/** Pull back towards the trend line per day (keeps multi-year drift realistic). */
const REVERSION = 0.004;
/** Opening gap and intraday wiggle, as fractions of the daily volatility. */
const GAP_SHARE = 0.35;
const INTRADAY_SHARE = 0.7;
const STREAM_DAILY = 1;
const STREAM_GAP = 2;
const STREAM_MINUTE = 3;
const STREAM_VOLUME = 4;
const STREAM_RANGE = 5;
/** A Brownian bridge's typical excursion beyond its end points, as a share of its spread. */
const RANGE_SHARE = 0.6;

/** One session's minute-by-minute path; prices[j] is the price j minutes after the open. */
export interface DayPath {
  date: string;
  openMs: number;
  closeMs: number;
  previousClose: number;
  /** Decimals the listing's prices keep (CatalogueEntry.priceDecimals). */
  decimals: number;
  prices: Float64Array;
  /** volumes[j]: shares traded in minute j (length = minutes in the session). */
  volumes: Float64Array;
}

export interface PriceWalk {
  /** The close on a trading day, or null outside the simulated calendar / not a trading day. */
  closeOn(entry: CatalogueEntry, date: string): number | null;
  dayPath(entry: CatalogueEntry, date: string): DayPath | null;
  /**
   * A day's open, high, low, close and volume without building its minute path (years of
   * history in milliseconds). Open and close are the path's own; high and low are drawn to the
   * bridge's typical range, so they can differ from the path's extremes: used only for days
   * whose minutes nobody charts any more.
   */
  summaryBar(entry: CatalogueEntry, date: string): SummaryBar | null;
  /**
   * The regular session on a date of the listing's exchange (memoised: the time-zone arithmetic
   * is the slow part).
   */
  sessionOn(entry: CatalogueEntry, date: string): { openMs: number; closeMs: number } | null;
}

export interface SummaryBar {
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** The highest and lowest price on minutes [from, to] of a path (inclusive). */
export function extremesOf(path: DayPath, from: number, to: number): { high: number; low: number } {
  let high = Number.NEGATIVE_INFINITY;
  let low = Number.POSITIVE_INFINITY;
  for (let j = from; j <= to && j < path.prices.length; j++) {
    const price = path.prices[j] ?? 0;
    if (price > high) high = price;
    if (price < low) low = price;
  }
  return { high, low };
}

/** A price rounded to a listing's decimals (2: cents). */
export function roundPrice(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}

/** One exchange's trading days in the simulated span, and its sessions as they are asked for. */
interface WalkCalendar {
  days: string[];
  dayIndex: Map<string, number>;
  anchorIndex: number;
  sessions: Map<string, { openMs: number; closeMs: number } | null>;
  calendar: TradingCalendar;
}

export function createPriceWalk(
  seed: number,
  calendarOf: (entry: CatalogueEntry) => TradingCalendar,
): PriceWalk {
  const calendars = new Map<string, WalkCalendar>();
  const logCloses = new Map<string, Float64Array>();
  // ~6 KB per path: 2,000 keep today's and recent sessions of every listing in a few MB.
  const paths = new LRUCache<string, DayPath>({ max: 2000 });

  const calendarBySymbol = new Map<string, WalkCalendar>();

  function walkCalendar(entry: CatalogueEntry): WalkCalendar {
    const known = calendarBySymbol.get(entry.symbol);
    if (known) return known;
    const calendar = calendarOf(entry);
    let walk = calendars.get(calendar.id);
    if (!walk) {
      const days = calendar.tradingDaysBetween(FIRST_DAY, LAST_DAY);
      walk = {
        days,
        dayIndex: new Map(days.map((day, index) => [day, index])),
        anchorIndex: days.findIndex((day) => day >= ANCHOR_DATE),
        sessions: new Map(),
        calendar,
      };
      calendars.set(calendar.id, walk);
    }
    calendarBySymbol.set(entry.symbol, walk);
    return walk;
  }

  function sessionOn(entry: CatalogueEntry, date: string) {
    const { sessions, calendar } = walkCalendar(entry);
    let session = sessions.get(date);
    if (session === undefined) {
      const instants = calendar.sessionOn(date);
      session = instants && { openMs: instants.open.getTime(), closeMs: instants.close.getTime() };
      sessions.set(date, session);
    }
    return session;
  }

  function logClosesOf(entry: CatalogueEntry): Float64Array {
    let series = logCloses.get(entry.symbol);
    if (!series) {
      const { days, anchorIndex } = walkCalendar(entry);
      series = new Float64Array(days.length).fill(Number.NaN);
      series[anchorIndex] = Math.log(entry.anchorPrice);
      logCloses.set(entry.symbol, series);
    }
    return series;
  }

  function logCloseAt(entry: CatalogueEntry, index: number): number {
    const { anchorIndex } = walkCalendar(entry);
    const series = logClosesOf(entry);
    const known = series[index];
    if (known !== undefined && !Number.isNaN(known)) return known;
    const symbolKey = hashString(entry.symbol);
    const trend = Math.log(1 + entry.annualDrift) / TRADING_DAYS_PER_YEAR;
    const anchorLog = Math.log(entry.anchorPrice);
    const step = index > anchorIndex ? 1 : -1;
    // Walk outwards from the nearest known day; each step is drawn from the target day's key.
    let at = index;
    while (Number.isNaN(series[at - step] ?? Number.NaN)) at -= step;
    for (; ; at += step) {
      const from = series[at - step] ?? anchorLog;
      const target = anchorLog + trend * (at - step - anchorIndex);
      const shock = entry.dailyVolatility * normal(seed, symbolKey, STREAM_DAILY, at);
      series[at] = from + step * trend + REVERSION * (target - from) + shock;
      if (at === index) return series[at] ?? anchorLog;
    }
  }

  const closeAt = (entry: CatalogueEntry, index: number) =>
    roundPrice(Math.exp(logCloseAt(entry, index)), entry.priceDecimals);

  function closeOn(entry: CatalogueEntry, date: string): number | null {
    const index = walkCalendar(entry).dayIndex.get(date);
    if (index === undefined) return null;
    return closeAt(entry, index);
  }

  function buildPath(entry: CatalogueEntry, date: string, index: number): DayPath | null {
    const session = sessionOn(entry, date);
    if (!session || index === 0) return null;
    const symbolKey = hashString(entry.symbol);
    const previousClose = closeAt(entry, index - 1);
    const close = closeAt(entry, index);
    const sigma = entry.dailyVolatility;
    const open =
      previousClose * Math.exp(GAP_SHARE * sigma * normal(seed, symbolKey, STREAM_GAP, index));
    const minutes = Math.round((session.closeMs - session.openMs) / 60_000);
    // Brownian bridge: a free walk with its end-point drift removed, laid over the open→close line.
    const walk = new Float64Array(minutes + 1);
    const stepSize = (INTRADAY_SHARE * sigma) / Math.sqrt(minutes);
    for (let j = 1; j <= minutes; j++) {
      walk[j] = (walk[j - 1] ?? 0) + stepSize * normal(seed, symbolKey, STREAM_MINUTE, index, j);
    }
    const end = walk[minutes] ?? 0;
    const [logOpen, logClose] = [Math.log(open), Math.log(close)];
    const prices = new Float64Array(minutes + 1);
    for (let j = 0; j <= minutes; j++) {
      const share = j / minutes;
      const bridge = (walk[j] ?? 0) - share * end;
      const price =
        j === minutes
          ? close
          : roundPrice(
              Math.exp(logOpen + share * (logClose - logOpen) + bridge),
              entry.priceDecimals,
            );
      prices[j] = price;
    }
    return {
      date,
      openMs: session.openMs,
      closeMs: session.closeMs,
      previousClose,
      decimals: entry.priceDecimals,
      prices,
      volumes: minuteVolumes(entry, symbolKey, index, minutes),
    };
  }

  /** Busier at the open and close (the usual U shape), with the day's total varying ±30%. */
  function minuteVolumes(entry: CatalogueEntry, symbolKey: number, index: number, minutes: number) {
    const volumes = new Float64Array(minutes);
    const dayTotal =
      entry.averageDailyVolume *
      Math.exp(0.3 * normal(seed, symbolKey, STREAM_VOLUME, index)) *
      (minutes / 390);
    const weights = Array.from({ length: minutes }, (_, j) => 1 + 3 * ((2 * j) / minutes - 1) ** 2);
    const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
    weights.forEach((weight, j) => {
      const jitter = 0.5 + uniform(seed, symbolKey, STREAM_VOLUME, index, j);
      volumes[j] = Math.round((dayTotal * weight * jitter) / weightSum);
    });
    return volumes;
  }

  function dayPath(entry: CatalogueEntry, date: string): DayPath | null {
    const key = `${entry.symbol}|${date}`;
    const cached = paths.get(key);
    if (cached) return cached;
    const index = walkCalendar(entry).dayIndex.get(date);
    if (index === undefined) return null;
    const path = buildPath(entry, date, index);
    if (path) paths.set(key, path);
    return path;
  }

  function summaryBar(entry: CatalogueEntry, date: string): SummaryBar | null {
    const index = walkCalendar(entry).dayIndex.get(date);
    const session = sessionOn(entry, date);
    if (index === undefined || index === 0 || !session) return null;
    const symbolKey = hashString(entry.symbol);
    const sigma = entry.dailyVolatility;
    const round = (value: number) => roundPrice(value, entry.priceDecimals);
    const previousClose = closeAt(entry, index - 1);
    const close = closeAt(entry, index);
    const open = round(
      previousClose * Math.exp(GAP_SHARE * sigma * normal(seed, symbolKey, STREAM_GAP, index)),
    );
    const spread = RANGE_SHARE * INTRADAY_SHARE * sigma;
    const up = Math.abs(normal(seed, symbolKey, STREAM_RANGE, index, 1));
    const down = Math.abs(normal(seed, symbolKey, STREAM_RANGE, index, 2));
    const minutes = Math.round((session.closeMs - session.openMs) / 60_000);
    const volume =
      entry.averageDailyVolume *
      Math.exp(0.3 * normal(seed, symbolKey, STREAM_VOLUME, index)) *
      (minutes / 390);
    return {
      open,
      high: round(Math.max(open, close) * Math.exp(spread * up)),
      low: round(Math.min(open, close) * Math.exp(-spread * down)),
      close,
      volume: Math.round(volume),
    };
  }

  return { closeOn, dayPath, sessionOn, summaryBar };
}
