import { Readable } from 'node:stream';
import { and, asc, eq, gt, or, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../../../shared/portfolio-ledger.ts';
import type { Db } from '../../../db/database.ts';
import { portfolioTransactions as ledger } from '../../../db/schema/portfolio.ts';
import { toTransaction, type LedgerRow } from '../ledger.repo.ts';
import { writeTickerdeckCsv } from './formats/tickerdeck.ts';

// The whole ledger out, oldest first (docs/decisions/030): as our CSV (which imports back
// exactly) or as JSON rows for the account export. Streamed a page at a time, so 100,000
// transactions never sit in one string or one turn of the event loop.

const PAGE_ROWS = 2_000;

export type ExportedTransaction = Transaction & { source: string };

/** The fingerprint it was imported with, or `ledger:<id>` for one entered by hand. */
const exported = (row: LedgerRow): ExportedTransaction => ({
  ...toTransaction(row),
  source: row.sourceFingerprint ?? `ledger:${row.id}`,
});

/** Pages of the user's transactions in ledger order (date, entry time, id). */
export async function* ledgerPages(db: Db, userId: string): AsyncGenerator<ExportedTransaction[]> {
  let after: LedgerRow | null = null;
  for (;;) {
    const position: SQL | undefined = after
      ? or(
          gt(ledger.date, after.date),
          and(eq(ledger.date, after.date), gt(ledger.createdAt, after.createdAt)),
          and(
            eq(ledger.date, after.date),
            eq(ledger.createdAt, after.createdAt),
            gt(ledger.id, after.id),
          ),
        )
      : undefined;
    const rows = await db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, userId), position))
      .orderBy(asc(ledger.date), asc(ledger.createdAt), asc(ledger.id))
      .limit(PAGE_ROWS);
    if (rows.length > 0) yield rows.map(exported);
    if (rows.length < PAGE_ROWS) return;
    after = rows[rows.length - 1] ?? null;
  }
}

/** Our CSV, one page at a time: the header (with Excel's BOM) comes with the first. */
export function ledgerCsv(db: Db, userId: string): Readable {
  return Readable.from(
    (async function* () {
      let first = true;
      for await (const page of ledgerPages(db, userId)) {
        const text = writeTickerdeckCsv(page);
        yield first ? text : text.slice(text.indexOf('\r\n') + 2);
        first = false;
      }
      if (first) yield writeTickerdeckCsv([]);
    })(),
  );
}

/** A JSON document whose `transactions` array is filled page by page. */
export function jsonWithTransactions(db: Db, userId: string, document: object): Readable {
  const head = JSON.stringify(document).slice(0, -1);
  return Readable.from(
    (async function* () {
      yield `${head}${head.endsWith('{') ? '' : ','}"transactions":[`;
      let first = true;
      for await (const page of ledgerPages(db, userId)) {
        const rows = JSON.stringify(page).slice(1, -1);
        yield first ? rows : `,${rows}`;
        first = false;
      }
      yield ']}';
    })(),
  );
}
