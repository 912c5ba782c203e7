import type { Decimal } from 'decimal.js';
import { canonical, decimal } from '#shared/platform/money.ts';
import { ledgerOrder, type LedgerEntry } from '../maths/ledger-entry.ts';
import type { FileLine } from './analyse-file.ts';
import type { LotSource } from './formats/format.ts';

// The holdings walk of an import (docs/decisions/030): each account's shares of each symbol
// through the ledger's and the file's entries in date order, splits counted everywhere.

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

const symbolOf = (input: FileInput) => ('symbol' in input ? input.symbol : '');

/** What the holdings walk needs of a file row: its place in the ledger's order and its shares. */
export function walkEntry(row: Accepted, id: string, createdAt: number): LedgerEntry {
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

/** Each account's entries of each symbol (file rows with ids `file:<line>`), splits in all. */
export function holdingsOf(
  rows: readonly Accepted[],
  stored: readonly LedgerEntry[],
  notReceived: ReadonlySet<number> = new Set(),
) {
  const fileEntries = rows.map((row, index) =>
    walkEntry(row, `file:${row.line}`, Number.MAX_SAFE_INTEGER - rows.length + index),
  );
  const lineOf = new Map(rows.map((row) => [`file:${row.line}`, row.line]));
  // Shares are counted per account (each row's own; a transfer takes from one and gives to the
  // other); a split counts in every account.
  const byHolding = new Map<
    string,
    { accountId: string; symbol: string; entries: LedgerEntry[] }
  >();
  const add = (accountId: string, entry: LedgerEntry) => {
    const key = `${accountId} ${entry.symbol}`;
    const holding = byHolding.get(key) ?? { accountId, symbol: entry.symbol, entries: [] };
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
  for (const holding of byHolding.values()) holding.entries.sort(ledgerOrder);
  return { byHolding, lineOf };
}

function walkOnce(
  rows: readonly Accepted[],
  stored: readonly LedgerEntry[],
  notReceived: ReadonlySet<number>,
) {
  const rejected = new Map<number, string>();
  const { byHolding, lineOf } = holdingsOf(rows, stored, notReceived);
  for (const { symbol, entries } of byHolding.values()) {
    const hasBuy = entries.some((entry) => entry.type === 'buy');
    let held = decimal(0);
    let factor = decimal(1);
    const fileSells: { line: number; quantity: Decimal; factor: Decimal; date: string }[] = [];
    for (const entry of entries) {
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
