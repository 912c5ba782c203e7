import { SORT_KEYS, type Sort } from './watchlist-rows.ts';

// The /watchlist sort, remembered on this device (localStorage) across reloads: a display
// choice, like the theme, not account data. A tiny store for useSyncExternalStore: the server's
// page and the first render in the browser use the default, then the remembered one shows.

const STORAGE_KEY = 'tickerdeck:watchlist-sort';

export const DEFAULT_SORT: Sort = { key: 'symbol', ascending: true };

const listeners = new Set<() => void>();
let cached: { raw: string | null; sort: Sort } = { raw: null, sort: DEFAULT_SORT };

function readRaw(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** A stored value as a sort, or null when it cannot be read (unknown column, bad JSON). */
function parse(raw: string | null): Sort | null {
  try {
    const value: unknown = JSON.parse(raw ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { key, ascending } = value as Record<string, unknown>;
    const known = SORT_KEYS.find((sortKey) => sortKey === key);
    return known && typeof ascending === 'boolean' ? { key: known, ascending } : null;
  } catch {
    return null;
  }
}

/** The sort last chosen on this device, or null (none yet, storage blocked, or unreadable). */
export const storedSort = (): Sort | null => parse(readRaw());

/** The sort to show: the remembered one, else the default (the same object until it changes). */
export function currentSort(): Sort {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, sort: parse(raw) ?? DEFAULT_SORT };
  return cached.sort;
}

export function subscribeSort(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function storeSort(sort: Sort): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(sort));
  } catch {
    // Storage full or blocked: the sort is kept for this page only.
    cached = { raw: JSON.stringify(sort), sort };
  }
  listeners.forEach((listener) => listener());
}
