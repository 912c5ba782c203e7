import type { CatalogueRow } from '../../shared/symbol-catalogue.ts';

// Searching the symbol catalogue in the browser, on every keystroke (docs/decisions/034).
// Order: the exact ticker, then tickers starting with the text, then names with a word starting
// with each word of the text; within each, the most followed first. Both lookups are binary
// searches over sorted arrays built once, so a 30k-row catalogue answers in well under a
// millisecond per keystroke instead of scanning every row.

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

/** First index in `sorted` whose key is >= `prefix`. */
function lowerBound<T>(sorted: readonly T[], prefix: string, key: (item: T) => string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (key(sorted[middle] as T) < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Every item whose key starts with `prefix` (they are contiguous in `sorted`). */
function withPrefix<T>(sorted: readonly T[], prefix: string, key: (item: T) => string): T[] {
  const found: T[] = [];
  for (let i = lowerBound(sorted, prefix, key); i < sorted.length; i++) {
    const item = sorted[i] as T;
    if (!key(item).startsWith(prefix)) break;
    found.push(item);
  }
  return found;
}

const byKey =
  <T>(key: (item: T) => string) =>
  (a: T, b: T) => {
    const ka = key(a);
    const kb = key(b);
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  };

/** Most followed first, then the shorter ticker (the common share), then alphabetical. */
const byPopularity = (a: Entry, b: Entry) =>
  a.rank - b.rank ||
  a.symbol.length - b.symbol.length ||
  (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0);

const toMatch = ({ symbol, name, fund }: Entry): SymbolMatch => ({ symbol, name, fund });

export function createSymbolIndex(rows: readonly CatalogueRow[]): SymbolIndex {
  const entries: Entry[] = rows.map(([symbol, name, rank, fund]) => ({
    symbol: symbol.toUpperCase(),
    name,
    fund: fund === 1,
    rank: rank ?? Number.POSITIVE_INFINITY,
    words: nameWords(name),
  }));
  const bySymbol = new Map(entries.map((entry) => [entry.symbol, entry]));
  const symbolKey = (entry: Entry) => entry.symbol;
  const sortedSymbols = [...bySymbol.values()].sort(byKey(symbolKey));
  // One (word, entry) pair per distinct word of each name, sorted by word.
  const wordPairs: [string, Entry][] = [];
  for (const entry of bySymbol.values()) {
    for (const word of new Set(entry.words)) wordPairs.push([word, entry]);
  }
  const wordKey = (pair: [string, Entry]) => pair[0];
  wordPairs.sort(byKey(wordKey));

  function nameMatches(queryWords: string[]): Entry[] {
    // The longest word narrows the candidates most; every other word must start a name word too.
    const [longest] = [...queryWords].sort((a, b) => b.length - a.length);
    if (longest === undefined) return [];
    const candidates = new Set(withPrefix(wordPairs, longest, wordKey).map(([, entry]) => entry));
    return [...candidates].filter((entry) =>
      queryWords.every((word) => entry.words.some((nameWord) => nameWord.startsWith(word))),
    );
  }

  return {
    size: bySymbol.size,
    exact(text) {
      const entry = bySymbol.get(normalise(text));
      return entry ? toMatch(entry) : undefined;
    },
    search(text, limit) {
      const query = normalise(text);
      if (query === '' || limit <= 0) return [];
      const exact = bySymbol.get(query);
      const tickers = withPrefix(sortedSymbols, query, symbolKey)
        .filter((entry) => entry !== exact)
        .sort(byPopularity);
      const taken = new Set<Entry>(tickers);
      if (exact) taken.add(exact);
      // Among names equally followed, one that starts with the text comes first.
      const laterWord = (entry: Entry) => Number(!entry.words[0]?.startsWith(query));
      const names = nameMatches(nameWords(query))
        .filter((entry) => !taken.has(entry))
        .sort((a, b) => a.rank - b.rank || laterWord(a) - laterWord(b) || byPopularity(a, b));
      return [...(exact ? [exact] : []), ...tickers, ...names].slice(0, limit).map(toMatch);
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
