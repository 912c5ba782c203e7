import { and, asc, count, eq, max, ne, sql } from 'drizzle-orm';
import type { Watchlists } from '#shared/watchlist/watchlist.ts';
import type { Db } from '../../db/database.ts';
import { watchlistItems, watchlists } from '../../db/schema/user-data.ts';
import type { Tx } from '../../db/transactions.ts';

// The user's named lists themselves (docs/decisions/033); their rows: watchlist.repo.ts.

/** Every list, first list first, each with its symbols in the order they were added. */
export async function loadWatchlists(db: Db | Tx, userId: string): Promise<Watchlists> {
  const [lists, items] = await Promise.all([
    db
      .select({ id: watchlists.id, name: watchlists.name })
      .from(watchlists)
      .where(eq(watchlists.userId, userId))
      .orderBy(asc(watchlists.position), asc(watchlists.createdAt)),
    db
      .select({
        listId: watchlistItems.listId,
        symbol: watchlistItems.symbol,
        note: watchlistItems.note,
      })
      .from(watchlistItems)
      .where(eq(watchlistItems.userId, userId))
      .orderBy(asc(watchlistItems.addedAt), asc(watchlistItems.symbol)),
  ]);
  return {
    lists: lists.map((list) => ({
      ...list,
      items: items
        .filter((item) => item.listId === list.id)
        .map(({ symbol, note }) => ({ symbol, note })),
    })),
  };
}

/** The user's list ids in order; another user's list is never among them. */
export async function listIds(db: Db | Tx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: watchlists.id })
    .from(watchlists)
    .where(eq(watchlists.userId, userId))
    .orderBy(asc(watchlists.position), asc(watchlists.createdAt));
  return rows.map((row) => row.id);
}

export async function countLists(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(watchlists)
    .where(eq(watchlists.userId, userId));
  return row?.n ?? 0;
}

/** Whether another of the user's lists has this name, ignoring case. */
export async function nameTaken(
  tx: Tx,
  userId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await tx
    .select({ id: watchlists.id })
    .from(watchlists)
    .where(
      and(
        eq(watchlists.userId, userId),
        sql`lower(${watchlists.name}) = lower(${name})`,
        exceptId ? ne(watchlists.id, exceptId) : undefined,
      ),
    );
  return rows.length > 0;
}

export async function insertList(tx: Tx, userId: string, name: string): Promise<void> {
  const [row] = await tx
    .select({ last: max(watchlists.position) })
    .from(watchlists)
    .where(eq(watchlists.userId, userId));
  await tx.insert(watchlists).values({ userId, name, position: (row?.last ?? -1) + 1 });
}

/** Returns whether the name changed. */
export async function renameList(tx: Tx, listId: string, name: string): Promise<boolean> {
  const updated = await tx
    .update(watchlists)
    .set({ name })
    .where(and(eq(watchlists.id, listId), ne(watchlists.name, name)))
    .returning({ id: watchlists.id });
  return updated.length > 0;
}

/** Positions 0, 1, 2… in the order given. */
export async function setPositions(tx: Tx, ids: readonly string[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await tx.update(watchlists).set({ position }).where(eq(watchlists.id, id));
  }
}

/** Deletes the list; its rows cascade. */
export async function deleteList(tx: Tx, listId: string): Promise<void> {
  await tx.delete(watchlists).where(eq(watchlists.id, listId));
}
