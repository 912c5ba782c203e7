import { and, asc, count, eq, sql } from 'drizzle-orm';
import { FIRST_WATCHLIST_NAME } from '#shared/watchlist/watchlist.ts';
import type { Db } from '../../db/database.ts';
import { watchlistItems, watchlists } from '../../db/schema/user-data.ts';
import type { Tx } from '../../db/transactions.ts';

// The rows of one list. A user's first list is the one with the lowest position: SPEC's
// 'Your Watchlist', which the single-list routes act on (docs/decisions/033).

/** The id of the user's first list, or undefined while they have none. */
export async function firstListId(db: Db | Tx, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: watchlists.id })
    .from(watchlists)
    .where(eq(watchlists.userId, userId))
    .orderBy(asc(watchlists.position), asc(watchlists.createdAt))
    .limit(1);
  return row?.id;
}

/** The first list's id, made for the user on their first write (callers hold the user's lock). */
export async function ensureFirstList(tx: Tx, userId: string): Promise<string> {
  const existing = await firstListId(tx, userId);
  if (existing) return existing;
  const [row] = await tx
    .insert(watchlists)
    .values({ userId, name: FIRST_WATCHLIST_NAME, position: 0 })
    .returning({ id: watchlists.id });
  if (!row) throw new Error('Inserting the first watchlist returned no row');
  return row.id;
}

/** The symbols of the user's first list, in the order they were added. */
export async function listWatchlist(db: Db | Tx, userId: string): Promise<string[]> {
  const listId = await firstListId(db, userId);
  return listId ? listSymbols(db, listId) : [];
}

export async function listSymbols(db: Db | Tx, listId: string): Promise<string[]> {
  const rows = await db
    .select({ symbol: watchlistItems.symbol })
    .from(watchlistItems)
    .where(eq(watchlistItems.listId, listId))
    .orderBy(asc(watchlistItems.addedAt), asc(watchlistItems.symbol));
  return rows.map((row) => row.symbol);
}

/** Every symbol in any of the user's lists, once each. */
export async function allSymbols(db: Db | Tx, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ symbol: watchlistItems.symbol })
    .from(watchlistItems)
    .where(eq(watchlistItems.userId, userId));
  return rows.map((row) => row.symbol);
}

export async function countSymbols(tx: Tx, listId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(watchlistItems)
    .where(eq(watchlistItems.listId, listId));
  return row?.n ?? 0;
}

export async function findItem(
  tx: Tx,
  listId: string,
  symbol: string,
): Promise<{ note: string | null } | undefined> {
  const [row] = await tx
    .select({ note: watchlistItems.note })
    .from(watchlistItems)
    .where(and(eq(watchlistItems.listId, listId), eq(watchlistItems.symbol, symbol)));
  return row;
}

/** Returns whether a row was added (false: the list already held the symbol). */
export async function insertSymbol(
  tx: Tx,
  item: { listId: string; userId: string; symbol: string; note?: string | null },
): Promise<boolean> {
  const inserted = await tx
    .insert(watchlistItems)
    .values(item)
    .onConflictDoNothing()
    .returning({ symbol: watchlistItems.symbol });
  return inserted.length > 0;
}

/** Returns whether a row was removed. */
export async function deleteSymbol(tx: Tx, listId: string, symbol: string): Promise<boolean> {
  const deleted = await tx
    .delete(watchlistItems)
    .where(and(eq(watchlistItems.listId, listId), eq(watchlistItems.symbol, symbol)))
    .returning({ symbol: watchlistItems.symbol });
  return deleted.length > 0;
}

/** Returns whether the note changed. */
export async function updateNote(
  tx: Tx,
  listId: string,
  symbol: string,
  note: string | null,
): Promise<boolean> {
  const updated = await tx
    .update(watchlistItems)
    .set({ note })
    .where(
      and(
        eq(watchlistItems.listId, listId),
        eq(watchlistItems.symbol, symbol),
        sql`${watchlistItems.note} IS DISTINCT FROM ${note}`,
      ),
    )
    .returning({ symbol: watchlistItems.symbol });
  return updated.length > 0;
}
