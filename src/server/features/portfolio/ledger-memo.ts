import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database.ts';
import { ledgerFingerprints, ledgerTextOf } from './ledger.repo.ts';
import type { LedgerEntry } from './maths/ledger-entry.ts';
import { bookSymbol, type BookContext, type PositionBook } from './maths/lots.ts';
import { parseLedger } from './maths/parse-ledger.ts';

// A worker thread's memory of the ledgers it last read (docs/decisions/086). Each user's rows are
// kept per symbol ('' for cash rows of no symbol) with the group's fingerprint (count and highest
// revision), parsed entries and books. A request asks PostgreSQL for the fingerprints only, then
// reads, parses and books again just the symbols whose fingerprint changed: after one write,
// one symbol, where the whole ledger cost ~250 ms at 15,000 transactions. Nothing here is a
// source of truth: a group whose fingerprint differs in any way is read again.

interface Group {
  fingerprint: string;
  entries: LedgerEntry[];
  /** Books for the context they were made in (rates, base and account currencies). */
  books: { context: string; books: PositionBook[] } | null;
}

export interface MemoLedger {
  groups: Map<string, Group>;
  /** Every entry, in no particular order (the maths sorts). */
  entries: LedgerEntry[];
}

/** Entries kept per thread across users: a 100,000-row ledger is ~50 MB parsed. */
const MAX_ENTRIES = 150_000;

const ledgers = new LRUCache<string, MemoLedger>({
  maxSize: MAX_ENTRIES,
  sizeCalculation: (ledger) => Math.max(1, ledger.entries.length),
});

/** The user's ledger now, re-reading only the symbols that changed since this thread read it. */
export async function memoLedger(db: Db, userId: string): Promise<MemoLedger> {
  const { fingerprints, text, changed } = await db.transaction(
    async (tx) => {
      const now = await ledgerFingerprints(tx, userId);
      const known = ledgers.get(userId)?.groups;
      const stale = [...now].flatMap(([symbol, fingerprint]) =>
        known?.get(symbol)?.fingerprint === fingerprint ? [] : [symbol],
      );
      return {
        fingerprints: now,
        changed: new Set(stale),
        text: stale.length > 0 ? await ledgerTextOf(tx, userId, stale) : '[]',
      };
    },
    // One snapshot for the fingerprints and the rows they describe.
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const before = ledgers.get(userId)?.groups ?? new Map<string, Group>();
  const groups = new Map<string, Group>();
  for (const [symbol, fingerprint] of fingerprints) {
    const kept = before.get(symbol);
    if (kept && !changed.has(symbol)) groups.set(symbol, kept);
    else groups.set(symbol, { fingerprint, entries: [], books: null });
  }
  for (const entry of parseLedger(text)) groups.get(entry.symbol)?.entries.push(entry);
  const ledger = { groups, entries: [...groups.values()].flatMap((group) => group.entries) };
  ledgers.set(userId, ledger);
  return ledger;
}

/**
 * Every symbol's books (booksOf's answer), booking again only the symbols whose entries or
 * context changed. `contextKey` names the context: the same key, the same rates and currencies.
 */
export function memoBooks(
  ledger: MemoLedger,
  context: BookContext,
  contextKey: string,
): PositionBook[] {
  const books: PositionBook[] = [];
  for (const [symbol, group] of ledger.groups) {
    if (!symbol) continue;
    if (group.books?.context !== contextKey) {
      const result = bookSymbol(symbol, group.entries, context);
      if (!result.ok) throw new Error(`ledger of ${symbol} has an uncovered sell`);
      group.books = { context: contextKey, books: result.books };
    }
    books.push(...group.books.books);
  }
  return books;
}
