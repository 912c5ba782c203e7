import { z } from 'zod/mini';
import { lazySchema } from '../platform/lazy-schema.ts';
import { ASSET_CLASSES } from '../market-data/classification.ts';
import { symbolSchema } from '../platform/symbols.ts';
import { CORPORATE_ACTION_SUGGESTIONS_MAX } from './portfolio-corporate-actions.ts';
import { AMOUNT_MAX, positiveDecimal } from './decimal-input.ts';
import { TRANSACTION_TYPES, tradeDateSchema } from './portfolio-ledger.ts';

// What the holdings screen asks besides the holdings themselves: a holding's transactions by
// kind before it is deleted, its deletion and undo (docs/decisions/094), every suggested
// dividend added at once, and each holding's sector, industry, country and asset class.

/** How long a deleted holding can be restored (the page offers Undo for about 10 s of it). */
export const HOLDING_UNDO_MS = 10 * 60_000;

const kindsSchema = lazySchema(() =>
  z.array(
    z.object({ type: z.enum(TRANSACTION_TYPES), count: z.number().check(z.int(), z.gte(1)) }),
  ),
);

export const holdingTransactionsSchema = lazySchema(() =>
  z.object({
    symbol: z.string(),
    total: z.number().check(z.int(), z.gte(0)),
    /** Each kind with at least one transaction, the most first. */
    kinds: kindsSchema,
  }),
);

export const removedHoldingSchema = lazySchema(() =>
  z.object({
    symbol: z.string(),
    total: z.number().check(z.int(), z.gte(0)),
    kinds: kindsSchema,
    /** What restores them (restoreHolding), until `undoUntil`; null when nothing was deleted. */
    undo: z.nullable(z.uuid()),
    undoUntil: z.nullable(z.iso.datetime()),
  }),
);
export type RemovedHolding = z.infer<typeof removedHoldingSchema>;

export const restoreHoldingBodySchema = lazySchema(() =>
  z.strictObject({ undo: z.uuid('Invalid undo token') }),
);

export const restoredHoldingSchema = lazySchema(() =>
  z.object({ restored: z.number().check(z.int(), z.gte(0)) }),
);

export const addDividendsBodySchema = lazySchema(() =>
  z.strictObject({
    dividends: z
      .array(
        z.strictObject({
          symbol: symbolSchema,
          date: tradeDateSchema,
          amount: positiveDecimal('Amount', AMOUNT_MAX),
        }),
      )
      .check(
        z.minLength(1, 'Give at least one dividend'),
        z.maxLength(
          CORPORATE_ACTION_SUGGESTIONS_MAX,
          `At most ${CORPORATE_ACTION_SUGGESTIONS_MAX} dividends at once`,
        ),
      ),
  }),
);
export type AddDividendsBody = z.infer<typeof addDividendsBodySchema>;

export const addedDividendsSchema = lazySchema(() =>
  z.object({ added: z.number().check(z.int(), z.gte(0)) }),
);

export const holdingFactsSchema = lazySchema(() =>
  z.object({
    facts: z.array(
      z.object({
        symbol: z.string(),
        /** The company's name as the provider says (for holdings bought without one). */
        name: z.nullable(z.string()),
        /** A company's shares or a fund's; null when the provider does not say. */
        kind: z.nullable(z.enum(['stock', 'fund'])),
        /**
         * Null when the provider does not say (shown as 'Unknown', never guessed), or, for a fund,
         * when it holds more than one (docs/decisions/096). Cash is the client's own slice.
         */
        sector: z.nullable(z.string()),
        industry: z.nullable(z.string()),
        country: z.nullable(z.string()),
        assetClass: z.nullable(z.enum(ASSET_CLASSES)),
      }),
    ),
  }),
);
export type HoldingFacts = z.infer<typeof holdingFactsSchema>;
