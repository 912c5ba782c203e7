import type { CatalogueRow } from '#shared/market-data/symbol-catalogue.ts';

// Searching the symbol catalogue in the browser, on every keystroke (docs/decisions/034).
// Order: the exact ticker, then tickers starting with the text, then names with a word starting
// with each word of the text; within each, the most followed first. Tickers are found by binary
// search over the sorted symbols; names by one pass over the precomputed words. Only the best
// `limit` of each tier are kept while scanning (no sort of thousands of matches per keystroke).

/** One match, from the index or the provider's search alike. */
export interface SymbolMatch {
  symbol: string;
  name: string;
  /** An exchange-traded product (shown as 'ETF'). */
  fund: boolean;
}

interface Entry extends SymbolMatch {
  /** POPULAR_SYMBOLS rank; Infinity when not among them. */
  rank: number;
  words: string[];
}

export interface SymbolIndex {
  readonly size: number;
  /** The listing whose ticker is exactly the text (any case, spaces around ignored). */
  exact(text: string): SymbolMatch | undefined;
  /** The best `limit` matches for the text, best first. */
  search(text: string, limit: number): SymbolMatch[];
}

/** Upper-case words of a name: 'McDonald's Corp' → MCDONALDS, CORP; 'AMAZON.COM' → AMAZON, COM. */
export function nameWords(text: string): string[] {
  return text
    .toUpperCase()
    .replace(/['’]/g, '')
    .split(/[^A-Z0-9]+/)
    .filter((word) => word.length > 0);
}

const normalise = (text: string) => text.trim().toUpperCase();

/** First index in `sorted` whose symbol is >= `prefix`. */
function lowerBound(sorted: readonly Entry[], prefix: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as Entry).symbol < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The best `limit` items offered, in order: insertion into a short sorted list. */
function topK<T>(limit: number, compare: (a: T, b: T) => number) {
  const best: T[] = [];
  return {
    offer(item: T) {
      if (best.length === limit && compare(item, best[limit - 1] as T) >= 0) return;
      let at = best.length;
      while (at > 0 && compare(item, best[at - 1] as T) < 0) at--;
      best.splice(at, 0, item);
      if (best.length > limit) best.pop();
    },
    best,
  };
}

/** Most followed first, then the shorter ticker (the common share), then alphabetical. */
const byPopularity = (a: Entry, b: Entry) =>
  a.rank - b.rank ||
  a.symbol.length - b.symbol.length ||
  (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0);

const toMatch = ({ symbol, name, fund }: Entry): SymbolMatch => ({ symbol, name, fund });

export function createSymbolIndex(rows: readonly CatalogueRow[]): SymbolIndex {
  const bySymbol = new Map<string, Entry>();
  for (const [symbol, name, rank, fund] of rows) {
    const upper = symbol.toUpperCase();
    bySymbol.set(upper, {
      symbol: upper,
      name,
      fund: fund === 1,
      rank: rank ?? Number.POSITIVE_INFINITY,
      words: nameWords(name),
    });
  }
  // The server sends rows sorted by symbol, so this sort is one pass.
  const sorted = [...bySymbol.values()].sort((a, b) =>
    a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0,
  );

  return {
    size: sorted.length,
    exact(text) {
      const entry = bySymbol.get(normalise(text));
      return entry ? toMatch(entry) : undefined;
    },
    search(text, limit) {
      const query = normalise(text);
      if (query === '' || limit <= 0) return [];
      const exact = bySymbol.get(query);
      const tickers = topK(limit, byPopularity);
      for (let i = lowerBound(sorted, query); i < sorted.length; i++) {
        const entry = sorted[i] as Entry;
        if (!entry.symbol.startsWith(query)) break;
        if (entry !== exact) tickers.offer(entry);
      }
      // Among names equally followed, one that starts with the text comes first.
      const laterWord = (entry: Entry) => Number(!entry.words[0]?.startsWith(query));
      const names = topK<Entry>(
        limit,
        (a, b) => a.rank - b.rank || laterWord(a) - laterWord(b) || byPopularity(a, b),
      );
      const queryWords = nameWords(query);
      if (queryWords.length > 0) {
        for (const entry of sorted) {
          // A ticker match is listed above already.
          if (entry.symbol.startsWith(query)) continue;
          const matches = queryWords.every((word) =>
            entry.words.some((nameWord) => nameWord.startsWith(word)),
          );
          if (matches) names.offer(entry);
        }
      }
      return [...(exact ? [exact] : []), ...tickers.best, ...names.best]
        .slice(0, limit)
        .map(toMatch);
    },
  };
}

/**
 * The index's matches, then the provider's that the index lacks (same ticker: the index's row
 * wins), at most `limit`.
 */
export function mergeMatches(
  fromIndex: readonly SymbolMatch[],
  fromProvider: readonly SymbolMatch[],
  limit: number,
): SymbolMatch[] {
  const seen = new Set(fromIndex.map((match) => match.symbol));
  const added = fromProvider.filter((match) => {
    if (seen.has(match.symbol)) return false;
    seen.add(match.symbol);
    return true;
  });
  return [...fromIndex, ...added].slice(0, limit);
}
