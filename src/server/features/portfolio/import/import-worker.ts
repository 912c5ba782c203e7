import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { MessagePort } from 'node:worker_threads';
import { z } from 'zod/mini';
import type { ImportFormat } from '#shared/portfolio/portfolio-import.ts';
import { HttpError } from '#server/plugins/errors.ts';
import type { LotMethod } from '#shared/portfolio/portfolio-lots.ts';
import { newLedgerId } from '../ledger-id.ts';
import { unnamedSaleMethod } from '../ledger-rules.ts';
import { parseLedger } from '../maths/parse-ledger.ts';
import {
  analyseOutcomes,
  fieldText,
  readOutcomes,
  UnknownFormatError,
  type FormatChoice,
} from './analyse-file.ts';
import { isinsIn, NO_ISINS, type IsinAnswer } from './isin-symbols.ts';
import type { OpeningAccept } from '#shared/portfolio/portfolio-import-offers.ts';
import { checkImport, symbolsToCheck } from './check-ledger.ts';
import type { Accepted } from './walk-holdings.ts';
import { accountBook, type KnownAccount, type OpenedAccount } from './file-accounts.ts';
import { decodeCsv } from './decode.ts';
import { formatCatalogue } from './formats/registry.ts';
import { readUpload } from './read-upload.ts';

// One import's CPU work in its own thread (docs/decisions/030): decoding, CSV, the broker format,
// validation, fingerprints, the holdings walk, and the answer's JSON. The event loop that serves
// everyone else only moves text: the file in, the symbols to look up out, the answer back.
// It runs in the import pool's threads (import-runner.ts).

// A thread loads its own modules and none of them imports classic zod, which sets zod's English
// messages on the main thread: set them here, or a row's default messages read 'Invalid input'
// (docs/decisions/039).
z.config(z.locales.en());

export interface ImportJob {
  bytes: Uint8Array;
  choice: FormatChoice;
  /** ledgerText (ledger.repo.ts): the user's transactions. */
  ledger: string;
  /** JSON text of [id, source fingerprint | null] per stored transaction (import.repo.ts). */
  fingerprints: string;
  today: string;
  /** The account rows that name none go to (id '' when the user has none yet). */
  account: KnownAccount;
  /** All the user's accounts (archived too): the ones rows may name. */
  accounts: KnownAccount[];
  /** Each account's lot method by id: a sale that names none records its account's. */
  lotMethods: Record<string, LotMethod>;
  /** Rows per insert batch in the commit's payload. */
  batchSize: number;
  /** The opening positions the request accepts. */
  openings?: OpeningAccept;
}

export type WorkerMessage =
  | { type: 'symbols'; symbols: string[] }
  | { type: 'isins'; isins: string[] }
  | {
      type: 'done';
      /** The preview as JSON text, ready to send. */
      preview: string;
      format: ImportFormat;
      /** The accepted rows as JSON texts of at most batchSize rows each (insertBatch's input). */
      batches: { json: string; rows: number }[];
      counts: {
        imported: number;
        duplicates: number;
        skipped: number;
        suggested: number;
        openings: number;
      };
      /** Accounts the accepted rows name that the user does not have: the commit opens them. */
      opened: OpenedAccount[];
      /** Whether a row names its lots: the commit then checks them against the whole ledger. */
      namesLots: boolean;
      /** The errors as JSON text (an array of { line, message }). */
      errors: string;
    }
  | { type: 'failed'; status: number; code: string; message: string };

export interface SymbolAnswer {
  known: string[];
  unchecked: string[];
}

/**
 * Rows in the shape of json_to_recordset in import.repo.ts, each with its new id, in file order.
 * A sale's named lots get the ids of their buys: a row of the file by its new id, a stored one
 * by `storedIds` (stored transaction id by source fingerprint).
 */
export function batchesOf(
  accepted: readonly Accepted[],
  size: number,
  storedIds: ReadonlyMap<string, string> = new Map(),
  lotMethods: Readonly<Record<string, LotMethod>> = {},
) {
  const ids = accepted.map(() => newLedgerId());
  const idOf = new Map(storedIds);
  accepted.forEach((row, at) => idOf.set(row.fingerprint, ids[at] as string));
  const batches: { json: string; rows: number }[] = [];
  for (let start = 0; start < accepted.length; start += size) {
    const rows = accepted.slice(start, start + size).map((row, at) => {
      const { input, fingerprint } = row;
      const given = (name: string) => fieldText(input, name);
      return {
        id: ids[start + at] as string,
        account_id: row.accountId,
        to_account_id: given('toAccountId'),
        currency: input.currency,
        fx_rate: given('fxRate'),
        acquired_on: given('acquiredOn'),
        type: input.type,
        symbol: 'symbol' in input ? input.symbol : null,
        name: given('name')?.trim() || null,
        date: input.date,
        quantity: given('quantity'),
        price: given('price'),
        amount: given('amount'),
        fees: given('fees'),
        split_from: input.type === 'split' ? input.ratio.from : null,
        split_to: input.type === 'split' ? input.ratio.to : null,
        note: input.note?.trim() ? input.note : null,
        fp: fingerprint,
        lot_method:
          input.type === 'sell'
            ? (input.lotMethod ?? unnamedSaleMethod(lotMethods[row.accountId] ?? 'fifo'))
            : null,
        lot_picks:
          row.lotSources?.map((lot) => ({
            buyId: idOf.get(lot.source) ?? '',
            quantity: lot.quantity,
          })) ?? null,
      };
    });
    batches.push({ json: JSON.stringify(rows), rows: rows.length });
  }
  return batches;
}

/** A stored transaction's id by each source a file may name it by (see checkImport). */
const storedIdsOf = (prints: readonly [string, string | null][]) =>
  new Map(
    prints.flatMap(([id, print]): [string, string][] =>
      print
        ? [
            [`ledger:${id}`, id],
            [print, id],
          ]
        : [[`ledger:${id}`, id]],
    ),
  );

async function analyse(job: ImportJob, port: MessagePort): Promise<WorkerMessage> {
  const records = readUpload(decodeCsv(job.bytes));
  const read = readOutcomes(records, job.choice, formatCatalogue);
  // Rows that name a security only by ISIN: one question for all of them.
  const isins = isinsIn(read.outcomes);
  let isinAnswer: IsinAnswer = NO_ISINS;
  if (isins.length > 0) {
    port.postMessage({ type: 'isins', isins } satisfies WorkerMessage);
    [isinAnswer] = (await once(port, 'message')) as [IsinAnswer];
  }
  const where = { account: job.account, book: accountBook(job.accounts, randomUUID) };
  const file = analyseOutcomes(read, where, isinAnswer);
  const entries = parseLedger(job.ledger);
  const prints = JSON.parse(job.fingerprints) as [string, string | null][];
  const ledger = { entries, fingerprints: new Map(prints) };
  const symbols = symbolsToCheck(file, ledger);
  let answer: SymbolAnswer = { known: [], unchecked: [] };
  if (symbols.length > 0) {
    port.postMessage({ type: 'symbols', symbols } satisfies WorkerMessage);
    [answer] = (await once(port, 'message')) as [SymbolAnswer];
  }
  const { preview, accepted } = checkImport(file, {
    ledger,
    knownSymbols: new Set(answer.known),
    uncheckedSymbols: new Set(answer.unchecked),
    today: job.today,
    ...(job.openings ? { openings: job.openings } : {}),
  });
  const used = new Set(
    accepted.flatMap((row) => [row.accountId, fieldText(row.input, 'toAccountId') ?? '']),
  );
  return {
    type: 'done',
    format: preview.format,
    preview: JSON.stringify(preview),
    batches: batchesOf(accepted, job.batchSize, storedIdsOf(prints), job.lotMethods),
    opened: file.opened.filter((account) => used.has(account.id)),
    namesLots: accepted.some((row) => row.lotSources !== undefined),
    counts: {
      imported: accepted.length,
      duplicates: preview.duplicates.length,
      skipped: preview.skipped.length,
      suggested: preview.suggestions.length,
      openings: accepted.length - preview.transactions.length,
    },
    errors: JSON.stringify(preview.errors),
  };
}

function failure(error: unknown): WorkerMessage {
  if (error instanceof HttpError) {
    return { type: 'failed', status: error.statusCode, code: error.code, message: error.message };
  }
  if (error instanceof UnknownFormatError) {
    return { type: 'failed', status: 422, code: 'unknown-format', message: error.message };
  }
  throw error;
}

/** The import pool's task (import-runner.ts): the job, and a port for the symbols question. */
export default async function run(task: { job: ImportJob; port: MessagePort }) {
  try {
    return await analyse(task.job, task.port);
  } catch (error) {
    return failure(error);
  } finally {
    task.port.close();
  }
}
