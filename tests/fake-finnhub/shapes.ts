import { LISTING_BY_SYMBOL } from './catalogue.ts';
import type { FakeReply } from './rest-routes.ts';

// The other answers Finnhub really gives for one symbol (docs/decisions/022): every form of
// "no data", partial zeros, fund profiles, plain-text refusals, another listing's metrics.
// A test picks one per symbol and endpoint (fake.setSymbolShape); the rest stays the default.

const NO_ACCESS_TEXT = "You don't have access to this resource.";

export const QUOTE_SHAPES = {
  /** Today's unknown-symbol answer: zeros, null change, t 0. */
  'no-data': () => ok({ c: 0, d: null, dp: null, h: 0, l: 0, o: 0, pc: 0, t: 0 }),
  /** The older zero body, without d/dp. */
  'no-data-old': () => ok({ c: 0, h: 0, l: 0, o: 0, pc: 0, t: 0 }),
  /** The oldest zero body, without t either. */
  'no-data-no-t': () => ok({ c: 0, h: 0, l: 0, o: 0, pc: 0 }),
  empty: () => ok({}),
  'not-supported-text': () => text(200, 'Symbol not supported'),
  /** Whole exchanges (TSX) and indices. */
  'not-supported-json': () => ok({ error: 'Symbol not supported.' }),
  /** A real price with the day's figures and previous close all 0 (2020, TSLA/MSFT/AMD). */
  'partial-zeros': (symbol: string, nowSeconds: number) =>
    ok({ c: basePrice(symbol), h: 0, l: 0, o: 0, pc: 0, t: nowSeconds }),
  /** Outside the key's plan (foreign listings on a free key). */
  'no-access': () => ({ status: 403, body: { error: NO_ACCESS_TEXT } }),
} satisfies Record<string, (symbol: string, nowSeconds: number) => FakeReply>;

export const PROFILE_SHAPES = {
  empty: () => ok({}),
  /** A fund's profile: "N/A" industry, market cap 0, empty ipo/phone/weburl/logo. */
  fund: (symbol: string) =>
    ok({
      country: 'US',
      currency: 'USD',
      exchange: 'NASDAQ NMS - GLOBAL MARKET',
      finnhubIndustry: 'N/A',
      ipo: '',
      logo: '',
      marketCapitalization: 0,
      name: `${symbol} Total Market Index Fund`,
      phone: '',
      shareOutstanding: 0,
      ticker: symbol,
      weburl: '',
    }),
  'not-supported-json': () => ok({ error: 'Symbol not supported.' }),
} satisfies Record<string, (symbol: string, nowSeconds: number) => FakeReply>;

export const METRIC_SHAPES = {
  empty: () => ok({}),
  /** Figures of the primary listing elsewhere (ENB → ENB.TO, in CAD): not this quote's. */
  'primary-listing': (symbol: string) =>
    ok({
      metric: { '52WeekHigh': 70.39, '52WeekHighDate': '2025-10-01', '52WeekLow': 56.51 },
      metricType: 'all',
      series: {},
      symbol: `${symbol}.TO`,
    }),
  'no-access': () => ({ status: 403, body: { error: NO_ACCESS_TEXT } }),
} satisfies Record<string, (symbol: string, nowSeconds: number) => FakeReply>;

export type QuoteShape = keyof typeof QUOTE_SHAPES;
export type ProfileShape = keyof typeof PROFILE_SHAPES;
export type MetricShape = keyof typeof METRIC_SHAPES;

/** What one symbol answers instead of the default, per endpoint. */
export interface SymbolShapes {
  quote?: QuoteShape;
  profile?: ProfileShape;
  metric?: MetricShape;
}

/** The reply a shaped symbol gets on `path`, or null to answer as usual. */
export function shapedReply(
  path: string,
  symbol: string,
  shapes: SymbolShapes | undefined,
  nowSeconds: number,
): FakeReply | null {
  if (!shapes) return null;
  if (path === '/quote' && shapes.quote) return QUOTE_SHAPES[shapes.quote](symbol, nowSeconds);
  if (path === '/stock/profile2' && shapes.profile) return PROFILE_SHAPES[shapes.profile](symbol);
  if (path === '/stock/metric' && shapes.metric) return METRIC_SHAPES[shapes.metric](symbol);
  return null;
}

/** The plain-text 200 some plans got for /stock/candle (2020). */
export const CANDLES_NO_ACCESS_TEXT: FakeReply = text(200, NO_ACCESS_TEXT);

function ok(body: unknown): FakeReply {
  return { status: 200, body };
}

/** A string body is sent as text/plain (index.ts). */
function text(status: number, body: string): FakeReply {
  return { status, body };
}

function basePrice(symbol: string): number {
  return LISTING_BY_SYMBOL.get(symbol)?.basePrice ?? 517.96;
}
