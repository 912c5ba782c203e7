import type { Decimal } from 'decimal.js';
import { canonical } from '#shared/platform/money.ts';
import type { Position } from '#shared/portfolio/portfolio.ts';
import { groupBySymbol } from './group-by-symbol.ts';
import type { LedgerEntry } from './ledger-entry.ts';
import { bookSymbol } from './lots.ts';

// SPEC §3's positions from the ledger (docs/decisions/026): each open lot of a buy, its id the
// buy's id, oldest first. Pure, so it runs in the portfolio pool's threads.

const sixPlaces = (value: Decimal) => canonical(value.toDecimalPlaces(6));

/** `names`: the name each buy was entered with, by the buy's id. */
export function positionsOf(
  entries: readonly LedgerEntry[],
  names: ReadonlyMap<string, string | null>,
): Position[] {
  const positions: Position[] = [];
  for (const [symbol, group] of groupBySymbol(entries)) {
    const result = bookSymbol(symbol, group);
    if (!result.ok) continue;
    for (const lot of result.book.lots) {
      positions.push({
        id: lot.buyId,
        symbol,
        name: names.get(lot.buyId) ?? null,
        shares: sixPlaces(lot.quantity),
        purchasePrice: sixPlaces(lot.price),
        addedAt: new Date(lot.createdAt).toISOString(),
      });
    }
  }
  return positions.sort((a, b) =>
    a.addedAt === b.addedAt ? (a.id < b.id ? -1 : 1) : a.addedAt < b.addedAt ? -1 : 1,
  );
}
