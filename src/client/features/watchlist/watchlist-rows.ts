// What one watchlist row shows, and how the /watchlist columns sort it. Pure: the
// queries that fill it live in use-watchlist-rows.ts.

export interface WatchlistRow {
  symbol: string;
  name: string | null;
  note: string | null;
  /** What its prices and market cap are in (decision 084): the quote's, else USD. */
  currency: string;
  price: number | null;
  change: number | null;
  changePercent: number | null;
  dayLow: number | null;
  dayHigh: number | null;
  week52Low: number | null;
  week52High: number | null;
  /** In millions, as the provider gives it. */
  marketCap: number | null;
  /** A month of closes, oldest first. */
  trend: number[];
}

export const SORT_KEYS = [
  'symbol',
  'price',
  'change',
  'changePercent',
  'dayRange',
  'week52',
  'marketCap',
  'trend',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export interface Sort {
  key: SortKey;
  ascending: boolean;
}

/** Where `value` sits between `low` and `high`, 0 to 1; null when any is unknown. */
export function rangePosition(
  low: number | null,
  high: number | null,
  value: number | null,
): number | null {
  if (low === null || high === null || value === null) return null;
  if (high <= low) return 0.5;
  return Math.min(1, Math.max(0, (value - low) / (high - low)));
}

/** The month's change in percent, from its first close to its last. */
export function trendPercent(trend: readonly number[]): number | null {
  const first = trend[0];
  const last = trend.at(-1);
  if (first === undefined || last === undefined || first === 0 || trend.length < 2) return null;
  return ((last - first) / first) * 100;
}

function sortValue(row: WatchlistRow, key: Exclude<SortKey, 'symbol'>): number | null {
  switch (key) {
    case 'price':
      return row.price;
    case 'change':
      return row.change;
    case 'changePercent':
      return row.changePercent;
    case 'dayRange':
      return rangePosition(row.dayLow, row.dayHigh, row.price);
    case 'week52':
      return rangePosition(row.week52Low, row.week52High, row.price);
    case 'marketCap':
      return row.marketCap;
    case 'trend':
      return trendPercent(row.trend);
  }
}

/**
 * Symbols in code-unit order: for their characters (A–Z, 0–9, '.', '-') the same order as
 * `localeCompare`, without starting ICU's collator on the page (decision 049).
 */
const bySymbol = (a: WatchlistRow, b: WatchlistRow) =>
  a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0;

/** A sorted copy; rows without the sorted figure go last whichever the direction. */
export function sortRows(rows: readonly WatchlistRow[], sort: Sort): WatchlistRow[] {
  const direction = sort.ascending ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (sort.key === 'symbol') return direction * bySymbol(a, b);
    const x = sortValue(a, sort.key);
    const y = sortValue(b, sort.key);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return direction * (x - y) || bySymbol(a, b);
  });
}
