import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { watchlistShares } from '../../db/schema/sharing.ts';

// The share links of watchlists: one row per shared list, found by the hash of its token.

/** Whether `error` (or its cause: Drizzle wraps pg's errors) is a foreign-key violation. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/**
 * Stores the list's link, replacing an older one (which stops working). False when the list
 * went between the owner check and this write (its row is gone, so the key refuses it).
 */
export async function saveShare(
  db: Db,
  share: { listId: string; userId: string; tokenHash: string },
): Promise<boolean> {
  try {
    await db
      .insert(watchlistShares)
      .values(share)
      .onConflictDoUpdate({
        target: watchlistShares.listId,
        set: { tokenHash: share.tokenHash, createdAt: sql`now()` },
      });
    return true;
  } catch (error) {
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
}

export async function deleteShare(db: Db, userId: string, listId: string): Promise<void> {
  await db
    .delete(watchlistShares)
    .where(and(eq(watchlistShares.userId, userId), eq(watchlistShares.listId, listId)));
}

/** The list a token's hash opens, and whose it is; undefined for no live link. */
export async function findShare(
  db: Db,
  tokenHash: string,
): Promise<{ userId: string; listId: string } | undefined> {
  const [row] = await db
    .select({ userId: watchlistShares.userId, listId: watchlistShares.listId })
    .from(watchlistShares)
    .where(eq(watchlistShares.tokenHash, tokenHash));
  return row;
}

/** The user's shared lists, oldest link first: never the hashes. */
export async function sharesOf(
  db: Db,
  userId: string,
): Promise<{ listId: string; createdAt: Date }[]> {
  return db
    .select({ listId: watchlistShares.listId, createdAt: watchlistShares.createdAt })
    .from(watchlistShares)
    .where(eq(watchlistShares.userId, userId))
    .orderBy(asc(watchlistShares.createdAt), asc(watchlistShares.listId));
}
