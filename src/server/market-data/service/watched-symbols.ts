// Which sockets watch which symbol, process-wide, and the change events that follow the set.
// Every operation costs O(symbols it touches), never O(everything watched): at 1,000 sockets
// × 100 symbols a full-set rebuild per change was quadratic and froze the event loop for
// seconds (docs/decisions/013-live-stream-abuse.md).

import type { SymbolChange } from '../provider.ts';

/** Symbols that became watched (first watcher) or unwatched (last watcher left) in one step. */
export type WatchedChange = SymbolChange;

export type WatchedListener = (change: WatchedChange) => void;

export interface WatchedSymbols<C> {
  /** Adds `client` as a watcher; refused (nothing watched) past the process-wide cap. */
  watch(client: C, symbols: readonly string[]): 'ok' | 'process-cap';
  unwatch(client: C, symbols: Iterable<string>): void;
  watchersOf(symbol: string): ReadonlySet<C> | undefined;
  /** A copy of the watched set: for a consumer that starts after sockets subscribed. */
  snapshot(): string[];
  size(): number;
  onChange(listener: WatchedListener): () => void;
}

export function createWatchedSymbols<C>(maxSymbols: number): WatchedSymbols<C> {
  const watchers = new Map<string, Set<C>>();
  const listeners = new Set<WatchedListener>();
  const notify = (change: WatchedChange) => {
    if (change.added.length === 0 && change.removed.length === 0) return;
    for (const listener of listeners) listener(change);
  };

  return {
    watch(client, symbols) {
      let fresh = 0;
      for (const symbol of symbols) if (!watchers.has(symbol)) fresh++;
      if (watchers.size + fresh > maxSymbols) return 'process-cap';
      const added: string[] = [];
      for (const symbol of symbols) {
        let set = watchers.get(symbol);
        if (!set) {
          set = new Set();
          watchers.set(symbol, set);
          added.push(symbol);
        }
        set.add(client);
      }
      notify({ added, removed: [] });
      return 'ok';
    },
    unwatch(client, symbols) {
      const removed: string[] = [];
      for (const symbol of symbols) {
        const set = watchers.get(symbol);
        if (!set?.delete(client) || set.size > 0) continue;
        watchers.delete(symbol);
        removed.push(symbol);
      }
      notify({ added: [], removed });
    },
    watchersOf: (symbol) => watchers.get(symbol),
    snapshot: () => [...watchers.keys()],
    size: () => watchers.size,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
