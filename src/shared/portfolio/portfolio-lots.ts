import { z } from 'zod/mini';
import { lazySchema } from '../platform/lazy-schema.ts';
import { positiveDecimal, QUANTITY_MAX } from './decimal-input.ts';
import { ledgerIdSchema } from './ledger-ids.ts';

/**
 * Which lots a sell closes (docs/decisions/089): the oldest first, the highest cost per share
 * first, or the ones named in `lots`. Stored with the sale, so its figures never change when a
 * default does; none given is the oldest first.
 */
export const LOT_METHODS = ['fifo', 'hifo', 'specific'] as const;
export type LotMethod = (typeof LOT_METHODS)[number];
/** Lots one sale may name. */
const LOT_PICKS_MAX = 500;

/** Decimal text as millionths (the ledger's scale), to add quantities exactly without a library. */
const millionths = (text: string) => {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0').slice(0, 6) || '0');
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
  quantity?: string | undefined;
  lotMethod?: LotMethod | null | undefined;
  lots?: { buyId: string; quantity: string }[] | null | undefined;
};

/** Lots are named exactly when the method is 'specific', each once, adding up to the sale. */
export const lotsChecks = [
  z.refine<SellLots>(
    (sale) => (sale.lotMethod === 'specific') === Boolean(sale.lots?.length),
    'Name the lots to sell exactly when the lot method is "specific"',
  ),
  z.refine<SellLots>(
    (sale) => !sale.lots || new Set(sale.lots.map((lot) => lot.buyId)).size === sale.lots.length,
    'Name each lot once',
  ),
  z.refine<SellLots>(
    (sale) =>
      !sale.lots ||
      sale.quantity === undefined ||
      sale.lots.reduce((total, lot) => total + millionths(lot.quantity), 0n) ===
        millionths(sale.quantity),
    "The lots' quantities must add up to the quantity sold",
  ),
];
