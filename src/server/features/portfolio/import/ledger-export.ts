import { and, asc, eq, gt, gte, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import {
  portfolioAccounts as accounts,
  portfolioTransactions as ledger,
} from '#server/db/schema/portfolio.ts';
import { toTransaction, type LedgerRow } from '../ledger.repo.ts';
import type { AccountRef } from './formats/format.ts';
import { writeTickerdeckCsv, type ExportRow } from './formats/tickerdeck.ts';

// The whole ledger out, oldest first (docs/decisions/030): as our CSV (which imports back
// exactly) or as JSON rows for the account export. Streamed a page at a time, so 100,000
// transactions never sit in one string; read and written in the export pool's threads
// (export-runner.ts), so none of it runs on the event loop.

const PAGE_ROWS = 2_000;

/**
 * A transaction with its source and its accounts by name, kind and currency (docs/decisions/085):
 * an import by anyone opens the same accounts and places each row in its own.
 */
export type ExportedTransaction = ExportRow;

/** The fingerprint it was imported with, or `ledger:<id>` for one entered by hand. */
const sourceOf = (id: string, fingerprint: string | null) => fingerprint ?? `ledger:${id}`;

/**
 * A row as exported; a sale's named lots also by their buys' sources (`sources`: buy id →
 * source), which an import maps to the ids it stores those buys with (docs/decisions/093).
 */
function exported(
  row: LedgerRow,
  named: Map<string, AccountRef>,
  sources: ReadonlyMap<string, string>,
): ExportedTransaction {
  const transaction = toTransaction(row);
  return {
    ...transaction,
    source: sourceOf(row.id, row.sourceFingerprint),
    account: named.get(row.accountId) ?? null,
    toAccount: row.toAccountId ? (named.get(row.toAccountId) ?? null) : null,
    lotSources:
      transaction.lots?.map((lot) => ({
        source: sources.get(lot.buyId) ?? `ledger:${lot.buyId}`,
        quantity: lot.quantity,
      })) ?? null,
  };
}

/** The sources of the buys a page's sales name (they may sit on any page). */
async function lotSourcesOf(db: Db, userId: string, rows: readonly LedgerRow[]) {
  const ids = [...new Set(rows.flatMap((row) => row.lotPicks?.map((pick) => pick.buyId) ?? []))];
  if (ids.length === 0) return new Map<string, string>();
  const buys = await db
    .select({ id: ledger.id, fingerprint: ledger.sourceFingerprint })
    .from(ledger)
    .where(and(eq(ledger.userId, userId), inArray(ledger.id, ids)));
  return new Map(buys.map((buy) => [buy.id, sourceOf(buy.id, buy.fingerprint)]));
}

/** Pages of the user's transactions in ledger order (date, entry time, id). */
export async function* ledgerPages(db: Db, userId: string): AsyncGenerator<ExportedTransaction[]> {
  // A user has at most ACCOUNTS_MAX accounts: read once, named on every row.
  const named = new Map(
    (
      await db
        .select({
          id: accounts.id,
          name: accounts.name,
          kind: accounts.kind,
          currency: accounts.currency,
        })
        .from(accounts)
        .where(eq(accounts.userId, userId))
    ).map(({ id, ...account }) => [id, account]),
  );
  let after: LedgerRow | null = null;
  for (;;) {
    // `date >= the last date` bounds the index scan: each page reads its own rows, not every
    // row before it again (a 100,000-row export re-read 2.5 million rows).
    const position: SQL | undefined = after
      ? and(
          gte(ledger.date, after.date),
          or(
            gt(ledger.date, after.date),
            and(eq(ledger.date, after.date), gt(ledger.createdAt, after.createdAt)),
            and(
              eq(ledger.date, after.date),
              eq(ledger.createdAt, after.createdAt),
              gt(ledger.id, after.id),
            ),
          ),
        )
      : undefined;
    const rows = await db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, userId), position))
      .orderBy(asc(ledger.date), asc(ledger.createdAt), asc(ledger.id))
      .limit(PAGE_ROWS);
    if (rows.length > 0) {
      const sources = await lotSourcesOf(db, userId, rows);
      yield rows.map((row) => exported(row, named, sources));
    }
    if (rows.length < PAGE_ROWS) return;
    after = rows[rows.length - 1] ?? null;
  }
}

/** One page of our CSV; the first carries the header (with Excel's BOM). */
export function csvPage(page: ExportedTransaction[], first: boolean): string {
  const text = writeTickerdeckCsv(page);
  return first ? text : text.slice(text.indexOf('\r\n') + 2);
}

/** One page of the JSON `transactions` array's items; later pages start with a comma. */
export function jsonPage(page: ExportedTransaction[], first: boolean): string {
  // The JSON names a sale's lots by the buys' ids (`lots`); the sources serve the CSV's import.
  const rows = JSON.stringify(page.map(({ lotSources: _sources, ...row }) => row)).slice(1, -1);
  return first ? rows : `,${rows}`;
}

/** The JSON document's text before its `transactions` items, and after them. */
export function jsonFrame(document: object): { head: string; tail: string } {
  const head = JSON.stringify(document).slice(0, -1);
  return { head: `${head}${head.endsWith('{') ? '' : ','}"transactions":[`, tail: ']}' };
}
