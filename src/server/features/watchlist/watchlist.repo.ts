import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { watchlistItems } from '../../db/schema/user-data.ts';
import type { Tx } from '../../db/transactions.ts';

export async function listWatchlist(db: Db | Tx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ symbol: watchlistItems.symbol })
    .from(watchlistItems)
    .where(eq(watchlistItems.userId, userId))
    .orderBy(asc(watchlistItems.addedAt), asc(watchlistItems.symbol));
  return rows.map((row) => row.symbol);
}

export async function countWatchlist(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(watchlistItems)
    .where(eq(watchlistItems.userId, userId));
  return row?.n ?? 0;
}

export async function hasSymbol(tx: Tx, userId: string, symbol: string): Promise<boolean> {
  const rows = await tx
    .select({ symbol: watchlistItems.symbol })
    .from(watchlistItems)
    .where(and(eq(watchlistItems.userId, userId), eq(watchlistItems.symbol, symbol)));
  return rows.length > 0;
}

/** Returns whether a row was added (false: it was already there). */
export async function insertSymbol(tx: Tx, userId: string, symbol: string): Promise<boolean> {
  const inserted = await tx
    .insert(watchlistItems)
    .values({ userId, symbol })
    .onConflictDoNothing()
    .returning({ symbol: watchlistItems.symbol });
  return inserted.length > 0;
}

/** Returns whether a row was removed. */
export async function deleteSymbol(tx: Tx, userId: string, symbol: string): Promise<boolean> {
  const deleted = await tx
    .delete(watchlistItems)
    .where(and(eq(watchlistItems.userId, userId), eq(watchlistItems.symbol, symbol)))
    .returning({ symbol: watchlistItems.symbol });
  return deleted.length > 0;
}
