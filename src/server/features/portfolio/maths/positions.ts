import type { Decimal } from 'decimal.js';
import { canonical } from '#shared/platform/money.ts';
import type { Position } from '#shared/portfolio/portfolio.ts';
import { groupBySymbol } from './group-by-symbol.ts';
import type { LedgerEntry } from './ledger-entry.ts';
import { bookSymbol, COUNTING_SHARES } from './lots.ts';

// SPEC §3's positions from the ledger (docs/decisions/026): each open lot of a buy, its id the
// buy's id, oldest first. Pure, so it runs in the portfolio pool's threads.

const sixPlaces = (value: Decimal) => canonical(value.toDecimalPlaces(6));

/** `names`: the name each buy was entered with, by the buy's id. */
export function positionsOf(
  entries: readonly LedgerEntry[],
  names: ReadonlyMap<string, string | null>,
): Position[] {
  const positions = new Map<string, Position & { quantity: Decimal }>();
  for (const [symbol, group] of groupBySymbol(entries)) {
    if (!symbol) continue;
    const result = bookSymbol(symbol, group, COUNTING_SHARES);
    if (!result.ok) continue;
    // A lot split between accounts by a transfer is still one purchase: one position.
    for (const lot of result.books.flatMap((book) => book.lots)) {
      const known = positions.get(lot.buyId);
      const quantity = known ? known.quantity.plus(lot.quantity) : lot.quantity;
      positions.set(lot.buyId, {
        id: lot.buyId,
        symbol,
        name: names.get(lot.buyId) ?? null,
        quantity,
        shares: sixPlaces(quantity),
        purchasePrice: sixPlaces(lot.price),
        addedAt: new Date(lot.createdAt).toISOString(),
      });
    }
  }
  return [...positions.values()]
    .map(({ quantity: _, ...position }) => position)
    .sort((a, b) =>
      a.addedAt === b.addedAt ? (a.id < b.id ? -1 : 1) : a.addedAt < b.addedAt ? -1 : 1,
    );
}
