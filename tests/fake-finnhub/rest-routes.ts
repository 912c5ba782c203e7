import { FOREIGN_SUFFIXES, LISTING_BY_SYMBOL, LISTINGS, unitHash } from './catalogue.ts';
import { FAKE_ISINS } from './isins.ts';
import { companyNews } from './company-news.ts';
import { earningsCalendar, metric } from './fundamentals.ts';
import { HOLIDAYS } from './market-calendar.ts';
import { generalNews } from './news.ts';
import { CANDLES_NO_ACCESS_TEXT, shapedReply, type SymbolShapes } from './shapes.ts';
import { symbolList } from './symbol-list.ts';

// Finnhub's REST answers, endpoint by endpoint, including its quirks: unknown symbols get 200
// with zeros, profile2 `{}` for ETFs and unknowns, candles 403 on a free key. Any symbol can
// be given another real shape (shapes.ts).

export interface FakeReply {
  status: number;
  body: unknown;
}

/** 'none-text': the 200 text/plain "You don't have access…" some keys got (2020). */
export type CandleAccess = 'none' | 'none-401' | 'none-text' | 'premium';

export interface RouteContext {
  nowMs: number;
  candleAccess: CandleAccess;
  /** Replaces the generated /news answer when set (tests inject odd items). */
  newsOverride: unknown[] | null;
  /** Per-symbol answers other than the default (shapes.ts). */
  shapes: ReadonlyMap<string, SymbolShapes>;
  /** Replaces /stock/market-status when set (an unscheduled closure). */
  marketStatusOverride: Record<string, unknown> | null;
  /** Replaces /stock/market-holiday's list when set. */
  holidaysOverride: typeof HOLIDAYS | null;
}

const NO_ACCESS = { error: "You don't have access to this resource." };

export function route(path: string, query: URLSearchParams, ctx: RouteContext): FakeReply {
  const nowSeconds = Math.floor(ctx.nowMs / 1000);
  const symbol = query.get('symbol') ?? '';
  const shaped = shapedReply(path, symbol, ctx.shapes.get(symbol), nowSeconds);
  if (shaped) return shaped;
  switch (path) {
    case '/quote':
      return quote(query.get('symbol') ?? '', nowSeconds);
    case '/search':
      return { status: 200, body: search(query.get('q') ?? '', query.get('exchange')) };
    case '/stock/profile2':
      return { status: 200, body: profile(query.get('symbol') ?? '') };
    case '/news':
      // Finnhub answers every category with the same shape; only general is modelled.
      return { status: 200, body: ctx.newsOverride ?? generalNews(nowSeconds) };
    case '/company-news':
      return { status: 200, body: companyNews(query, nowSeconds) };
    case '/stock/market-status':
      return { status: 200, body: ctx.marketStatusOverride ?? marketStatus(ctx.nowMs) };
    case '/stock/market-holiday':
      return {
        status: 200,
        body: {
          data: ctx.holidaysOverride ?? HOLIDAYS,
          exchange: 'US',
          timezone: 'America/New_York',
        },
      };
    case '/stock/metric':
      return { status: 200, body: metric(symbol) };
    case '/calendar/earnings':
      return { status: 200, body: earningsCalendar(query, ctx.nowMs) };
    case '/stock/symbol':
      return { status: 200, body: symbolList(query.get('exchange')) };
    case '/stock/candle':
      if (ctx.candleAccess === 'none') return { status: 403, body: NO_ACCESS };
      if (ctx.candleAccess === 'none-401') return { status: 401, body: NO_ACCESS };
      if (ctx.candleAccess === 'none-text') return CANDLES_NO_ACCESS_TEXT;
      return { status: 200, body: candles(query, ctx.nowMs) };
    default:
      return { status: 404, body: '404 page not found' };
  }
}

function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

function quote(symbol: string, nowSeconds: number): FakeReply {
  // Indices and whole exchanges (TSX: RY.TO, VET.TO) are "not supported" with a 200; other
  // foreign listings are outside the free (US) plan.
  if (symbol.startsWith('^') || symbol.endsWith('.TO')) {
    return { status: 200, body: { error: 'Symbol not supported.' } };
  }
  if (/\.(L|BE|MU|DU|DE|PA|HK|T|AS|MX)$/.test(symbol)) {
    return { status: 403, body: NO_ACCESS };
  }
  return { status: 200, body: quoteBody(symbol, nowSeconds) };
}

function quoteBody(symbol: string, nowSeconds: number): Record<string, number | null> {
  const listing = LISTING_BY_SYMBOL.get(symbol);
  if (!listing) return { c: 0, d: null, dp: null, h: 0, l: 0, o: 0, pc: 0, t: 0 };
  const pc = listing.basePrice;
  const movePercent = (unitHash(symbol) - 0.5) * 4;
  const c = round(pc * (1 + movePercent / 100), 2);
  const o = round(pc * (1 + (unitHash(`${symbol}:open`) - 0.5) / 100), 2);
  const d = round(c - pc, 2);
  return {
    c,
    d,
    dp: round((d / pc) * 100, 4),
    h: round(Math.max(c, o) * 1.004, 4),
    l: round(Math.min(c, o) * 0.996, 4),
    o,
    pc,
    t: nowSeconds,
  };
}

function search(q: string, exchange: string | null): { count: number; result: unknown[] } {
  const needle = q.trim().toUpperCase();
  if (needle === '') return { count: 0, result: [] };
  // Finnhub answers an ISIN with the listing it identifies (no foreign listings beside it).
  const byIsin = LISTINGS.filter((listing) => FAKE_ISINS.get(listing.symbol) === needle);
  if (byIsin.length > 0) {
    const result = byIsin.map(({ description, symbol, type }) => ({
      description,
      displaySymbol: symbol,
      symbol,
      type,
    }));
    return { count: result.length, result };
  }
  const result: Record<string, unknown>[] = [];
  for (const listing of LISTINGS) {
    if (!listing.symbol.startsWith(needle) && !listing.description.includes(needle)) continue;
    const { description, symbol, type } = listing;
    result.push({ description, displaySymbol: symbol, symbol, type });
    if (exchange === null && type === 'Common Stock') {
      for (const suffix of FOREIGN_SUFFIXES) {
        const foreign = `${symbol}${suffix}`;
        result.push({
          description,
          displaySymbol: foreign,
          symbol: foreign,
          type: '',
          primary: null,
        });
      }
    }
  }
  return { count: result.length, result };
}

function profile(symbol: string): Record<string, unknown> {
  const listing = LISTING_BY_SYMBOL.get(symbol);
  if (!listing?.profile) return {};
  const { profile: facts } = listing;
  return {
    country: facts.country ?? 'US',
    currency: 'USD',
    estimateCurrency: 'USD',
    exchange: facts.exchange,
    finnhubIndustry: facts.finnhubIndustry,
    ipo: facts.ipo,
    logo: `https://static2.finnhub.io/file/publicdatany/finnhubimage/stock_logo/${symbol}.png`,
    marketCapitalization: facts.marketCapitalization,
    name: facts.name,
    phone: facts.phone,
    shareOutstanding: facts.shareOutstanding,
    ticker: symbol,
    weburl: facts.weburl,
  };
}

const NEW_YORK = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hourCycle: 'h23',
  weekday: 'short',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The New York wall clock: its date, minutes since midnight and weekday ('Mon'). */
function newYorkClock(nowMs: number) {
  const parts = Object.fromEntries(
    NEW_YORK.formatToParts(new Date(nowMs)).map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    weekday: parts.weekday,
  };
}

const REGULAR_OPEN_MINUTES = 9 * 60 + 30;

function marketStatus(nowMs: number): Record<string, unknown> {
  const { date, minutes, weekday } = newYorkClock(nowMs);
  const holiday = HOLIDAYS.find((day) => day.atDate === date);
  const closesAt = holiday?.tradingHour ? 13 * 60 : 16 * 60;
  const weekend = weekday === 'Sat' || weekday === 'Sun';
  let session: string | null = null;
  if (!weekend && !(holiday && holiday.tradingHour === '')) {
    if (minutes >= 4 * 60 && minutes < REGULAR_OPEN_MINUTES) session = 'pre-market';
    else if (minutes >= REGULAR_OPEN_MINUTES && minutes < closesAt) session = 'regular';
    else if (minutes >= closesAt && minutes < 20 * 60) session = 'post-market';
  }
  return {
    exchange: 'US',
    holiday: holiday?.eventName ?? null,
    isOpen: session === 'regular',
    session,
    t: Math.floor(nowMs / 1000),
    timezone: 'America/New_York',
  };
}

/**
 * A day bar exists only for a session that has opened: not on a weekend, nor on a day closed all
 * day, nor for today's UTC date while New York is still on the day before (or before 09:30).
 */
function isSessionDay(utcMidnight: number, nowMs: number): boolean {
  const day = new Date(utcMidnight * 1000);
  const date = day.toISOString().slice(0, 10);
  const weekday = day.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const now = newYorkClock(nowMs);
  if (date > now.date || (date === now.date && now.minutes < REGULAR_OPEN_MINUTES)) return false;
  return !HOLIDAYS.some((holiday) => holiday.atDate === date && holiday.tradingHour === '');
}

/** Daily bars are stamped 00:00 UTC of their trading day, as Finnhub's are (2024 AMZN candles). */
function candles(query: URLSearchParams, nowMs: number): Record<string, unknown> {
  const listing = LISTING_BY_SYMBOL.get(query.get('symbol') ?? '');
  const from = Number(query.get('from'));
  const to = Number(query.get('to'));
  const daily = query.get('resolution') === 'D';
  const step = daily ? 86_400 : Number(query.get('resolution')) * 60;
  if (!listing || !(step > 0) || !(to >= from)) return { s: 'no_data' };
  // The most recent bars when a range is long (a backfill from 1962 asks for decades).
  const t: number[] = [];
  const first = Math.ceil(Math.max(from, to - 10_000 * step) / step) * step;
  for (let time = first; time <= to; time += step) {
    if (!daily || isSessionDay(time, nowMs)) t.push(time);
  }
  t.splice(0, t.length - 5000);
  if (t.length === 0) return { s: 'no_data' };
  const c = t.map((time) =>
    round(listing.basePrice * (0.95 + unitHash(`${listing.symbol}${time}`) / 10), 2),
  );
  return {
    c,
    h: c.map((close) => round(close * 1.01, 2)),
    l: c.map((close) => round(close * 0.99, 2)),
    o: c.map((close, i) => c[i - 1] ?? close),
    s: 'ok',
    t,
    v: t.map((time) => Math.round(1e6 * (1 + unitHash(`${time}v`)))),
  };
}
