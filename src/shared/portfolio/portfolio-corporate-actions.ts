import { z } from 'zod/mini';
import { lazySchema } from '../platform/lazy-schema.ts';

// Dividends and splits the history provider reports for the user's holdings, offered to be
// added to the ledger in one click, never added by themselves (docs/decisions/031).

/** At most this many suggestions, the newest first. */
export const CORPORATE_ACTION_SUGGESTIONS_MAX = 200;

const decimalOut = lazySchema(() => z.string().check(z.regex(/^-?\d+(\.\d+)?$/)));

export const corporateActionSuggestionSchema = lazySchema(() =>
  z.object({
    symbol: z.string(),
    type: z.enum(['dividend', 'split']),
    /** The ex-date, YYYY-MM-DD. */
    date: z.string(),
    /** A dividend's cash per share; null for a split. */
    perShare: z.nullable(decimalOut),
    /** Shares held at the start of the ex-date, counting the ledger's splits. */
    shares: decimalOut,
    /** perShare × shares to 6 places (at least 2); null for a split. */
    amount: z.nullable(decimalOut),
    /** A split's ratio as the ledger records it ({ from: 1, to: 4 } is 4-for-1); null for a dividend. */
    ratio: z.nullable(z.object({ from: z.number().check(z.int()), to: z.number().check(z.int()) })),
  }),
);
export type CorporateActionSuggestion = z.infer<typeof corporateActionSuggestionSchema>;

export const corporateActionSuggestionsSchema = lazySchema(() =>
  z.object({
    suggestions: z.array(corporateActionSuggestionSchema),
  }),
);
export type CorporateActionSuggestions = z.infer<typeof corporateActionSuggestionsSchema>;
