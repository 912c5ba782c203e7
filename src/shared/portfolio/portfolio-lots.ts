import { z } from 'zod/mini';
import { lazySchema } from '../platform/lazy-schema.ts';
import { positiveDecimal, QUANTITY_MAX } from './decimal-input.ts';
import { ledgerIdSchema } from './ledger-ids.ts';

/**
 * Which lots a sell closes (docs/decisions/089, 093): the oldest first, at the account's average
 * cost, the highest cost per share first, or the ones named in `lots`. Stored with the sale, so
 * its figures never change when a default does; a stored sale without one is the oldest first.
 * Also each account's method for the sales entered in it (none named: the account's).
 */
export const LOT_METHODS = ['fifo', 'average', 'hifo', 'specific'] as const;
export type LotMethod = (typeof LOT_METHODS)[number];

/** How each method is shown (the account form, the sell forms, the portfolio page). */
export const LOT_METHOD_LABELS: Record<LotMethod, string> = {
  fifo: 'First in, first out (FIFO)',
  average: 'Average cost',
  hifo: 'Highest cost first (HIFO)',
  specific: 'Specific lots, chosen when selling',
};
/** Lots one sale may name. */
const LOT_PICKS_MAX = 500;

/**
 * Decimal text as millionths (the ledger's scale), to add quantities exactly without a library;
 * null for text that is no decimal (its own field reports that).
 */
const millionths = (text: string): bigint | null => {
  const match = /^(\d{1,15})(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!match) return null;
  return BigInt(match[1] ?? '0') * 1_000_000n + BigInt((match[2] ?? '').padEnd(6, '0'));
};

const lotPickSchema = lazySchema(() =>
  z.strictObject({
    /** The buy (or receipt) the lot came from. */
    buyId: ledgerIdSchema('Invalid lot id'),
    quantity: positiveDecimal('Lot quantity', QUANTITY_MAX),
  }),
);
export const sellLots = {
  lotMethod: z.optional(z.nullable(z.enum(LOT_METHODS))),
  lots: z.optional(
    z.nullable(z.array(lotPickSchema).check(z.minLength(1), z.maxLength(LOT_PICKS_MAX))),
  ),
};
type SellLots = {
  quantity?: unknown;
  lotMethod?: unknown;
  lots?: unknown;
};

/**
 * The named lots as far as they can be read: these checks also run when a field failed its own
 * check (that field's message is the one given), so they read the input defensively.
 */
const picksOf = (sale: SellLots): { buyId: unknown; quantity: unknown }[] | null =>
  Array.isArray(sale.lots)
    ? sale.lots.map((lot: unknown) =>
        typeof lot === 'object' && lot !== null
          ? (lot as { buyId: unknown; quantity: unknown })
          : { buyId: undefined, quantity: undefined },
      )
    : null;
const decimalOf = (value: unknown) => (typeof value === 'string' ? millionths(value) : null);

/** Lots are named exactly when the method is 'specific', each once, adding up to the sale. */
export const lotsChecks = [
  z.refine<SellLots>(
    (sale) => (sale.lotMethod === 'specific') === Boolean(picksOf(sale)?.length),
    'Name the lots to sell exactly when the lot method is "specific"',
  ),
  z.refine<SellLots>((sale) => {
    const picks = picksOf(sale);
    return !picks || new Set(picks.map((pick) => pick.buyId)).size === picks.length;
  }, 'Name each lot once'),
  z.refine<SellLots>((sale) => {
    const picks = picksOf(sale);
    if (!picks || sale.quantity === undefined) return true;
    const sold = decimalOf(sale.quantity);
    const picked = picks.map((pick) => decimalOf(pick.quantity));
    // A quantity that is no decimal is its own field's error, not this one's.
    if (sold === null || picked.some((quantity) => quantity === null)) return true;
    return picked.reduce<bigint>((total, quantity) => total + (quantity ?? 0n), 0n) === sold;
  }, "The lots' quantities must add up to the quantity sold"),
];
