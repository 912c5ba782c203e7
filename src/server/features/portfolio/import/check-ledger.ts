import type { Decimal } from 'decimal.js';
import { canonical } from '#shared/platform/money.ts';
import type { ImportedTransaction, ImportPreview } from '#shared/portfolio/portfolio-import.ts';
import type { OpeningAccept } from '#shared/portfolio/portfolio-import-offers.ts';
import type { LedgerEntry } from '../maths/ledger-entry.ts';
import { fieldText, type AnalysedFile, type FileLine } from './analyse-file.ts';
import { unknownLotSources } from './lot-sources.ts';
import { openingRows, openingsNeeded } from './opening-positions.ts';
import { walkHoldings, type Accepted } from './walk-holdings.ts';

// A file's transactions against the user's ledger (docs/decisions/030): duplicates (same source
// row, or the same transaction entered by hand), symbols we cannot price, future dates, and every
// sell and split walked in date order across the ledger and the file together. What survives is
// what 'Import N transactions' writes. Pure: it runs in the import's worker thread.

export interface StoredLedger {
  entries: LedgerEntry[];
  /** Source fingerprint per stored transaction id (null when entered by hand). */
  fingerprints: Map<string, string | null>;
}

export interface CheckContext {
  ledger: StoredLedger;
  /** Symbols the market data knows (of those the file buys and the ledger does not hold). */
  knownSymbols: ReadonlySet<string>;
  /** Symbols whose check could not run now (upstream busy): their lines say so. */
  uncheckedSymbols: ReadonlySet<string>;
  today: string;
  /** The opening positions the request accepts (the preview shows them, the commit writes them). */
  openings?: OpeningAccept;
}

type FileInput = Extract<FileLine, { kind: 'transaction' }>['input'];

export interface CheckedImport {
  preview: ImportPreview;
  accepted: Accepted[];
}

const keyOf = (
  type: string,
  symbol: string,
  date: string,
  values: (Decimal | string | number | null | undefined)[],
) =>
  [type, symbol, date, ...values.map((value) => (value == null ? '' : canonical(value)))].join('|');

/** The fields that make two transactions the same, as entryKey reads them from the ledger. */
function inputKey(input: FileInput): string {
  const field = (name: string) => fieldText(input, name);
  const ratio = input.type === 'split' ? [input.ratio.from, input.ratio.to] : [];
  return keyOf(
    input.type,
    'symbol' in input ? input.symbol : '',
    input.date,
    [field('quantity'), field('price'), field('amount'), ...ratio].filter(
      (value) => value !== null && value !== undefined,
    ),
  );
}

const BUYS_IN: ReadonlySet<string> = new Set(['buy', 'receive-shares']);
const symbolOf = (input: FileInput) => ('symbol' in input ? input.symbol : '');

const entryKey = (entry: LedgerEntry) =>
  keyOf(
    entry.type,
    entry.symbol,
    entry.date,
    [entry.quantity, entry.price, entry.amount, entry.ratio?.from, entry.ratio?.to].filter(
      (value) => value !== null && value !== undefined,
    ),
  );

/** Symbols the file buys that the ledger has never held: the ones to look up. */
export function symbolsToCheck(file: AnalysedFile, ledger: StoredLedger): string[] {
  const held = new Set(ledger.entries.map((entry) => entry.symbol));
  const wanted = new Set<string>();
  for (const line of file.lines) {
    if (line.kind === 'transaction' && BUYS_IN.has(line.input.type)) {
      const symbol = symbolOf(line.input);
      if (!held.has(symbol)) wanted.add(symbol);
    }
  }
  return [...wanted];
}

export function checkImport(file: AnalysedFile, context: CheckContext): CheckedImport {
  const { ledger, today } = context;
  const storedPrints = new Set<string>();
  const handEntered = new Map<string, number>();
  for (const entry of ledger.entries) {
    const print = ledger.fingerprints.get(entry.id) ?? null;
    storedPrints.add(`ledger:${entry.id}`);
    if (print) storedPrints.add(print);
    else handEntered.set(entryKey(entry), (handEntered.get(entryKey(entry)) ?? 0) + 1);
  }
  const held = new Set(ledger.entries.map((entry) => entry.symbol));
  const preview: ImportPreview = {
    format: file.format,
    dataLines: file.lines.length,
    transactions: [],
    skipped: [],
    errors: [],
    duplicates: [],
    suggestions: [],
    openings: [],
  };
  const candidates: Accepted[] = [];
  const fail = (line: number, message: string) => preview.errors.push({ line, message });
  const printsInFile = new Set<string>();
  for (const line of file.lines) {
    if (line.kind === 'skipped') preview.skipped.push({ line: line.line, reason: line.reason });
    else if (line.kind === 'error') fail(line.line, line.message);
    else if (line.kind === 'suggestion')
      preview.suggestions.push({ line: line.line, ...line.suggestion });
    else candidate(line);
  }

  function candidate(line: Extract<FileLine, { kind: 'transaction' }>) {
    const { input, fingerprint, accountId, lotSources } = line;
    if (storedPrints.has(fingerprint) || printsInFile.has(fingerprint)) {
      preview.duplicates.push({ line: line.line, reason: 'Already imported from this row' });
      return;
    }
    const key = inputKey(input);
    const manual = handEntered.get(key) ?? 0;
    if (manual > 0) {
      handEntered.set(key, manual - 1);
      preview.duplicates.push({
        line: line.line,
        reason: 'Matches a transaction already in your ledger',
      });
      return;
    }
    if (input.date > today)
      return fail(line.line, `Date cannot be in the future (today is ${today})`);
    const symbol = symbolOf(input);
    if (BUYS_IN.has(input.type) && !held.has(symbol)) {
      if (context.uncheckedSymbols.has(symbol)) {
        return fail(
          line.line,
          `${symbol} could not be checked now (market data busy); import again in a minute.`,
        );
      }
      if (!context.knownSymbols.has(symbol)) return fail(line.line, `Unknown symbol: ${symbol}`);
    }
    printsInFile.add(fingerprint);
    candidates.push({ line: line.line, input, accountId, fingerprint, lotSources });
  }

  const unknownLot = unknownLotSources(candidates, storedPrints, BUYS_IN);
  for (const [line, source] of unknownLot) {
    fail(line, `lots: no buy of this file or your ledger has the source "${source}"`);
  }
  const named = candidates.filter((row) => !unknownLot.has(row.line));
  // History older than the file: the opening positions its sells and dividends need, offered
  // (only looked for when the walk rejects a line); those the request accepts go in before the
  // walk (their lines are below 1).
  let walked = named;
  let rejected = walkHoldings(walked, ledger.entries);
  if (rejected.size > 0) {
    const needed = openingsNeeded(named, ledger.entries);
    const opened = openingRows(needed, context.openings ?? []);
    const taken = new Set(opened.map((row) => `${row.accountId} ${symbolOf(row.input)}`));
    preview.openings = needed.map(({ accountId, symbol, date, quantity, lines }) => ({
      symbol,
      date,
      quantity,
      lines,
      accepted: taken.has(`${accountId} ${symbol}`),
    }));
    if (opened.length > 0) {
      walked = [...opened, ...named];
      rejected = walkHoldings(walked, ledger.entries);
    }
  }
  for (const [line, message] of rejected) fail(line, message);
  const accepted = walked.filter((row) => !rejected.has(row.line));
  preview.transactions = accepted
    .filter(({ line }) => line >= 1)
    .map(({ line, input }) => previewRow(line, input));
  preview.errors.sort((a, b) => a.line - b.line);
  return { preview, accepted };
}

function previewRow(line: number, input: FileInput): ImportedTransaction {
  const text = (name: string) => {
    const value = fieldText(input, name);
    return value === null ? null : canonical(value);
  };
  return {
    line,
    type: input.type,
    symbol: symbolOf(input),
    date: input.date,
    quantity: text('quantity'),
    price: text('price'),
    amount: text('amount'),
    fees: text('fees'),
    ratio: input.type === 'split' ? input.ratio : null,
    note: input.note?.trim() ? input.note : null,
    currency: input.currency,
  };
}
