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

/**
 * Chart ranges (docs/decisions/025, replacing SPEC §9's point counts): 1D the last session,
 * 1W the last 5 sessions, 1M one calendar month, 3M three, YTD since 1 January (New York),
 * 1Y a year, 5Y five years, Max all the history there is. Daily points up to 1Y, weekly beyond.
 */
export const TIMEFRAMES = ['1D', '1W', '1M', '3M', 'YTD', '1Y', '5Y', 'Max'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];
