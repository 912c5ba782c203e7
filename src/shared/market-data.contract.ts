import { z } from 'zod';
import {
  companyProfileSchema,
  historySchema,
  marketOverviewSchema,
  marketStatusSchema,
  newsItemSchema,
  quoteResultSchema,
  searchResultSchema,
  sectorsSchema,
  stockStatsSchema,
  timeframeSchema,
} from './market-data.ts';
import { symbolSchema } from './symbols.ts';

// The market-data routes, defined once: the server registers them with these schemas, the
// client builds URLs and parses responses with them. Every route is a public GET.

const symbolParams = z.object({ symbol: symbolSchema });

export const marketDataContract = {
  quotes: {
    method: 'GET',
    path: '/api/quotes',
    /** ?symbols=AAPL,MSFT (1–50 distinct symbols) */
    querystring: z.object({
      symbols: z
        .string()
        .transform((value) => value.split(',').filter(Boolean))
        .pipe(z.array(symbolSchema).min(1).max(50)),
    }),
    response: z.object({ results: z.array(quoteResultSchema) }),
  },
  quote: {
    method: 'GET',
    path: '/api/quotes/:symbol',
    params: symbolParams,
    response: quoteResultSchema,
  },
  search: {
    method: 'GET',
    path: '/api/search',
    /** SPEC filter applied: symbol, description and type exactly 'Common Stock'. */
    querystring: z.object({
      q: z.string().trim().min(1).max(64),
      limit: z.coerce.number().int().min(1).max(20).default(5),
    }),
    response: z.object({ results: z.array(searchResultSchema) }),
  },
  profile: {
    method: 'GET',
    path: '/api/stocks/:symbol/profile',
    params: symbolParams,
    /** profile null: the provider has no profile for this symbol (most ETFs). */
    response: z.object({ profile: companyProfileSchema.nullable() }),
  },
  history: {
    method: 'GET',
    path: '/api/stocks/:symbol/history',
    params: symbolParams,
    querystring: z.object({ timeframe: timeframeSchema }),
    response: historySchema,
  },
  stats: {
    method: 'GET',
    path: '/api/stocks/:symbol/stats',
    params: symbolParams,
    response: stockStatsSchema,
  },
  news: {
    method: 'GET',
    path: '/api/news',
    querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(5) }),
    response: z.object({ items: z.array(newsItemSchema) }),
  },
  overview: {
    method: 'GET',
    path: '/api/market/overview',
    response: marketOverviewSchema,
  },
  sectors: {
    method: 'GET',
    path: '/api/market/sectors',
    response: sectorsSchema,
  },
  status: {
    method: 'GET',
    path: '/api/market/status',
    response: marketStatusSchema,
  },
} as const;
