import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { MessagePort } from 'node:worker_threads';
import { z } from 'zod/mini';
import type { ImportFormat } from '#shared/portfolio/portfolio-import.ts';
import { HttpError } from '#server/plugins/errors.ts';
import { newLedgerId } from '../ledger-id.ts';
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
import { readCsv } from './read-csv.ts';

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
      /** The errors as JSON text (an array of { line, message }). */
      errors: string;
    }
  | { type: 'failed'; status: number; code: string; message: string };

export interface SymbolAnswer {
  known: string[];
  unchecked: string[];
}

/** Rows in the shape of json_to_recordset in import.repo.ts, each with its new id, in file order. */
export function batchesOf(accepted: readonly Accepted[], size: number) {
  const batches: { json: string; rows: number }[] = [];
  for (let start = 0; start < accepted.length; start += size) {
    const rows = accepted.slice(start, start + size).map((row) => {
      const { input, fingerprint } = row;
      const given = (name: string) => fieldText(input, name);
      return {
        id: newLedgerId(),
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
      };
    });
    batches.push({ json: JSON.stringify(rows), rows: rows.length });
  }
  return batches;
}

async function analyse(job: ImportJob, port: MessagePort): Promise<WorkerMessage> {
  const records = await readCsv(decodeCsv(job.bytes));
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
  const ledger = {
    entries,
    fingerprints: new Map(JSON.parse(job.fingerprints) as [string, string | null][]),
  };
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
    batches: batchesOf(accepted, job.batchSize),
    opened: file.opened.filter((account) => used.has(account.id)),
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
