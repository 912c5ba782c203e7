import { z } from 'zod';
import type {
  CompanyProfile,
  NewsItem,
  Quote,
  SearchResult,
} from '#shared/market-data/market-data.ts';
import {
  listingMarket,
  majorCurrency,
  toMajorUnit,
  tradingCurrency,
} from '#shared/market-data/listing-markets.ts';
import type { Bar, MarketHoliday, ProviderMarketStatus } from '../../provider.ts';
import { ProviderError } from '../../provider.ts';

// Finnhub response bodies → our types. Every body is parsed with zod; the quirks from
// Finnhub's real answers (zeros for unknown symbols, `{}` profiles, '' trading hours…) are
// decided here and nowhere else. So are London's pence: every price of a London listing
// (quotes, candles, trades) becomes pounds here, the only unit the rest of the app sees
// (docs/decisions/084), unless the listing is stated to trade in another currency (a London
// ETF quoted in dollars), whose prices are kept as they come.

export function parseOr<T extends z.ZodType>(schema: T, body: unknown, what: string): z.infer<T> {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new ProviderError('bad-response', `Finnhub ${what}: unexpected body shape`);
  }
  return result.data;
}

const finite = z.number().refine(Number.isFinite);

// Every field may be missing: `{}` and the old zero body without `t` are answers too.
const quoteBody = z.object({
  c: finite.nullish(),
  // d and dp came later (old bodies lack them) and are null for unknown symbols.
  d: finite.nullish(),
  dp: finite.nullish(),
  h: finite.nullish(),
  l: finite.nullish(),
  o: finite.nullish(),
  pc: finite.nullish(),
  t: finite.nullish(),
});

/** A day figure Finnhub reports as 0 when it does not know it (no traded price is 0). */
const known = (value: number | null | undefined): number | null =>
  value !== null && value !== undefined && value > 0 ? value : null;

/**
 * null for Finnhub's "no data" answers (all zeros with or without `t`, `{}`), never a price of
 * 0. Partial zeros (`{"c":517.96,"pc":0,"o":0,…}`) keep the price and leave what is 0 unknown:
 * no change against a previous close of 0 (docs/decisions/022). `nowMs` dates an answer
 * without `t` (2019's documented form).
 */
export function parseQuote(
  symbol: string,
  body: unknown,
  nowMs: number,
  stated?: string | null,
): Quote | null {
  const q = parseOr(quoteBody, body, '/quote');
  const quoted = known(q.c);
  if (quoted === null || q.t === 0) return null;
  const quotedClose = known(q.pc);
  const quotedChange = quotedClose === null ? null : (q.d ?? quoted - quotedClose);
  const changePercent =
    quotedClose === null || quotedChange === null
      ? null
      : (q.dp ?? (quotedChange / quotedClose) * 100);
  const market = listingMarket(symbol);
  const major = (value: number | null) =>
    value === null ? null : toMajorUnit(value, market, stated);
  const time = q.t !== null && q.t !== undefined && q.t > 0 ? q.t * 1000 : nowMs;
  return {
    symbol,
    price: toMajorUnit(quoted, market, stated),
    change: major(quotedChange),
    changePercent,
    open: major(known(q.o)),
    high: major(known(q.h)),
    low: major(known(q.l)),
    previousClose: major(quotedClose),
    currency: statedCurrency(symbol, stated),
    time: new Date(time).toISOString(),
  };
}

/** The listing's currency: the one its prices are stated in when that is not the exchange's. */
function statedCurrency(symbol: string, stated: string | null | undefined): string {
  const code = majorCurrency(stated);
  return code ?? tradingCurrency(symbol);
}

const searchBody = z.object({
  result: z.array(
    z.object({
      symbol: z.string(),
      description: z.string().catch(''),
      // Foreign listings come back with type '' when no exchange is given.
      type: z.string().catch(''),
    }),
  ),
});

export function parseSearch(body: unknown): SearchResult[] {
  return parseOr(searchBody, body, '/search').result.map(({ symbol, description, type }) => ({
    symbol,
    description,
    type,
  }));
}

const profileBody = z.record(z.string(), z.unknown());

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function number(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Funds get `finnhubIndustry: "N/A"`: a placeholder, not an industry. */
function industry(value: unknown): string | null {
  const name = text(value);
  return name === null || /^n\/?a$/i.test(name) ? null : name;
}

/** 0 means "not reported" (funds), never a company worth $0. */
export function positive(value: unknown): number | null {
  const n = number(value);
  return n !== null && n > 0 ? n : null;
}

/**
 * null for `{}` (unknown symbols and most ETFs) or a body without a name. Fund profiles'
 * placeholders ("N/A" industry, market cap 0, '' ipo/phone/weburl) become null. null too when
 * the `ticker` names another security: Finnhub has answered SGOV's request with IBHJ's profile,
 * and that company's name, industry and market cap must not be shown as SGOV's.
 */
export function parseProfile(symbol: string, body: unknown): CompanyProfile | null {
  const p = parseOr(profileBody, body, '/stock/profile2');
  const ticker = text(p.ticker);
  if (ticker !== null && ticker.toUpperCase() !== symbol.toUpperCase()) return null;
  const name = text(p.name);
  if (name === null) return null;
  const employees = number(p.employeeTotal);
  return {
    symbol,
    name,
    exchange: text(p.exchange),
    industry: industry(p.finnhubIndustry),
    website: text(p.weburl),
    // Finnhub reports market capitalisation in millions; we keep that unit.
    marketCapitalization: positive(p.marketCapitalization),
    currency: tradingCurrency(symbol, typeof p.currency === 'string' ? p.currency : null),
    employees: employees === null || employees <= 0 ? null : Math.round(employees),
    country: text(p.country),
    ipo: typeof p.ipo === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(p.ipo) ? p.ipo : null,
    phone: text(p.phone),
  };
}

const httpUrl = z.url({ protocol: /^https?$/ });

const newsItemBody = z.object({
  id: z.number().int(),
  datetime: z.number().int().positive(),
  headline: z.string().trim().min(1),
  summary: z.string().catch(''),
  source: z.string().catch(''),
  url: httpUrl,
  image: httpUrl.nullable().catch(null),
});

/** Items without a readable http(s) link are dropped; a non-http(s) image becomes null. */
export function parseNews(body: unknown): NewsItem[] {
  const items = parseOr(z.array(z.unknown()), body, '/news');
  const news: NewsItem[] = [];
  for (const raw of items) {
    const parsed = newsItemBody.safeParse(raw);
    if (!parsed.success) continue;
    const { datetime, ...item } = parsed.data;
    news.push({ ...item, datetime: new Date(datetime * 1000).toISOString() });
  }
  return news.sort((a, b) => b.datetime.localeCompare(a.datetime));
}

const candleBody = z.discriminatedUnion('s', [
  z.object({ s: z.literal('no_data') }),
  z.object({
    s: z.literal('ok'),
    t: z.array(finite),
    o: z.array(finite),
    h: z.array(finite),
    l: z.array(finite),
    c: z.array(finite),
    v: z.array(finite),
  }),
]);

/**
 * Daily candles (`daily`) are stamped 00:00 UTC of their trading day, i.e. the evening before
 * in New York: each such bar carries the UTC date of its stamp as its trading day.
 */
export function parseCandles(
  body: unknown,
  daily = false,
  symbol = '',
  stated?: string | null,
): Bar[] {
  const candles = parseOr(candleBody, body, '/stock/candle');
  const market = listingMarket(symbol);
  const major = (value: number) => toMajorUnit(value, market, stated);
  if (candles.s === 'no_data') return [];
  const bars: Bar[] = [];
  candles.t.forEach((time, i) => {
    const [open, high, low, close, volume] = [
      candles.o[i],
      candles.h[i],
      candles.l[i],
      candles.c[i],
      candles.v[i],
    ];
    if (open === undefined || high === undefined || low === undefined) return;
    if (close === undefined || volume === undefined) return;
    const bar: Bar = {
      time,
      open: major(open),
      high: major(high),
      low: major(low),
      close: major(close),
      volume,
    };
    if (daily) bar.date = new Date(time * 1000).toISOString().slice(0, 10);
    bars.push(bar);
  });
  return bars;
}

const marketStatusBody = z.object({
  isOpen: z.boolean(),
  session: z.string().nullable().catch(null),
  holiday: z.string().nullable().catch(null),
});

const SESSIONS = ['pre-market', 'regular', 'post-market'] as const;

export function parseMarketStatus(body: unknown): ProviderMarketStatus {
  const s = parseOr(marketStatusBody, body, '/stock/market-status');
  const session = SESSIONS.find((known) => known === s.session) ?? null;
  return { isOpen: s.isOpen, session, holiday: text(s.holiday) };
}

const holidayBody = z.object({
  data: z.array(
    z.object({ eventName: z.string(), atDate: z.string(), tradingHour: z.string().catch('') }),
  ),
});

const TRADING_HOURS = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/;

/** '' trading hours means closed all day; '09:30-13:00' an early close. */
export function parseMarketHolidays(body: unknown): MarketHoliday[] {
  const { data } = parseOr(holidayBody, body, '/stock/market-holiday');
  const holidays: MarketHoliday[] = [];
  for (const { eventName, atDate, tradingHour } of data) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(atDate)) continue;
    const hours = TRADING_HOURS.exec(tradingHour.trim());
    if (tradingHour.trim() !== '' && !hours) continue; // unreadable hours: leave the day to our calendar
    holidays.push({
      date: atDate,
      name: eventName,
      hours: hours?.[1] && hours[2] ? { open: hours[1], close: hours[2] } : null,
    });
  }
  return holidays;
}

const tradeMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('error'), msg: z.string().catch('') }),
  z.object({ type: z.literal('trade'), data: z.array(z.unknown()) }),
]);

const tradeBody = z.object({
  s: z.string().min(1),
  p: finite.positive(),
  t: finite,
  v: finite.nonnegative(),
});

export type StreamMessage =
  | { type: 'ping' }
  | { type: 'error'; msg: string }
  | { type: 'trade'; trades: { symbol: string; price: number; time: number; volume: number }[] }
  | { type: 'unknown' };

/** One WebSocket message; one message may carry several trades (bad ones are skipped). */
export function parseStreamMessage(raw: string): StreamMessage {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { type: 'unknown' };
  }
  const message = tradeMessage.safeParse(json);
  if (!message.success) return { type: 'unknown' };
  if (message.data.type !== 'trade') return message.data;
  const trades = message.data.data.flatMap((item) => {
    const trade = tradeBody.safeParse(item);
    if (!trade.success) return [];
    const { s, p, t, v } = trade.data;
    return [{ symbol: s, price: toMajorUnit(p, listingMarket(s)), time: t, volume: v }];
  });
  return { type: 'trade', trades };
}
