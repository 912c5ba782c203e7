import { z } from 'zod/mini';
import { PRICE_MIN, SHARES_MIN } from '../platform/constants.ts';
import { formatNumber } from '../platform/format.ts';
import { symbolSchema } from '../platform/symbols.ts';
import { plainText } from '../platform/text.ts';
import { lazySchema } from '../platform/lazy-schema.ts';
import { ledgerIdSchema } from './ledger-ids.ts';

// The signed-in user's portfolio: positions with decimal shares and prices (SPEC §3, §5).

/** Upper bounds that keep every total finite (security.md cases 8 and 9). */
export const SHARES_MAX = 1e12;
export const PRICE_MAX = 1e9;

/** Decimal text as stored in NUMERIC columns, e.g. '10.5' or '0.000001'. */
const decimalString = lazySchema(() => z.string().check(z.regex(/^\d+(\.\d+)?$/)));

/** A position's id: its buy's transaction id, in either shape (docs/decisions/076). */
export const positionIdSchema = ledgerIdSchema('Invalid position id');

export const positionSchema = lazySchema(() =>
  z.object({
    /** Its buy's id: a UUIDv7, or 'AAPL-1795220618759' for one added before (decision 076). */
    id: z.string(),
    symbol: symbolSchema,
    name: z.nullable(z.string()),
    shares: decimalString,
    purchasePrice: decimalString,
    addedAt: z.iso.datetime(),
  }),
);
export type Position = z.infer<typeof positionSchema>;

/**
 * A finite JSON number within bounds. Strings, NaN, Infinity (JSON has none, but '1e400'
 * parses to it) and out-of-range values are refused with SPEC §5's messages.
 */
function boundedNumber(requiredMessage: string, min: number, minMessage: string, max: number) {
  return z
    .number({
      error: (issue) =>
        issue.input === undefined ? requiredMessage : `${requiredMessage}: give a number`,
    })
    .check(
      z.refine(Number.isFinite, { message: minMessage }),
      z.refine((n) => n >= min, { message: minMessage }),
      // The message is written only when the check fails: a formatter made at import slows the
      // page's start.
      z.refine((n) => n <= max, { error: () => `Must be at most ${formatNumber(max)}` }),
    );
}

export const addPositionInputSchema = lazySchema(() =>
  z.object({
    symbol: z
      .optional(symbolSchema)
      .check(z.refine((s) => s !== undefined, { message: 'Please select a stock' })),
    name: z.optional(
      z.nullable(z.pipe(z.string().check(z.trim(), z.maxLength(200)), plainText('Name'))),
    ),
    shares: boundedNumber(
      'Number of shares is required',
      SHARES_MIN,
      'Shares must be greater than 0',
      SHARES_MAX,
    ),
    purchasePrice: boundedNumber(
      'Purchase price is required',
      PRICE_MIN,
      'Price must be greater than 0',
      PRICE_MAX,
    ),
  }),
);
export type AddPositionInput = z.infer<typeof addPositionInputSchema>;

export const portfolioSchema = lazySchema(() => z.object({ portfolio: z.array(positionSchema) }));
