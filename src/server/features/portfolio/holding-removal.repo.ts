import { sql } from 'drizzle-orm';
import type { TransactionType } from '#shared/portfolio/portfolio-ledger.ts';
import type { Db } from '../../db/database.ts';
import type { Tx } from '../../db/transactions.ts';

// A holding's deletion kept aside and put back (docs/decisions/094), in SQL: each row moves as
// to_jsonb of itself and comes back through jsonb_populate_record, so every column (numeric
// text, lots, revision, created_at, the import's fingerprint) returns exactly as it was.

export interface KindCount {
  type: TransactionType;
  count: number;
}

/** The symbol's transactions by kind, the most first (then by name). */
export async function kindsOfSymbol(db: Db | Tx, userId: string, symbol: string) {
  const { rows } = await db.execute<{ type: TransactionType; count: number }>(sql`
    SELECT type, count(*)::int AS count FROM portfolio_transactions
    WHERE user_id = ${userId} AND symbol = ${symbol}
    GROUP BY type ORDER BY count(*) DESC, type`);
  return rows;
}

/** Deletes the symbol's rows into the batch `batch`; answers the kinds deleted. */
export async function moveSymbolAside(
  tx: Tx,
  userId: string,
  symbol: string,
  batch: string,
  at: Date,
): Promise<KindCount[]> {
  const { rows } = await tx.execute<{ type: TransactionType; count: number }>(sql`
    WITH gone AS (
      DELETE FROM portfolio_transactions WHERE user_id = ${userId} AND symbol = ${symbol}
      RETURNING *
    ), kept AS (
      INSERT INTO portfolio_deleted_transactions (batch, user_id, deleted_at, row)
      SELECT ${batch}::uuid, ${userId}, ${at.toISOString()}::timestamptz, to_jsonb(gone) FROM gone
      RETURNING row ->> 'type' AS type
    )
    SELECT type, count(*)::int AS count FROM kept GROUP BY type ORDER BY count(*) DESC, type`);
  return rows;
}

/** Forgets the user's batches deleted before `before`. */
export async function forgetAsideBefore(tx: Tx, userId: string, before: Date) {
  await tx.execute(sql`
    DELETE FROM portfolio_deleted_transactions
    WHERE user_id = ${userId} AND deleted_at < ${before.toISOString()}::timestamptz`);
}

/**
 * Puts the batch back (only the user's own, only while newer than `since`) and empties it; a row
 * whose id is taken again, or whose account is gone, stays out. Answers how many came back.
 */
export async function restoreAside(tx: Tx, userId: string, batch: string, since: Date) {
  const { rows } = await tx.execute<{ restored: number }>(sql`
    WITH back AS (
      DELETE FROM portfolio_deleted_transactions
      WHERE user_id = ${userId} AND batch = ${batch}::uuid
        AND deleted_at >= ${since.toISOString()}::timestamptz
      RETURNING row
    ), put AS (
      INSERT INTO portfolio_transactions
      SELECT (jsonb_populate_record(NULL::portfolio_transactions, back.row)).* FROM back
      WHERE EXISTS (
        SELECT 1 FROM portfolio_accounts a
        WHERE a.user_id = ${userId} AND a.id = (back.row ->> 'account_id')::uuid
      )
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    SELECT count(*)::int AS restored FROM put`);
  return rows[0]?.restored ?? 0;
}
