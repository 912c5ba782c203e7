import { createHash } from 'node:crypto';
import { DEFAULT_ACCOUNT } from '#shared/portfolio/portfolio-accounts.ts';
import {
  transactionInputSchema,
  type TransactionInput,
} from '#shared/portfolio/portfolio-ledger.ts';
import {
  IMPORT_FINGERPRINT_MAX,
  IMPORT_SOURCE_ID_MAX,
  type ImportFormat,
  type ImportMapping,
} from '#shared/portfolio/portfolio-import.ts';
import { accountBook, type AccountBook, type KnownAccount } from './file-accounts.ts';
import type {
  BrokerFormat,
  CsvRecord,
  FileSuggestion,
  LotSource,
  RowOutcome,
} from './formats/format.ts';
import { ISIN, NO_ISINS, tickerForIsin, type IsinAnswer } from './isin-symbols.ts';
import { looksLikeFormula } from './formula-cells.ts';

// A file's records through its format, each data line checked on its own (docs/decisions/030):
// the input schema, no formula-like text, and a fingerprint of its source row for re-imports.
// Pure and synchronous: it runs in the import's worker thread (import-worker.ts).

export type FormatChoice =
  | { kind: 'auto' }
  | { kind: 'id'; id: string }
  | { kind: 'mapping'; mapping: ImportMapping; name?: string };

export type FileLine =
  | {
      line: number;
      kind: 'transaction';
      /** Every field the row gives, its currency filled in, a transfer's toAccountId resolved. */
      input: TransactionInput & { currency: string };
      /** The account it goes to: the one the row names, or the request's. */
      accountId: string;
      fingerprint: string;
      /** A specific sale's lots by their buys' sources (its `lots` hold placeholders till then). */
      lotSources?: LotSource[];
    }
  | { line: number; kind: 'skipped'; reason: string }
  | { line: number; kind: 'error'; message: string }
  | { line: number; kind: 'suggestion'; suggestion: FileSuggestion };

export interface FormatCatalogue {
  formats: readonly BrokerFormat[];
  mapped(mapping: ImportMapping, name?: string): BrokerFormat;
}

/** Why no format was chosen: the route answers 422 `unknown-format` with it. */
export class UnknownFormatError extends Error {}

const describe = (format: BrokerFormat): ImportFormat => ({
  id: format.id,
  broker: format.broker,
  label: format.label,
});

export function chooseFormat(
  records: readonly CsvRecord[],
  choice: FormatChoice,
  catalogue: FormatCatalogue,
): BrokerFormat {
  if (choice.kind === 'mapping') return catalogue.mapped(choice.mapping, choice.name);
  if (choice.kind === 'id') {
    const named = catalogue.formats.find((format) => format.id === choice.id);
    if (!named) throw new UnknownFormatError(`Unknown import format "${choice.id}".`);
    return named;
  }
  const found = catalogue.formats.find((format) => format.detect(records));
  if (!found) {
    throw new UnknownFormatError(
      'This file is not one of the broker exports we recognise. Choose its format, or map its columns.',
    );
  }
  return found;
}

export { looksLikeFormula };

function firstIssue(error: { issues: { path: PropertyKey[]; message: string }[] }) {
  const issue = error.issues[0];
  const where = issue?.path.map(String).join('.');
  return `${where ? `${where}: ` : ''}${issue?.message ?? 'invalid transaction'}`;
}

/**
 * Why a row's source id cannot be stored, or null. Our own format's is the stored fingerprint;
 * a broker's id gets its format's prefix. Both are indexed, so each is bounded.
 */
function sourceIdIssue(formatId: string, sourceId: string | undefined): string | null {
  const max = formatId === 'tickerdeck' ? IMPORT_FINGERPRINT_MAX : IMPORT_SOURCE_ID_MAX;
  if (sourceId === undefined || sourceId.length <= max) return null;
  return `Source: at most ${max} characters (this one has ${sourceId.length.toLocaleString('en-US')}).`;
}

const sha = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 24);

/**
 * The source row's identity: the broker's own id when the file has one; otherwise the row's cells
 * and which occurrence of identical cells it is (two identical fills stay two transactions, and a
 * later export that repeats both gives the same two fingerprints). Our own export carries the
 * fingerprint it was stored with.
 */
function fingerprintOf(
  formatId: string,
  record: CsvRecord,
  sourceId: string | undefined,
  seen: Map<string, number>,
): string {
  if (formatId === 'tickerdeck' && sourceId) return sourceId;
  if (sourceId) return `${formatId}:id:${sourceId}`;
  const content = sha(record.cells.map((cell) => cell.trim()).join('\u001f'));
  const occurrence = (seen.get(content) ?? 0) + 1;
  seen.set(content, occurrence);
  return `${formatId}:${content}:${occurrence}`;
}

export interface AnalysedFile {
  format: ImportFormat;
  lines: FileLine[];
  /** The accounts the file names that the user does not have (opened by the commit). */
  opened: AccountBook['opened'];
}

/** A decimal or text field of a file's transaction when its kind has it ('' counts as none). */
export function fieldText(input: object, name: string): string | null {
  const value = (input as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Where rows that name no account go, and the user's accounts that rows may name. */
export interface Placement {
  /** The request's account (id '' for a user without any: rows naming none open "Brokerage"). */
  account: KnownAccount;
  book: AccountBook;
}

const noAccounts = (): Placement => ({
  account: { id: '', name: '', currency: 'USD' },
  book: accountBook([], () => ''),
});

type Placed =
  { accountId: string; currency: string; toAccountId?: string; fxRate?: null } | { error: string };

/**
 * A trade's broker rate as the ledger keeps it: into the account's currency, so only when the
 * broker's rate is into that currency too and the trade is in another one (null drops it: the
 * cost then converts at the day's reference rate).
 */
function keptRate(
  outcome: Extract<RowOutcome, { kind: 'transaction' }>,
  currency: string,
  accountCurrency: string,
): { fxRate?: null } {
  const { transaction, fxInto } = outcome;
  if (!('fxRate' in transaction) || !transaction.fxRate) return {};
  const into = fxInto ?? accountCurrency;
  return into === accountCurrency && currency !== accountCurrency ? {} : { fxRate: null };
}

/** The row's account and currency, and a transfer's receiving account, or why not. */
function place(outcome: Extract<RowOutcome, { kind: 'transaction' }>, where: Placement): Placed {
  const { transaction } = outcome;
  // A user without accounts: the rows that name none open "Brokerage", as an entry by hand does.
  const account = outcome.account
    ? where.book.place(outcome.account, transaction.currency)
    : where.account.id
      ? where.account
      : where.book.place(DEFAULT_ACCOUNT, undefined);
  if ('error' in account) return account;
  // A security's amounts are in US dollars unless the file says otherwise; cash in the account's.
  const currency = transaction.currency ?? ('symbol' in transaction ? 'USD' : account.currency);
  const rate = keptRate(outcome, currency, account.currency);
  if (!outcome.toAccount) return { accountId: account.id, currency, ...rate };
  const to = where.book.place(outcome.toAccount, transaction.currency);
  if ('error' in to) return to;
  if (to.id === account.id) return { error: 'A transfer goes from one account to another' };
  return { accountId: account.id, currency, toAccountId: to.id };
}

/**
 * Ids that stand for a sale's lots while the input is checked (one per source, so a source named
 * twice is refused as a lot named twice); the importer puts the buys' ids in their place.
 */
const placeholderLots = (lots: readonly LotSource[]) => {
  const index = new Map<string, number>();
  for (const lot of lots) if (!index.has(lot.source)) index.set(lot.source, index.size);
  return lots.map((lot) => ({
    buyId: `00000000-0000-7000-8000-${String(index.get(lot.source)).padStart(12, '0')}`,
    quantity: lot.quantity,
  }));
};

/** A file read by its format: one outcome per record. */
export interface ReadFile {
  format: BrokerFormat;
  records: readonly CsvRecord[];
  outcomes: RowOutcome[];
}

export function readOutcomes(
  records: readonly CsvRecord[],
  choice: FormatChoice,
  catalogue: FormatCatalogue,
): ReadFile {
  const format = chooseFormat(records, choice, catalogue);
  const outcomes = format.parse(records);
  if (outcomes.length !== records.length) {
    throw new Error(`${format.id} gave ${outcomes.length} outcomes for ${records.length} records`);
  }
  return { format, records, outcomes };
}

/** A row's ISIN in place of a ticker turned into the ticker found, or the error that says why not. */
function withTicker(outcome: RowOutcome, isins: IsinAnswer): RowOutcome {
  if (outcome.kind === 'suggestion') {
    const { symbol } = outcome.suggestion;
    if (symbol.length !== 12 || !ISIN.test(symbol)) return outcome;
    const ticker = tickerForIsin(symbol, isins);
    if (typeof ticker !== 'string') return { kind: 'error', message: ticker.error };
    return { ...outcome, suggestion: { ...outcome.suggestion, symbol: ticker } };
  }
  if (outcome.kind !== 'transaction' || !('symbol' in outcome.transaction)) return outcome;
  const { symbol } = outcome.transaction;
  if (symbol.length !== 12 || !ISIN.test(symbol)) return outcome;
  const ticker = tickerForIsin(symbol, isins);
  if (typeof ticker !== 'string') return { kind: 'error', message: ticker.error };
  return { ...outcome, transaction: { ...outcome.transaction, symbol: ticker } };
}

export function analyseFile(
  records: readonly CsvRecord[],
  choice: FormatChoice,
  catalogue: FormatCatalogue,
  where: Placement = noAccounts(),
  isins: IsinAnswer = NO_ISINS,
): AnalysedFile {
  return analyseOutcomes(readOutcomes(records, choice, catalogue), where, isins);
}

/** Each data line checked on its own, ISINs replaced by the tickers the market data found. */
export function analyseOutcomes(
  read: ReadFile,
  where: Placement = noAccounts(),
  isins: IsinAnswer = NO_ISINS,
): AnalysedFile {
  const { format, records } = read;
  const seen = new Map<string, number>();
  const lines: FileLine[] = [];
  read.outcomes.forEach((given, index) => {
    const record = records[index] as CsvRecord;
    const { line } = record;
    const outcome = withTicker(given, isins);
    if (outcome.kind === 'structure') return;
    if (outcome.kind === 'skipped') lines.push({ line, kind: 'skipped', reason: outcome.reason });
    else if (outcome.kind === 'suggestion')
      lines.push({ line, kind: 'suggestion', suggestion: outcome.suggestion });
    else if (outcome.kind === 'error')
      lines.push({ line, kind: 'error', message: outcome.message });
    else {
      const placed = place(outcome, where);
      if ('error' in placed) {
        lines.push({ line, kind: 'error', message: placed.error });
        return;
      }
      const parsed = transactionInputSchema.safeParse({
        ...outcome.transaction,
        ...(outcome.lotSources ? { lots: placeholderLots(outcome.lotSources) } : {}),
        currency: placed.currency,
        ...(placed.fxRate === null ? { fxRate: null } : {}),
        ...(placed.toAccountId ? { toAccountId: placed.toAccountId } : {}),
      });
      // The file's own cells: what a spreadsheet would have run is refused before it is stored.
      const formula = record.cells.find(looksLikeFormula);
      const sourceIssue = sourceIdIssue(format.id, outcome.sourceId);
      if (sourceIssue) {
        lines.push({ line, kind: 'error', message: sourceIssue });
      } else if (!parsed.success) {
        lines.push({ line, kind: 'error', message: firstIssue(parsed.error) });
      } else if (formula !== undefined) {
        lines.push({
          line,
          kind: 'error',
          message: `A cell looks like a spreadsheet formula (${formula.slice(0, 20)}…); remove it and import again.`,
        });
      } else {
        const fingerprint = fingerprintOf(format.id, record, outcome.sourceId, seen);
        const input = { ...parsed.data, currency: parsed.data.currency ?? placed.currency };
        const { lotSources } = outcome;
        lines.push({
          line,
          kind: 'transaction',
          input,
          accountId: placed.accountId,
          fingerprint,
          ...(lotSources ? { lotSources } : {}),
        });
      }
    }
  });
  return { format: describe(format), lines, opened: where.book.opened };
}
