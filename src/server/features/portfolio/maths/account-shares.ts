import type { Decimal } from 'decimal.js';
import { decimal } from '#shared/platform/money.ts';
import { ledgerOrder, type LedgerEntry } from './ledger-entry.ts';

// One account's shares of one symbol at the start of a day (a dividend's ex-date opens with the
// shares held the evening before): buys and receipts add, sells and transfers out take away,
// transfers in add, splits multiply by to/from, as the books (lots.ts) count them.

/** `entries`: the symbol's, every account's (a transfer names two). */
export function accountSharesAtStartOf(
  entries: readonly LedgerEntry[],
  accountId: string,
  date: string,
): Decimal {
  let quantity = decimal(0);
  for (const entry of [...entries].sort(ledgerOrder)) {
    if (entry.date >= date) break;
    const shares = entry.quantity;
    if (entry.type === 'split' && entry.ratio) {
      quantity = quantity.times(entry.ratio.to).dividedBy(entry.ratio.from).toDecimalPlaces(6);
    } else if (!shares) {
      continue;
    } else if (entry.accountId === accountId) {
      if (entry.type === 'buy' || entry.type === 'receive-shares') quantity = quantity.plus(shares);
      if (entry.type === 'sell' || entry.type === 'transfer-shares') {
        quantity = quantity.minus(shares);
      }
    } else if (entry.type === 'transfer-shares' && entry.toAccountId === accountId) {
      quantity = quantity.plus(shares);
    }
  }
  return quantity;
}
