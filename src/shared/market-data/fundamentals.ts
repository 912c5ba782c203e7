import { z } from 'zod/mini';
import { symbolSchema } from '../platform/symbols.ts';
import { currencyCodeSchema } from './listing-markets.ts';
import { marketDataProviderNameSchema } from './market-data-providers.ts';
import { lazySchema } from '../platform/lazy-schema.ts';

// The stock page's key statistics beyond the day's prices (GET /api/stocks/:symbol/fundamentals).
// Each figure carries the date it describes; null: the data provider has no such figure for
// this listing (the page says so in words, never a bare "No data").

const figureSchema = lazySchema(() =>
  z.object({
    value: z.number(),
    /** The New York date the figure describes (YYYY-MM-DD). */
    asOf: z.iso.date(),
  }),
);
export type Figure = z.infer<typeof figureSchema>;

export const fundamentalsSchema = lazySchema(() =>
  z.object({
    symbol: symbolSchema,
    /** 'fund': an exchange-traded product; null when the provider does not say. */
    kind: z.nullable(z.enum(['stock', 'fund'])),
    /** The provider the figures come from (the page names it when one is missing). */
    provider: marketDataProviderNameSchema,
    /** EPS's currency: the listing's trading currency. */
    currency: currencyCodeSchema,
    /** Price over trailing EPS; null also when EPS is not positive (no meaningful P/E). */
    peRatio: z.nullable(figureSchema),
    /** Earnings per share over the last twelve months, as of the quarter it runs to. */
    eps: z.nullable(figureSchema),
    /** Annual dividend over the price, in percent; 0: the listing pays none. */
    dividendYield: z.nullable(figureSchema),
    beta: z.nullable(figureSchema),
    /** Shares traded in the last session (today's so far while it trades). */
    volume: z.nullable(figureSchema),
    /** Average shares a day over the last 10 sessions. */
    averageVolume: z.nullable(figureSchema),
    /** Average shares a day over the last 3 months. */
    averageVolume3Month: z.nullable(figureSchema),
    /** The next announced earnings date within the next 120 days, and when that was known. */
    nextEarnings: z.nullable(z.object({ date: z.iso.date(), asOf: z.iso.date() })),
  }),
);
export type Fundamentals = z.infer<typeof fundamentalsSchema>;
