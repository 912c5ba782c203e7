import { SORT_KEYS, type Sort } from './watchlist-rows.ts';

// The /watchlist sort, remembered on this device (localStorage) across reloads: a display
// choice, like the theme, not account data.

const STORAGE_KEY = 'tickerdeck:watchlist-sort';

export const DEFAULT_SORT: Sort = { key: 'symbol', ascending: true };

/** The sort last chosen on this device, or null (none yet, storage blocked, or unreadable). */
export function storedSort(): Sort | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { key, ascending } = value as Record<string, unknown>;
    const known = SORT_KEYS.find((sortKey) => sortKey === key);
    return known && typeof ascending === 'boolean' ? { key: known, ascending } : null;
  } catch {
    return null;
  }
}

export function storeSort(sort: Sort): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(sort));
  } catch {
    // Storage full or blocked: the sort still applies until the page is left.
  }
}
