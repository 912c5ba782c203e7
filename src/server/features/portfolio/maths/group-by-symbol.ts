import type { LedgerEntry } from './ledger-entry.ts';

/** Entries per symbol, symbols in first-seen order. */
export function groupBySymbol(entries: readonly LedgerEntry[]): Map<string, LedgerEntry[]> {
  const groups = new Map<string, LedgerEntry[]>();
  for (const entry of entries) {
    const group = groups.get(entry.symbol);
    if (group) group.push(entry);
    else groups.set(entry.symbol, [entry]);
  }
  return groups;
}
