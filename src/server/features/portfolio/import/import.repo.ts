import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { ImportMapping, SavedMapping } from '#shared/portfolio/portfolio-import.ts';
import type { Db } from '#server/db/database.ts';
import type { AccountKind } from '#shared/portfolio/portfolio-accounts.ts';
import { importMappings, portfolioAccounts } from '#server/db/schema/portfolio.ts';
import type { Tx } from '#server/db/transactions.ts';
import type { OpenedAccount } from './file-accounts.ts';

// SQL of the importer (docs/decisions/030): the stored fingerprints, the batched insert of an
// import's rows, and the saved column mappings.

/**
 * [id, source fingerprint | null] of each of the user's transactions, as one JSON text: 100,000
 * rows are parsed in the import's worker, not row by row by the driver on the event loop.
 */
export async function storedFingerprints(db: Db | Tx, userId: string): Promise<string> {
  const { rows } = await db.execute<{ prints: string }>(sql`
    SELECT coalesce(json_agg(json_build_array(id, source_fingerprint)), '[]')::text AS prints
    FROM portfolio_transactions WHERE user_id = ${userId}`);
  return rows[0]?.prints ?? '[]';
}

/**
 * Inserts one batch (JSON text from import-worker.ts's batchesOf, ids included) in one
 * statement, every row entered at `enteredAt`: rows of one date keep the file's order by their
 * ids (docs/decisions/076).
 */
export async function insertBatch(tx: Tx, userId: string, batch: string, enteredAt: Date) {
  await tx.execute(sql`
    INSERT INTO portfolio_transactions (id, user_id, account_id, to_account_id, currency,
      fx_rate, acquired_on, type, symbol, name, date, quantity, price, amount, fees, split_from,
      split_to, note, created_at, source_fingerprint, lot_method, lot_picks)
    SELECT r.id, ${userId}, r.account_id, r.to_account_id, r.currency, r.fx_rate::numeric,
      r.acquired_on::date, r.type, r.symbol, r.name, r.date::date, r.quantity::numeric,
      r.price::numeric, r.amount::numeric, r.fees::numeric, r.split_from, r.split_to, r.note,
      ${enteredAt.toISOString()}::timestamptz, r.fp, r.lot_method, r.lot_picks
    FROM json_to_recordset(${batch}::json) AS r(id text, account_id uuid, to_account_id uuid,
      currency text, fx_rate text, acquired_on text, type text, symbol text, name text,
      date text, quantity text, price text, amount text, fees text, split_from int,
      split_to int, note text, fp text, lot_method text, lot_picks jsonb)`);
}

/** The accounts an import's rows name that the user did not have, with the ids the rows use. */
export async function insertOpenedAccounts(
  tx: Tx,
  userId: string,
  opened: readonly OpenedAccount[],
  createdAt: Date,
) {
  if (opened.length === 0) return;
  await tx.insert(portfolioAccounts).values(
    opened.map((account) => ({
      id: account.id,
      userId,
      name: account.name,
      kind: account.kind as AccountKind,
      institution: null,
      currency: account.currency,
      createdAt,
    })),
  );
}

const toSaved = (row: typeof importMappings.$inferSelect): SavedMapping => ({
  id: row.id,
  name: row.name,
  mapping: row.mapping,
  createdAt: row.createdAt.toISOString(),
});

export async function savedMappings(db: Db, userId: string): Promise<SavedMapping[]> {
  const rows = await db
    .select()
    .from(importMappings)
    .where(eq(importMappings.userId, userId))
    .orderBy(asc(importMappings.createdAt));
  return rows.map(toSaved);
}

export async function savedMapping(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(importMappings)
    .where(and(eq(importMappings.userId, userId), eq(importMappings.id, id)));
  return row ? toSaved(row) : null;
}

export async function countMappings(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(importMappings)
    .where(eq(importMappings.userId, userId));
  return row?.n ?? 0;
}

export async function insertMapping(tx: Tx, userId: string, name: string, mapping: ImportMapping) {
  const [row] = await tx.insert(importMappings).values({ userId, name, mapping }).returning();
  if (!row) throw new Error('insert returned no row');
  return toSaved(row);
}

/** Whether the user had that mapping (another user's is never touched). */
export async function deleteMapping(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(importMappings)
    .where(and(eq(importMappings.userId, userId), eq(importMappings.id, id)))
    .returning({ id: importMappings.id });
  return deleted.length > 0;
}
