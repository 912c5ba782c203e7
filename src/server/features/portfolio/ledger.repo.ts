import { and, count, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import { canonical, decimal } from '#shared/platform/money.ts';
import type { Transaction, TransactionListQuery } from '#shared/portfolio/portfolio-ledger.ts';
import type { Db } from '../../db/database.ts';
import { portfolioTransactions as ledger } from '../../db/schema/portfolio.ts';
import type { Tx } from '../../db/transactions.ts';
import { newLedgerId } from './ledger-id.ts';
import type { LedgerEntry } from './maths/ledger-entry.ts';

// SQL for the ledger (docs/decisions/026). NUMERIC comes back as '1.500000'; the API speaks
// canonical decimals ('1.5') and the maths exact Decimals.

export type LedgerRow = typeof ledger.$inferSelect;
export type LedgerValues = Omit<
  LedgerRow,
  'id' | 'userId' | 'createdAt' | 'sourceFingerprint' | 'revision'
>;

const text = (value: string | null) => (value === null ? null : canonical(value));
const exact = (value: string | null) => (value === null ? null : decimal(value));
const ratioOf = (row: LedgerRow) =>
  row.splitFrom !== null && row.splitTo !== null ? { from: row.splitFrom, to: row.splitTo } : null;

export const toTransaction = (row: LedgerRow): Transaction => ({
  id: row.id,
  type: row.type,
  accountId: row.accountId,
  symbol: row.symbol,
  name: row.name,
  date: row.date,
  quantity: text(row.quantity),
  price: text(row.price),
  amount: text(row.amount),
  fees: text(row.fees),
  ratio: ratioOf(row),
  currency: row.currency,
  fxRate: text(row.fxRate),
  toAccountId: row.toAccountId,
  acquiredOn: row.acquiredOn,
  lotMethod: row.lotMethod,
  lots:
    row.lotPicks?.map((pick) => ({ buyId: pick.buyId, quantity: canonical(pick.quantity) })) ??
    null,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});

export const toLedgerEntry = (row: LedgerRow): LedgerEntry => ({
  id: row.id,
  type: row.type,
  accountId: row.accountId,
  toAccountId: row.toAccountId ?? '',
  symbol: row.symbol ?? '',
  currency: row.currency,
  fxRate: exact(row.fxRate),
  acquiredOn: row.acquiredOn,
  date: row.date,
  quantity: exact(row.quantity),
  price: exact(row.price),
  amount: exact(row.amount),
  fees: exact(row.fees),
  ratio: ratioOf(row),
  createdAt: row.createdAt.getTime(),
  lotMethod: row.lotMethod,
  lotPicks:
    row.lotPicks?.map((pick) => ({ buyId: pick.buyId, quantity: decimal(pick.quantity) })) ?? null,
});

const ofUser = (userId: string, ...more: (SQL | undefined)[]) =>
  and(eq(ledger.userId, userId), ...more);

export async function ledgerRows(db: Db | Tx, userId: string, symbol?: string) {
  return db
    .select()
    .from(ledger)
    .where(ofUser(userId, symbol === undefined ? undefined : eq(ledger.symbol, symbol)));
}

export async function transactionPage(db: Db, userId: string, query: TransactionListQuery) {
  const where = ofUser(
    userId,
    query.symbol ? eq(ledger.symbol, query.symbol) : undefined,
    query.account
      ? or(eq(ledger.accountId, query.account), eq(ledger.toAccountId, query.account))
      : undefined,
    query.type ? eq(ledger.type, query.type) : undefined,
    query.from ? gte(ledger.date, query.from) : undefined,
    query.to ? lte(ledger.date, query.to) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(ledger)
      .where(where)
      .orderBy(desc(ledger.date), desc(ledger.createdAt), desc(ledger.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(ledger).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function transactionRow(tx: Tx, userId: string, id: string) {
  const [row] = await tx
    .select()
    .from(ledger)
    .where(ofUser(userId, eq(ledger.id, id)));
  return row ?? null;
}

export async function countTransactions(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(ledger).where(ofUser(userId));
  return row?.n ?? 0;
}

/** Inserts with a new id (ledger-id.ts), entered at `createdAt`. */
export async function insertTransaction(
  tx: Tx,
  userId: string,
  values: LedgerValues,
  createdAt: Date,
): Promise<LedgerRow> {
  const [row] = await tx
    .insert(ledger)
    .values({ ...values, userId, id: newLedgerId(), createdAt })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateTransaction(tx: Tx, userId: string, id: string, values: LedgerValues) {
  const [row] = await tx
    .update(ledger)
    .set(values)
    .where(ofUser(userId, eq(ledger.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteTransaction(tx: Tx, userId: string, id: string): Promise<boolean> {
  const deleted = await tx
    .delete(ledger)
    .where(ofUser(userId, eq(ledger.id, id)))
    .returning({ id: ledger.id });
  return deleted.length > 0;
}

export async function deleteSymbol(tx: Tx, userId: string, symbol: string): Promise<number> {
  const deleted = await tx
    .delete(ledger)
    .where(ofUser(userId, eq(ledger.symbol, symbol)))
    .returning({ id: ledger.id });
  return deleted.length;
}

/** Per symbol, the company name of its latest buy that named one. */
export async function buyNames(db: Db, userId: string): Promise<Map<string, string>> {
  const { rows } = await db.execute<{ symbol: string; name: string }>(sql`
    SELECT DISTINCT ON (symbol) symbol, name FROM portfolio_transactions
    WHERE user_id = ${userId} AND type = 'buy' AND name IS NOT NULL
    ORDER BY symbol, created_at DESC`);
  return new Map(rows.map((row) => [row.symbol, row.name]));
}

/** The name each buy was entered with, by the buy's id (buys without one left out). */
export async function buyNamesById(db: Db, userId: string): Promise<Map<string, string>> {
  const { rows } = await db.execute<{ id: string; name: string }>(sql`
    SELECT id, name FROM portfolio_transactions
    WHERE user_id = ${userId} AND type = 'buy' AND name IS NOT NULL`);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The user's whole ledger as one JSON text of rows [id, type, symbol, date, quantity, price,
 * amount, fees, splitFrom, splitTo, createdAtMs, accountId, toAccountId, currency, fxRate,
 * acquiredOn, lotMethod, lotPicks]: one value to hand to a worker thread, parsed
 * there (parseLedger), so 15,000 rows cost the event loop one string.
 */
export async function ledgerText(db: Db, userId: string): Promise<string> {
  return ledgerTextWhere(db, userId, sql`true`);
}

/** ledgerText of only the rows of `symbols` ('' stands for the rows of no symbol: cash). */
export async function ledgerTextOf(db: Db | Tx, userId: string, symbols: readonly string[]) {
  const named = symbols.filter((symbol) => symbol !== '');
  const cash = symbols.includes('');
  return ledgerTextWhere(
    db,
    userId,
    sql`(symbol = ANY(${sql.param(named)}::text[]) OR (${cash} AND symbol IS NULL))`,
  );
}

async function ledgerTextWhere(db: Db | Tx, userId: string, where: SQL): Promise<string> {
  const { rows } = await db.execute<{ ledger: string }>(sql`
    SELECT coalesce(json_agg(json_build_array(
             id, type, symbol, date::text, quantity::text, price::text, amount::text, fees::text,
             split_from, split_to, (extract(epoch FROM created_at) * 1000)::float8,
             account_id, to_account_id, currency, fx_rate::text, acquired_on::text,
             lot_method, lot_picks
           )), '[]')::text AS ledger
    FROM portfolio_transactions WHERE user_id = ${userId} AND ${where}`);
  return rows[0]?.ledger ?? '[]';
}

/**
 * Each symbol's rows in brief ('' for the rows of no symbol): their count and highest revision.
 * Revisions only grow (a new one on every insert and update, docs/decisions/086), so the same
 * fingerprint means the same rows: an insert or edit raises the highest, a delete lowers the count.
 */
export async function ledgerFingerprints(
  db: Db | Tx,
  userId: string,
): Promise<Map<string, string>> {
  const { rows } = await db.execute<{ symbol: string; fingerprint: string }>(sql`
    SELECT coalesce(symbol, '') AS symbol, count(*) || ':' || max(revision) AS fingerprint
    FROM portfolio_transactions WHERE user_id = ${userId} GROUP BY symbol`);
  return new Map(rows.map((row) => [row.symbol, row.fingerprint]));
}

/** Whether the user has any transaction in `symbol` (an index lookup, whatever the ledger's size). */
export async function hasSymbol(db: Db, userId: string, symbol: string): Promise<boolean> {
  const rows = await db
    .select({ id: ledger.id })
    .from(ledger)
    .where(ofUser(userId, eq(ledger.symbol, symbol)))
    .limit(1);
  return rows.length > 0;
}

/** The symbols the user has bought (the ones whose dividends and splits may be theirs). */
export async function boughtSymbols(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ symbol: ledger.symbol })
    .from(ledger)
    .where(ofUser(userId, eq(ledger.type, 'buy')));
  return rows.flatMap((row) => (row.symbol === null ? [] : [row.symbol]));
}

/** The symbols the user has any transaction in. */
export async function ledgerSymbols(db: Db | Tx, userId: string): Promise<string[]> {
  // From one symbol to the next along the (user, symbol) index: 250 look-ups, not a pass over
  // every row (5 ms where DISTINCT took 28 ms at 100,000 transactions).
  const { rows } = await db.execute<{ symbol: string | null }>(sql`
    WITH RECURSIVE symbols AS (
      (SELECT symbol FROM portfolio_transactions
       WHERE user_id = ${userId} AND symbol IS NOT NULL ORDER BY symbol LIMIT 1)
      UNION ALL
      SELECT (SELECT t.symbol FROM portfolio_transactions t
              WHERE t.user_id = ${userId} AND t.symbol > symbols.symbol
              ORDER BY t.symbol LIMIT 1)
      FROM symbols WHERE symbols.symbol IS NOT NULL
    )
    SELECT symbol FROM symbols WHERE symbol IS NOT NULL`);
  return rows.flatMap((row) => (row.symbol === null ? [] : [row.symbol]));
}

/** Each symbol the user has any transaction in, with its earliest trade date. */
export async function ledgerFirstDates(db: Db, userId: string): Promise<Map<string, string>> {
  const { rows } = await db.execute<{ symbol: string; first: string }>(sql`
    SELECT symbol, min(date)::text AS first FROM portfolio_transactions
    WHERE user_id = ${userId} AND symbol IS NOT NULL GROUP BY symbol`);
  return new Map(rows.map((row) => [row.symbol, row.first]));
}

/**
 * The user's ledger version: a new number whenever any of their transactions or accounts is
 * inserted, updated or deleted, through any process (triggers in migration 0016,
 * docs/decisions/086); '0' before their first. Decision 029's answer cache keys on it.
 */
export async function ledgerVersion(db: Db, userId: string): Promise<string> {
  const { rows } = await db.execute<{ version: string }>(sql`
    SELECT version::text AS version FROM portfolio_ledger_versions WHERE user_id = ${userId}`);
  return rows[0]?.version ?? '0';
}
