import { LRUCache } from 'lru-cache';
import { addDays } from '#shared/market-data/market-hours.ts';
import {
  actionOf,
  rangeOf,
  type CorporateAction,
  type HistoryRepo,
  type SyncedDailyRow,
  type SyncState,
} from './history.repo.ts';
import { splitDivisors } from './split-adjust.ts';

// Where a history provider's rows live, as its plan's terms allow (docs/decisions/023):
// PostgreSQL, or only this process's memory (Tiingo Starter). Either way charts read one
// `HistoryRepo`: the memory store overlays its rows on the recorded history in PostgreSQL.

export interface ProviderHistoryStore {
  stateOf(symbol: string): Promise<SyncState | null>;
  /** Adds rows (a newer row for a date replaces the older) and records how far they go. */
  save(symbol: string, rows: readonly SyncedDailyRow[], state: SyncState): Promise<void>;
  corporateActions(symbol: string): Promise<CorporateAction[]>;
}

export function databaseHistoryStore(repo: HistoryRepo, provider: string): ProviderHistoryStore {
  return {
    stateOf: (symbol) => repo.syncStateOf(symbol, provider),
    save: (symbol, rows, state) => repo.saveSyncedDailyBars(symbol, provider, rows, state),
    corporateActions: (symbol) => repo.corporateActions(symbol),
  };
}

interface Entry {
  rows: SyncedDailyRow[];
  state: SyncState;
}

/** About 60 MB of rows: some 300 symbols of 5 years; the least recently used go first. */
const MAX_ROWS_IN_MEMORY = 400_000;

/**
 * Rows kept in this process only ("volatile memory or a temporary non-persistent cache"), and
 * `repo` with them laid over recorded history: for dates they cover, they win; after their
 * last date, the quotes we recorded carry on.
 */
export function memoryHistoryStore(repo: HistoryRepo): {
  store: ProviderHistoryStore;
  repo: HistoryRepo;
} {
  const entries = new LRUCache<string, Entry>({
    max: 5_000,
    maxSize: MAX_ROWS_IN_MEMORY,
    sizeCalculation: (entry) => Math.max(1, entry.rows.length),
  });
  const rowsSince = (symbol: string, fromDate: string) => {
    const rows = entries.get(symbol)?.rows ?? [];
    const last = rows.at(-1)?.date;
    const recordedFrom = last && last >= fromDate ? addDays(last, 1) : fromDate;
    return { rows: rows.filter((row) => row.date >= fromDate), recordedFrom };
  };

  const store: ProviderHistoryStore = {
    stateOf: async (symbol) => entries.get(symbol)?.state ?? null,
    async save(symbol, rows, state) {
      const byDate = new Map((entries.get(symbol)?.rows ?? []).map((row) => [row.date, row]));
      for (const row of rows) byDate.set(row.date, row);
      const merged = [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
      entries.set(symbol, { rows: merged, state });
      return Promise.resolve();
    },
    corporateActions: async (symbol) =>
      (entries.get(symbol)?.rows ?? []).flatMap(
        (row) => actionOf(row.date, row.dividend, row.splitFactor) ?? [],
      ),
  };

  const overlay: HistoryRepo = {
    ...repo,
    async dailyClosesSince(symbol, fromDate) {
      const { rows, recordedFrom } = rowsSince(symbol, fromDate);
      const divisors = splitDivisors(rows);
      const provided = rows.map((row, i) => ({
        date: row.date,
        time: row.time,
        close: row.close / (divisors[i] ?? 1),
      }));
      return [...provided, ...(await repo.dailyClosesSince(symbol, recordedFrom))];
    },
    async rangeSince(symbol, fromDate) {
      const { rows, recordedFrom } = rowsSince(symbol, fromDate);
      const provided = rangeOf(rows);
      const recorded = await repo.rangeSince(symbol, recordedFrom);
      const pick = (a: number | null, b: number | null, f: (x: number, y: number) => number) =>
        a === null ? b : b === null ? a : f(a, b);
      return {
        high: pick(provided.high, recorded.high, Math.max),
        low: pick(provided.low, recorded.low, Math.min),
      };
    },
  };
  return { store, repo: overlay };
}
