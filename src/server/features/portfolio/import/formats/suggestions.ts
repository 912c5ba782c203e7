import type { SuggestionKind } from '#shared/portfolio/portfolio-import-offers.ts';
import { decimalText, parseNumber, type DateOrder } from '../cells.ts';
import { inMajorUnit } from '../row-currency.ts';
import type { FileSuggestion, RowOutcome } from './format.ts';
import { common, currencyOf, failed, isOutcome, type RowCells } from './row-outcomes.ts';

// Rows that change the shares held but that we cannot write as they stand (docs/decisions/030):
// each becomes a suggestion the preview opens in the entry form, filled from the row, naming what
// the person still has to give (a cost, a ratio, the receiving account).

/** What each kind opens as, what it asks when the file does not say, and how it reads. */
const KINDS: Record<
  SuggestionKind,
  { entry: FileSuggestion['entry']; asks: FileSuggestion['ask']; label: string }
> = {
  'stock-plan': { entry: 'receive-shares', asks: ['cost'], label: 'Stock plan deposit' },
  'shares-in': { entry: 'receive-shares', asks: ['cost'], label: 'Shares transferred in' },
  'shares-out': { entry: 'transfer-shares', asks: ['to-account'], label: 'Shares transferred out' },
  merger: { entry: 'sell', asks: ['price'], label: 'Merger' },
  'scrip-dividend': { entry: 'receive-shares', asks: ['cost'], label: 'Scrip dividend' },
  split: { entry: 'split', asks: ['ratio'], label: 'Split' },
};

/** Short sales and covers: the ledger holds no negative positions yet. */
export const SHORT_NOT_SUPPORTED =
  'Short sale: short positions are not supported yet; add the shares once the short is covered, or leave this row out';

/**
 * A suggestion from a row: its symbol and date (an error when either is missing, as for a
 * trade), its shares and cost or price per share when the file gives them. A merger whose row
 * gains shares opens as shares received; one that loses them, as a sell at the price paid.
 */
export function suggestionOutcome(
  kind: SuggestionKind,
  cells: RowCells,
  orders: readonly DateOrder[],
  detail = '',
): RowOutcome {
  const head = common(cells, orders);
  if (!head.ok) return head.outcome;
  const stated = currencyOf(cells);
  if (isOutcome(stated)) return stated;
  const unit = stated.currency ?? { perUnit: 1 };
  const signed = parseNumber(cells.quantity);
  const quantity = signed && !signed.isZero() ? signed.abs() : null;
  let price = parseNumber(cells.price)?.abs() ?? null;
  if ((!price || price.isZero()) && quantity) {
    const amount = parseNumber(cells.amount)?.abs();
    price = amount && !amount.isZero() ? amount.dividedBy(quantity) : null;
  }
  if (price?.isZero()) price = null;
  const spec = KINDS[kind];
  const gains = kind === 'merger' && signed?.isPositive() === true;
  const entry = gains ? 'receive-shares' : spec.entry;
  const asks = gains ? (['cost'] as const) : spec.asks;
  const ask: FileSuggestion['ask'] = [
    ...(quantity || kind === 'split' ? [] : (['quantity'] as const)),
    ...asks.filter((what) => !(price && (what === 'cost' || what === 'price'))),
  ];
  if (kind === 'split' && ask.length === 0) return failed('Split: nothing to ask');
  return {
    kind: 'suggestion',
    suggestion: {
      kind,
      entry,
      ...head.at,
      quantity: quantity ? decimalText(quantity) : null,
      price: price ? decimalText(inMajorUnit(price, unit)) : null,
      ...(stated.currency ? { currency: stated.currency.code } : {}),
      ask,
      reason: `${spec.label}${detail.trim() ? `: ${detail.trim()}` : ''}`,
    },
  };
}
