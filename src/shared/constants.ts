// SPEC.md §9 business constants, in one place for both sides.

const MINUTE_MS = 60_000;

/** Server-side cache lifetimes per kind of market data. */
export const CACHE_TTL_MS = {
  quote: 10 * MINUTE_MS,
  search: 10 * MINUTE_MS,
  profile: 100 * MINUTE_MS,
  news: 50 * MINUTE_MS,
} as const;

export const REFRESH_MS = {
  marketOverview: 300_000,
  news: 5 * MINUTE_MS,
  sectorQuotes: 60_000,
} as const;

export const SEARCH_DEBOUNCE_MS = { addPositionDialog: 500, header: 2000 } as const;
export const HEADER_SEARCH_MAX_RESULTS = 5;
export const NEWS_ITEMS_SHOWN = 5;
export const GAINERS_LOSERS_COUNT = 5;
export const RELATED_STOCKS_MAX = 3;
export const PIE_COLOURS = 6;

export const PASSWORD_MIN_LENGTH = 6;
export const NAME_MIN_LENGTH = 2;
export const SHARES_MIN = 0.000001;
export const PRICE_MIN = 0.01;

/** Chart timeframes and their point counts (SPEC §9); 3M in weekly steps, 1Y monthly. */
export const TIMEFRAMES = ['1D', '1W', '1M', '3M', '1Y'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];
export const TIMEFRAME_POINTS: Record<Timeframe, number> = {
  '1D': 24,
  '1W': 7,
  '1M': 30,
  '3M': 12,
  '1Y': 12,
};
