import { and, asc, count, eq } from 'drizzle-orm';
import type { Position } from '../../../shared/portfolio.ts';
import type { Db } from '../../db/database.ts';
import { positions } from '../../db/schema/user-data.ts';
import type { Tx } from '../../db/transactions.ts';

type Row = typeof positions.$inferSelect;

const toPosition = (row: Row): Position => ({
  id: row.id,
  symbol: row.symbol,
  name: row.name,
  shares: trimZeros(row.shares),
  purchasePrice: trimZeros(row.purchasePrice),
  addedAt: row.addedAt.toISOString(),
});

/** NUMERIC(24,6) comes back as '1.500000'; the API speaks canonical decimals ('1.5'). */
function trimZeros(numeric: string): string {
  return numeric.includes('.') ? numeric.replace(/\.?0+$/, '') : numeric;
}

export async function listPositions(db: Db | Tx, userId: string): Promise<Position[]> {
  const rows = await db
    .select()
    .from(positions)
    .where(eq(positions.userId, userId))
    .orderBy(asc(positions.addedAt), asc(positions.id));
  return rows.map(toPosition);
}

export async function countPositions(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(positions).where(eq(positions.userId, userId));
  return row?.n ?? 0;
}

interface NewPosition {
  userId: string;
  symbol: string;
  name: string | null;
  shares: string;
  purchasePrice: string;
  addedAt: Date;
}

/**
 * Inserts with id = symbol + '-' + epoch ms (SPEC §3). Ids are global, so two adds of one symbol
 * in the same millisecond (by anyone) move the later one a millisecond on.
 */
export async function insertPosition(tx: Tx, position: NewPosition): Promise<Position> {
  for (let bump = 0; bump < 1000; bump++) {
    const addedAt = new Date(position.addedAt.getTime() + bump);
    const [row] = await tx
      .insert(positions)
      .values({ ...position, id: `${position.symbol}-${addedAt.getTime()}`, addedAt })
      .onConflictDoNothing()
      .returning();
    if (row) return toPosition(row);
  }
  throw new Error('could not find a free position id');
}

export async function deletePosition(tx: Tx, userId: string, id: string): Promise<boolean> {
  const deleted = await tx
    .delete(positions)
    .where(and(eq(positions.userId, userId), eq(positions.id, id)))
    .returning({ id: positions.id });
  return deleted.length > 0;
}

export async function deletePositionsOfSymbol(
  tx: Tx,
  userId: string,
  symbol: string,
): Promise<number> {
  const deleted = await tx
    .delete(positions)
    .where(and(eq(positions.userId, userId), eq(positions.symbol, symbol)))
    .returning({ id: positions.id });
  return deleted.length;
}
