import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database.ts';
import { dailyCloses, type CloseSeries } from './closes.repo.ts';

// Stored daily closes, kept in memory a few minutes per symbol (decision 027): past closes do
// not change, and reading 750,000 of them per performance request was most of its time. A new
// close shows in performance at most TTL_MS late (holdings read the latest close directly).

const TTL_MS = 5 * 60_000;
const EMPTY: CloseSeries = { days: new Int32Array(0), closes: new Float64Array(0) };

export function createClosesCache(db: Db, options: { ttlMs?: number; max?: number } = {}) {
  const cache = new LRUCache<string, CloseSeries>({
    max: options.max ?? 5_000,
    ttl: options.ttlMs ?? TTL_MS,
  });
  return {
    async closesOf(symbols: readonly string[]): Promise<Map<string, CloseSeries>> {
      const found = new Map<string, CloseSeries>();
      const missing: string[] = [];
      for (const symbol of symbols) {
        const cached = cache.get(symbol);
        if (cached) found.set(symbol, cached);
        else missing.push(symbol);
      }
      const loaded = await dailyCloses(db, missing);
      for (const symbol of missing) {
        const series = loaded.get(symbol) ?? EMPTY;
        cache.set(symbol, series);
        found.set(symbol, series);
      }
      return found;
    },

    /** Drops symbols' series, so the next read loads what was stored since. */
    forget(symbols: readonly string[]) {
      for (const symbol of symbols) cache.delete(symbol);
    },
  };
}
