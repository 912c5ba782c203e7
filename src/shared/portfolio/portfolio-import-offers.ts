import { z } from 'zod/mini';
import { lazySchema } from '../platform/lazy-schema.ts';
import { symbolSchema } from '../platform/symbols.ts';
import { positiveDecimal, PRICE_MAX, QUANTITY_MAX } from './decimal-input.ts';

// What an import offers beyond its rows (docs/decisions/030): rows that change the shares held
// but need a person's word (a suggestion, opened in the entry form filled from the row), and the
// opening positions a file's sells and dividends need when its history starts after the buys.

/** The kinds of share-changing rows a file may hold that become suggestions. */
export const SUGGESTION_KINDS = [
  'stock-plan',
  'shares-in',
  'shares-out',
  'merger',
  'scrip-dividend',
  'split',
] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** What the entry form still needs from the person before the suggestion can be saved. */
export const SUGGESTION_ASKS = ['cost', 'price', 'ratio', 'to-account', 'quantity'] as const;

const decimalText = lazySchema(() => z.string().check(z.regex(/^\d+(\.\d+)?$/)));

/** One row that changes shares, as the entry form opens it (the ledger kind it becomes). */
export const importSuggestionSchema = lazySchema(() =>
  z.object({
    line: z.number().check(z.int(), z.gte(1)),
    kind: z.enum(SUGGESTION_KINDS),
    /** The transaction kind the entry form opens with. */
    entry: z.enum(['buy', 'sell', 'split', 'transfer-shares', 'receive-shares']),
    symbol: z.string(),
    date: z.string(),
    /** Shares, positive; null when the file gives none. */
    quantity: z.nullable(decimalText),
    /** Cost or price per share when the file gives it. */
    price: z.nullable(decimalText),
    currency: z.optional(z.string()),
    ask: z.array(z.enum(SUGGESTION_ASKS)),
    /** The row's own words, for the list ('Stock plan deposit: RSU vest'). */
    reason: z.string(),
  }),
);
export type ImportSuggestion = z.infer<typeof importSuggestionSchema>;

/**
 * Shares the file's sells or dividends need that it never bought: received the day before the
 * file's first date. `quantity` null when only dividends need it (the person gives the count).
 */
export const openingOfferSchema = lazySchema(() =>
  z.object({
    symbol: z.string(),
    date: z.string(),
    quantity: z.nullable(decimalText),
    /** The lines that need it (errors until the opening position is accepted). */
    lines: z.array(z.number().check(z.int(), z.gte(1))),
    /** Whether this preview already includes it (the request accepted it). */
    accepted: z.boolean(),
  }),
);
export type OpeningOffer = z.infer<typeof openingOfferSchema>;

export const OPENING_MAX = 200;

/**
 * The opening positions a request accepts: the symbol, the shares (default: the offer's) and
 * the cost per share (absent: unknown, kept as 0 and noted).
 */
export const openingAcceptSchema = lazySchema(() =>
  z
    .array(
      z.strictObject({
        symbol: symbolSchema,
        quantity: z.optional(positiveDecimal('Quantity', QUANTITY_MAX)),
        price: z.optional(positiveDecimal('Cost per share', PRICE_MAX, 0)),
      }),
    )
    .check(z.maxLength(OPENING_MAX, `At most ${OPENING_MAX} opening positions`)),
);
export type OpeningAccept = z.infer<typeof openingAcceptSchema>;
