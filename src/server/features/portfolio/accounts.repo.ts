import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import { DEFAULT_ACCOUNT, type Account } from '#shared/portfolio/portfolio-accounts.ts';
import type { Db } from '../../db/database.ts';
import {
  portfolioAccounts as accounts,
  portfolioTransactions as ledger,
} from '../../db/schema/portfolio.ts';
import type { Tx } from '../../db/transactions.ts';

// SQL for a user's accounts (docs/decisions/085). Every query names the user: an id of another
// user's account finds nothing.

export type AccountRow = typeof accounts.$inferSelect;

export const toAccount = (row: AccountRow, transactions: number): Account => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  institution: row.institution,
  currency: row.currency,
  archived: row.archived,
  lotMethod: row.lotMethod,
  transactions,
  createdAt: row.createdAt.toISOString(),
});

const ofUser = (userId: string, id: string) =>
  and(eq(accounts.userId, userId), eq(accounts.id, id));

/** The user's accounts in the order they were opened, each with its transaction count. */
export async function accountList(db: Db | Tx, userId: string): Promise<Account[]> {
  const { rows } = await db.execute<{ id: string; n: string }>(sql`
    SELECT a.id, (SELECT count(*) FROM portfolio_transactions t
                  WHERE t.account_id = a.id OR t.to_account_id = a.id)::text AS n
    FROM portfolio_accounts a WHERE a.user_id = ${userId}`);
  const counts = new Map(rows.map((row) => [row.id, Number(row.n)]));
  const list = await db
    .select()
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .orderBy(asc(accounts.createdAt), asc(accounts.id));
  return list.map((row) => toAccount(row, counts.get(row.id) ?? 0));
}

export async function accountRow(db: Db | Tx, userId: string, id: string) {
  const [row] = await db.select().from(accounts).where(ofUser(userId, id));
  return row ?? null;
}

export async function countAccounts(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(accounts).where(eq(accounts.userId, userId));
  return row?.n ?? 0;
}

export async function countAccountTransactions(tx: Tx, id: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(ledger)
    .where(or(eq(ledger.accountId, id), eq(ledger.toAccountId, id)));
  return row?.n ?? 0;
}

/** Each account's currency, by id (the maths needs it for a trade settled at a broker's rate). */
export async function accountCurrencies(db: Db | Tx, userId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: accounts.id, currency: accounts.currency })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  return new Map(rows.map((row) => [row.id, row.currency]));
}

/** Each of the user's accounts' name, by id (for messages). */
export async function accountNames(db: Db | Tx, userId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Each of the user's accounts' name and kind (the tax report leaves sheltered kinds out). */
export async function accountKinds(db: Db | Tx, userId: string) {
  return db
    .select({ id: accounts.id, name: accounts.name, kind: accounts.kind })
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .orderBy(asc(accounts.name));
}

/** Whether a name is taken by another of the user's accounts (names are case-insensitive). */
export async function nameTaken(tx: Tx, userId: string, name: string, exceptId?: string) {
  const rows = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), sql`lower(${accounts.name}) = lower(${name})`));
  return rows.some((row) => row.id !== exceptId);
}

export async function insertAccount(
  tx: Tx,
  userId: string,
  values: Pick<AccountRow, 'name' | 'kind' | 'institution' | 'currency'> &
    Partial<Pick<AccountRow, 'lotMethod'>>,
  createdAt: Date,
): Promise<AccountRow> {
  const [row] = await tx
    .insert(accounts)
    .values({ ...values, userId, createdAt })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateAccount(
  tx: Tx,
  userId: string,
  id: string,
  values: Partial<
    Pick<AccountRow, 'name' | 'kind' | 'institution' | 'currency' | 'archived' | 'lotMethod'>
  >,
) {
  const [row] = await tx.update(accounts).set(values).where(ofUser(userId, id)).returning();
  return row ?? null;
}

export async function deleteAccount(tx: Tx, userId: string, id: string): Promise<boolean> {
  const deleted = await tx
    .delete(accounts)
    .where(ofUser(userId, id))
    .returning({ id: accounts.id });
  return deleted.length > 0;
}

/**
 * Moves every transaction of account `from` into `to` (both the user's): transfers between the
 * two become transfers of an account to itself, which mean nothing, and are deleted.
 */
export async function moveTransactions(tx: Tx, userId: string, from: string, to: string) {
  await tx.execute(sql`
    DELETE FROM portfolio_transactions WHERE user_id = ${userId}
      AND ((account_id = ${from} AND to_account_id = ${to})
        OR (account_id = ${to} AND to_account_id = ${from}))`);
  await tx.update(ledger).set({ accountId: to }).where(eq(ledger.accountId, from));
  await tx.update(ledger).set({ toAccountId: to }).where(eq(ledger.toAccountId, from));
}

export async function deleteAccountTransactions(tx: Tx, id: string): Promise<number> {
  const deleted = await tx
    .delete(ledger)
    .where(or(eq(ledger.accountId, id), eq(ledger.toAccountId, id)))
    .returning({ id: ledger.id });
  return deleted.length;
}

/**
 * The account a transaction goes to when the request names none: the user's first open
 * account, or — for a user without any — a new "Brokerage" in US dollars.
 */
export async function defaultAccount(tx: Tx, userId: string, now: Date): Promise<AccountRow> {
  const [first] = await tx
    .select()
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.archived, false)))
    .orderBy(asc(accounts.createdAt), asc(accounts.id))
    .limit(1);
  if (first) return first;
  return insertAccount(tx, userId, { ...DEFAULT_ACCOUNT, institution: null }, now);
}
