import type { Decimal } from 'decimal.js';
import { canonical, decimal } from '#shared/platform/money.ts';
import type { ImportedTransaction, ImportPreview } from '#shared/portfolio/portfolio-import.ts';
import { ledgerOrder, type LedgerEntry } from '../maths/ledger-entry.ts';
import { fieldText, type AnalysedFile, type FileLine } from './analyse-file.ts';
import type { LotSource } from './formats/format.ts';
import { unknownLotSources } from './lot-sources.ts';

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
}

type FileInput = Extract<FileLine, { kind: 'transaction' }>['input'];

export interface Accepted {
  line: number;
  input: FileInput;
  /** The account it goes to (the row's own, or the request's). */
  accountId: string;
  fingerprint: string;
  /** A specific sale's lots by their buys' sources (in the file or the ledger). */
  lotSources?: LotSource[];
}

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

/** What the holdings walk needs of a file row: its place in the ledger's order and its shares. */
function walkEntry(row: Accepted, id: string, createdAt: number): LedgerEntry {
  const { input } = row;
  return {
    id,
    type: input.type,
    symbol: symbolOf(input),
    date: input.date,
    quantity: 'quantity' in input ? decimal(input.quantity) : null,
    price: null,
    amount: null,
    fees: null,
    ratio: input.type === 'split' ? input.ratio : null,
    createdAt,
    accountId: row.accountId,
    toAccountId: 'toAccountId' in input ? input.toAccountId : '',
    currency: input.currency,
    fxRate: null,
    acquiredOn: null,
    lotMethod: input.type === 'sell' ? (input.lotMethod ?? null) : null,
    lotPicks:
      input.type === 'sell' && input.lots
        ? input.lots.map((pick) => ({ buyId: pick.buyId, quantity: decimal(pick.quantity) }))
        : null,
  };
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
  };
  const candidates: Accepted[] = [];
  const fail = (line: number, message: string) => preview.errors.push({ line, message });
  const printsInFile = new Set<string>();
  for (const line of file.lines) {
    if (line.kind === 'skipped') preview.skipped.push({ line: line.line, reason: line.reason });
    else if (line.kind === 'error') fail(line.line, line.message);
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
  const rejected = walkHoldings(named, ledger.entries);
  for (const [line, message] of rejected) fail(line, message);
  const accepted = named.filter((row) => !rejected.has(row.line));
  preview.transactions = accepted.map(({ line, input }) => previewRow(line, input));
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

/**
 * Walks each symbol's ledger and file entries in date order, counting shares through splits.
 * A file sell beyond the shares then held is an error on its line; a stored sell the file would
 * leave short blames the file's latest accepted sells before it. Dividends, fees and splits need
 * the symbol in the ledger or among the file's buys. Linear in the entries (plus splits).
 */
export function walkHoldings(rows: readonly Accepted[], stored: readonly LedgerEntry[]) {
  // A rejected share transfer gives nothing to its receiving account: walk again without the
  // shares it would have given, until no more transfers are rejected (each pass rejects more or
  // stops, so it ends; in practice one or two passes).
  const notReceived = new Set<number>();
  for (;;) {
    const rejected = walkOnce(rows, stored, notReceived);
    const transfers = rows.filter(
      (row) =>
        row.input.type === 'transfer-shares' &&
        rejected.has(row.line) &&
        !notReceived.has(row.line),
    );
    if (transfers.length === 0) return rejected;
    for (const row of transfers) notReceived.add(row.line);
  }
}

function walkOnce(
  rows: readonly Accepted[],
  stored: readonly LedgerEntry[],
  notReceived: ReadonlySet<number>,
) {
  const rejected = new Map<number, string>();
  const fileEntries = rows.map((row, index) =>
    walkEntry(row, `file:${row.line}`, Number.MAX_SAFE_INTEGER - rows.length + index),
  );
  const lineOf = new Map(rows.map((row) => [`file:${row.line}`, row.line]));
  // Shares are counted per account (each row's own; a transfer takes from one and gives to the
  // other); a split counts in every account.
  const byHolding = new Map<string, { symbol: string; entries: LedgerEntry[] }>();
  const add = (accountId: string, entry: LedgerEntry) => {
    const key = `${accountId} ${entry.symbol}`;
    const holding = byHolding.get(key) ?? { symbol: entry.symbol, entries: [] };
    holding.entries.push(entry);
    byHolding.set(key, holding);
  };
  const splits: LedgerEntry[] = [];
  for (const entry of [...stored, ...fileEntries]) {
    if (!entry.symbol) continue;
    if (entry.type === 'split') splits.push(entry);
    else if (entry.type === 'receive-shares') add(entry.accountId, { ...entry, type: 'buy' });
    else if (entry.type === 'transfer-shares') {
      add(entry.accountId, { ...entry, type: 'sell' });
      const line = lineOf.get(entry.id);
      if (line === undefined || !notReceived.has(line)) {
        add(entry.toAccountId, { ...entry, type: 'buy' });
      }
    } else add(entry.accountId, entry);
  }
  for (const holding of byHolding.values()) {
    holding.entries.push(...splits.filter((split) => split.symbol === holding.symbol));
  }
  for (const { symbol, entries } of byHolding.values()) {
    const hasBuy = entries.some((entry) => entry.type === 'buy');
    let held = decimal(0);
    let factor = decimal(1);
    const fileSells: { line: number; quantity: Decimal; factor: Decimal; date: string }[] = [];
    for (const entry of entries.sort(ledgerOrder)) {
      const line = lineOf.get(entry.id);
      if (!hasBuy && line !== undefined) {
        rejected.set(line, `You have no ${symbol} in your portfolio: record its buy first.`);
        continue;
      }
      if (entry.type === 'split' && entry.ratio) {
        const ratio = decimal(entry.ratio.to).dividedBy(entry.ratio.from);
        held = held.times(ratio);
        factor = factor.times(ratio);
      } else if (entry.type === 'buy' && entry.quantity) held = held.plus(entry.quantity);
      else if (entry.type === 'sell' && entry.quantity) {
        if (entry.quantity.lessThanOrEqualTo(held)) {
          held = held.minus(entry.quantity);
          if (line !== undefined)
            fileSells.push({ line, quantity: entry.quantity, factor, date: entry.date });
        } else if (line !== undefined) {
          rejected.set(
            line,
            `You held ${canonical(held)} ${symbol} on ${entry.date}; selling ${canonical(entry.quantity)} is ${canonical(entry.quantity.minus(held))} short.`,
          );
        } else {
          // A stored sell: give it back the shares the file's latest sells took.
          while (entry.quantity.greaterThan(held)) {
            const taken = fileSells.pop();
            if (!taken) break;
            held = held.plus(taken.quantity.times(factor).dividedBy(taken.factor));
            rejected.set(
              taken.line,
              `This sell would leave your sell of ${canonical(entry.quantity)} ${symbol} on ${entry.date} short.`,
            );
          }
          held = held.minus(entry.quantity);
        }
      }
    }
  }
  return rejected;
}
