// A table's sort, remembered on this device (localStorage) across reloads: a display choice,
// like the theme, not account data. A tiny store for useSyncExternalStore: the server's page and
// the first render in the browser use the default, then the remembered one shows. The watchlist
// and the holdings each keep one under their own key.

export interface RememberedSort<K extends string> {
  key: K;
  ascending: boolean;
}

export function rememberedSort<K extends string>(
  storageKey: string,
  keys: readonly K[],
  fallback: RememberedSort<K>,
) {
  const listeners = new Set<() => void>();
  let cached: { raw: string | null; sort: RememberedSort<K> } = { raw: null, sort: fallback };

  /** The stored text, null when nothing is stored, undefined when storage cannot be read. */
  function readRaw(): string | null | undefined {
    try {
      return localStorage.getItem(storageKey);
    } catch {
      return undefined;
    }
  }

  /** A stored value as a sort, or null when it cannot be read (unknown column, bad JSON). */
  function parse(raw: string | null | undefined): RememberedSort<K> | null {
    try {
      const value: unknown = JSON.parse(raw ?? 'null');
      if (typeof value !== 'object' || value === null) return null;
      const { key, ascending } = value as Record<string, unknown>;
      const known = keys.find((sortKey) => sortKey === key);
      return known && typeof ascending === 'boolean' ? { key: known, ascending } : null;
    } catch {
      return null;
    }
  }

  return {
    fallback,
    /** The sort last chosen on this device, or null (none yet, storage blocked, or unreadable). */
    stored: (): RememberedSort<K> | null => parse(readRaw()),
    /** The sort to show: the remembered one, else the default (the same object until it changes). */
    current(): RememberedSort<K> {
      // Storage blocked (nothing readable): the sort chosen on this page stays. Nothing stored
      // (never chosen, or cleared): the default.
      const read = readRaw();
      const raw = read === undefined ? cached.raw : read;
      if (raw !== cached.raw) cached = { raw, sort: parse(raw) ?? fallback };
      return cached.sort;
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    store(sort: RememberedSort<K>): void {
      const raw = JSON.stringify(sort);
      try {
        localStorage.setItem(storageKey, raw);
      } catch {
        // Storage full or blocked: the sort is kept for this page only.
      }
      cached = { raw, sort };
      listeners.forEach((listener) => listener());
    },
  };
}
