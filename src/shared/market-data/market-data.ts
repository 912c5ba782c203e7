import { z } from 'zod/mini';
import { TIMEFRAMES } from '../platform/constants.ts';
import { marketDataProviderNameSchema } from './market-data-providers.ts';
import { symbolSchema } from '../platform/symbols.ts';
import { currencyCodeSchema } from './listing-markets.ts';
import { lazySchema } from '../platform/lazy-schema.ts';

// What our API says about markets. The browser parses every response with these schemas;
// the server validates its output with them. Prices are display values (numbers), not money
// we store: stored money lives in positions as NUMERIC (see the portfolio feature).

/** Freshness of a value served from the server's cache. */
export const freshnessSchema = lazySchema(() =>
  z.object({
    /** When the provider produced this value (ISO 8601). */
    asOf: z.iso.datetime(),
    /** True when the provider failed and this is the last good value. */
    stale: z.boolean(),
  }),
);

// null: the provider did not say (Finnhub sometimes sends 0 for the day's open, high, low and
// previous close while the price is real). Without a previous close the change is unknown,
// never computed against 0 (docs/decisions/022).
export const quoteSchema = lazySchema(() =>
  z.object({
    symbol: symbolSchema,
    price: z.number(),
    change: z.nullable(z.number()),
    changePercent: z.nullable(z.number()),
    open: z.nullable(z.number()),
    high: z.nullable(z.number()),
    low: z.nullable(z.number()),
    previousClose: z.nullable(z.number()),
    /**
     * What the prices are in: the ISO code of the major unit (a London listing's pence are
     * pounds by now, decision 084).
     */
    currency: currencyCodeSchema,
    /** Time of the last trade or quote update (ISO 8601). */
    time: z.iso.datetime(),
  }),
);
export type Quote = z.infer<typeof quoteSchema>;

/** A quote, or null when the provider has no data for the symbol ('Data unavailable'). */
export const quoteResultSchema = lazySchema(() =>
  z.object({
    symbol: symbolSchema,
    quote: z.nullable(quoteSchema),
    freshness: z.nullable(freshnessSchema),
  }),
);
export type QuoteResult = z.infer<typeof quoteResultSchema>;

export const searchResultSchema = lazySchema(() =>
  z.object({
    symbol: z.string(),
    description: z.string(),
    type: z.string(),
  }),
);
export type SearchResult = z.infer<typeof searchResultSchema>;

export const companyProfileSchema = lazySchema(() =>
  z.object({
    symbol: symbolSchema,
    name: z.string(),
    exchange: z.nullable(z.string()),
    industry: z.nullable(z.string()),
    website: z.nullable(z.string()),
    /** In millions of `currency`, as the provider reports it. */
    marketCapitalization: z.nullable(z.number()),
    /** The listing's trading currency (ISO code of the major unit, decision 084). */
    currency: currencyCodeSchema,
    employees: z.nullable(z.number().check(z.int())),
    country: z.nullable(z.string()),
    /** YYYY-MM-DD */
    ipo: z.nullable(z.string()),
    phone: z.nullable(z.string()),
  }),
);
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

export const newsItemSchema = lazySchema(() =>
  z.object({
    id: z.number().check(z.int()),
    /** Only http(s) URLs reach the browser; anything else is dropped on the server. */
    url: z.url({ protocol: /^https?$/ }),
    image: z.nullable(z.url({ protocol: /^https?$/ })),
    headline: z.string(),
    summary: z.string(),
    source: z.string(),
    /** ISO 8601 */
    datetime: z.iso.datetime(),
  }),
);
export type NewsItem = z.infer<typeof newsItemSchema>;

export const timeframeSchema = lazySchema(() => z.enum(TIMEFRAMES));

/** How far apart a chart's points are: intraday (instants), daily or weekly (trading dates). */
export const HISTORY_RESOLUTIONS = ['intraday', 'daily', 'weekly'] as const;

export const historyPointSchema = lazySchema(() =>
  z.object({
    /**
     * Intraday: the instant (ISO 8601). Daily and weekly: the New York trading date of the close
     * (YYYY-MM-DD), so no viewer's time zone can move a close to another day.
     */
    time: z.union([z.iso.datetime(), z.iso.date()]),
    close: z.number(),
  }),
);

export const historySchema = lazySchema(() =>
  z.object({
    symbol: symbolSchema,
    timeframe: timeframeSchema,
    resolution: z.enum(HISTORY_RESOLUTIONS),
    /**
     * Oldest first, as dense as the stored history allows (docs/decisions/025). The first point is
     * the close the range's change is measured from. Empty when nothing is known.
     */
    points: z.array(historyPointSchema),
  }),
);
export type History = z.infer<typeof historySchema>;
export type HistoryResolution = History['resolution'];

export const stockStatsSchema = lazySchema(() =>
  z.object({
    symbol: symbolSchema,
    /** The provider's 52-week figures when it has them, else a year of stored daily history; null when neither is known. */
    week52High: z.nullable(z.number()),
    week52Low: z.nullable(z.number()),
  }),
);
export type StockStats = z.infer<typeof stockStatsSchema>;

export const marketStatusSchema = lazySchema(() =>
  z.object({
    isOpen: z.boolean(),
    session: z.nullable(z.enum(['pre-market', 'regular', 'post-market'])),
    /** Name of today's holiday, if any. */
    holiday: z.nullable(z.string()),
    /** Which provider the data comes from; the UI badges one whose prices are simulated. */
    provider: marketDataProviderNameSchema,
    /**
     * The provider's own news page, for 'View all news' (http(s) only); null: it has none, and
     * the link opens the news on the Markets page (docs/decisions/072).
     */
    newsPageUrl: z.nullable(z.url({ protocol: /^https?$/ })),
  }),
);
export type MarketStatus = z.infer<typeof marketStatusSchema>;

const moverSchema = lazySchema(() =>
  z.object({
    symbol: symbolSchema,
    name: z.string(),
    quote: quoteSchema,
  }),
);

/** Gainers (change > 0, biggest percent first) and losers (biggest percent fall first). */
export const moversSchema = lazySchema(() =>
  z.object({
    gainers: z.array(moverSchema),
    losers: z.array(moverSchema),
  }),
);
export type Movers = z.infer<typeof moversSchema>;

export const marketOverviewSchema = lazySchema(() =>
  z.object({
    /** The six index rows, always all six; a failed quote is kept with quote: null. */
    indices: z.array(
      z.object({
        symbol: symbolSchema,
        name: z.string(),
        tracks: z.string(),
        result: quoteResultSchema,
      }),
    ),
    /** Watched stocks with a known change > 0, biggest percent first; at most 5. */
    gainers: z.array(moverSchema),
    /** Watched stocks with a known change < 0, biggest percent fall first; at most 5. */
    losers: z.array(moverSchema),
  }),
);
export type MarketOverview = z.infer<typeof marketOverviewSchema>;

export const sectorsSchema = lazySchema(() =>
  z.object({
    sectors: z.array(
      z.object({ symbol: symbolSchema, name: z.string(), result: quoteResultSchema }),
    ),
  }),
);
export type Sectors = z.infer<typeof sectorsSchema>;
