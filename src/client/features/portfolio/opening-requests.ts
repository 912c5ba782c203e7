import {
  DEFAULT_BENCHMARK,
  PERFORMANCE_RANGES,
  type PerformanceRange,
} from '#shared/portfolio/portfolio-routes.ts';

// What the portfolio's screens open with: shared by the screens and their screen definitions.

/** The range /portfolio opens with, shared by the screen, its queries and the router. */
export const OPENING_PERFORMANCE_RANGE: PerformanceRange = '1Y';

/**
 * The range an address names (?range=3M), else the opening one: the summary cards and the chart
 * follow it, and the server renders the page with it.
 */
export const rangeInSearch = (search: URLSearchParams): PerformanceRange =>
  PERFORMANCE_RANGES.find((range) => range === search.get('range')) ?? OPENING_PERFORMANCE_RANGE;

/** The performance query's parameters for a range: always against the default benchmark. */
export const performanceParams = (range: PerformanceRange) => ({
  range,
  benchmark: DEFAULT_BENCHMARK,
});

/** The account an address's query names (?account=<id>); undefined for all of them. */
export const accountInSearch = (search: URLSearchParams) => search.get('account') || undefined;

/** Transactions per page of /portfolio/transactions; the screen opens at the first, unfiltered. */
export const TRANSACTIONS_PAGE_SIZE = 25;
