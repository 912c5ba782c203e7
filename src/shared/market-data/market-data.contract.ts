import { z } from 'zod/mini';
import {
  companyProfileSchema,
  historySchema,
  marketOverviewSchema,
  marketStatusSchema,
  moversSchema,
  newsItemSchema,
  quoteResultSchema,
  searchResultSchema,
  sectorsSchema,
  stockStatsSchema,
  timeframeSchema,
} from './market-data.ts';
import { fundamentalsSchema } from './fundamentals.ts';
import { symbolCatalogueSchema } from './symbol-catalogue.ts';
import { symbolSchema } from '../platform/symbols.ts';
import { defineContract } from '../platform/contract.ts';
import { lazySchema } from '../platform/lazy-schema.ts';

// The market-data routes, defined once: the server registers them with these schemas, the
// client builds URLs and parses responses with them. Every route is a public GET.

const symbolParams = lazySchema(() => z.object({ symbol: symbolSchema }));
/** Symbol routes take no query: '/api/quotes/A?token=x' is refused, not silently read as 'A'. */
const noQuery = lazySchema(() => z.strictObject({}));

/** A market-data failure is never a 500 nor the vendor's words (docs/decisions/007, 015). */
const upstreamErrors = [
  'market-data-rate-limited',
  'market-data-busy',
  'market-data-unavailable',
] as const;

/** Adding a symbol to a watchlist or portfolio asks market data whether it exists (docs/decisions/015). */
export const symbolCheckErrors = [
  'unauthenticated',
  'unknown-symbol',
  'limit-reached',
  ...upstreamErrors,
] as const;

export const marketDataContract = defineContract({
  quotes: {
    method: 'GET',
    path: '/api/quotes',
    /** ?symbols=AAPL,MSFT (1–50 distinct symbols) */
    query: lazySchema(() =>
      z.object({
        symbols: z.pipe(
          z.pipe(
            z.string(),
            z.transform((value: string) => value.split(',').filter(Boolean)),
          ),
          z.array(symbolSchema).check(z.minLength(1), z.maxLength(50)),
        ),
      }),
    ),
    response: lazySchema(() => z.object({ results: z.array(quoteResultSchema) })),
    errors: upstreamErrors,
  },
  quote: {
    method: 'GET',
    path: '/api/quotes/:symbol',
    params: symbolParams,
    query: noQuery,
    response: quoteResultSchema,
    errors: upstreamErrors,
  },
  search: {
    method: 'GET',
    path: '/api/search',
    /** SPEC filter applied: symbol, description and type exactly 'Common Stock'. */
    query: lazySchema(() =>
      z.object({
        q: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
        limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(20)), 5),
      }),
    ),
    response: lazySchema(() => z.object({ results: z.array(searchResultSchema) })),
    errors: upstreamErrors,
  },
  profile: {
    method: 'GET',
    path: '/api/stocks/:symbol/profile',
    params: symbolParams,
    query: noQuery,
    /** profile null: the provider has no profile for this symbol (most ETFs). */
    response: lazySchema(() => z.object({ profile: z.nullable(companyProfileSchema) })),
    errors: upstreamErrors,
  },
  history: {
    method: 'GET',
    path: '/api/stocks/:symbol/history',
    params: symbolParams,
    query: lazySchema(() => z.strictObject({ timeframe: timeframeSchema })),
    response: historySchema,
    errors: upstreamErrors,
  },
  stats: {
    method: 'GET',
    path: '/api/stocks/:symbol/stats',
    params: symbolParams,
    query: noQuery,
    response: stockStatsSchema,
    errors: upstreamErrors,
  },
  /** P/E, EPS, dividend yield, beta, volumes and the next earnings date, each with its date. */
  fundamentals: {
    method: 'GET',
    path: '/api/stocks/:symbol/fundamentals',
    params: symbolParams,
    query: noQuery,
    response: fundamentalsSchema,
    errors: upstreamErrors,
  },
  news: {
    method: 'GET',
    path: '/api/news',
    query: lazySchema(() =>
      z.object({
        limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 5),
      }),
    ),
    response: lazySchema(() => z.object({ items: z.array(newsItemSchema) })),
    errors: upstreamErrors,
  },
  companyNews: {
    method: 'GET',
    path: '/api/stocks/:symbol/news',
    params: symbolParams,
    /** The company's news of the last week, newest first (http(s) links only). */
    query: lazySchema(() =>
      z.strictObject({
        limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 5),
      }),
    ),
    response: lazySchema(() => z.object({ items: z.array(newsItemSchema) })),
    errors: upstreamErrors,
  },
  overview: {
    method: 'GET',
    path: '/api/market/overview',
    response: marketOverviewSchema,
    errors: [],
  },
  /** The Markets screen's Top Gainers and Top Losers among the sector funds' largest holdings. */
  movers: {
    method: 'GET',
    path: '/api/market/movers',
    response: moversSchema,
    errors: [],
  },
  sectors: {
    method: 'GET',
    path: '/api/market/sectors',
    response: sectorsSchema,
    errors: [],
  },
  /**
   * Every symbol the provider lists (compact rows), for searching as the user types
   * (docs/decisions/034). Long-cached with an ETag; a 503 when the provider never gave one.
   */
  symbols: {
    method: 'GET',
    path: '/api/market/symbols',
    response: symbolCatalogueSchema,
    errors: upstreamErrors,
  },
  status: {
    method: 'GET',
    path: '/api/market/status',
    response: marketStatusSchema,
    errors: [],
  },
});
