import type { Decimal } from 'decimal.js';
import { decimal } from '#shared/platform/money.ts';
import { ledgerOrder, type LedgerEntry } from './ledger-entry.ts';

// Shares of one symbol held at the start of given days: the quantity bookSymbol (lots.ts)
// arrives at, buys adding, sells taking away, splits multiplying by to/from, in one pass over
// the ledger however many days are asked (a dividend's ex-date opens with yesterday's shares).

/** The shares held before any transaction dated `date` or later, for each of `dates`. */
export function sharesHeldAtStartOf(
  entries: readonly LedgerEntry[],
  dates: readonly string[],
): Map<string, Decimal> {
  const ordered = [...entries].sort(ledgerOrder);
  const held = new Map<string, Decimal>();
  let quantity = decimal(0);
  let next = 0;
  for (const date of [...new Set(dates)].sort()) {
    for (; next < ordered.length; next++) {
      const entry = ordered[next];
      if (!entry || entry.date >= date) break;
      quantity = afterEntry(quantity, entry);
    }
    held.set(date, quantity);
  }
  return held;
}

function afterEntry(quantity: Decimal, entry: LedgerEntry): Decimal {
  if (entry.type === 'buy' && entry.quantity) return quantity.plus(entry.quantity);
  if (entry.type === 'sell' && entry.quantity) return quantity.minus(entry.quantity);
  if (entry.type === 'split' && entry.ratio) {
    return quantity.times(entry.ratio.to).dividedBy(entry.ratio.from);
  }
  return quantity;
}
