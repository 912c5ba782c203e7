// The portfolio's read routes and the performance's default benchmark, without the schemas: the
// contract (portfolio.contract.ts) defines its routes with these, and the browser's entry builds
// /portfolio's opening requests from them before the contract's code has arrived (decision 062).

export const PORTFOLIO_HOLDINGS_PATH = '/api/portfolio/holdings';
export const PORTFOLIO_PERFORMANCE_PATH = '/api/portfolio/performance';

/** What a performance line is compared with unless the request names another symbol. */
export const DEFAULT_BENCHMARK = 'SPY';

/** The performance's ranges; MAX (shown as 'All') is the ledger's whole life. */
export const PERFORMANCE_RANGES = ['1M', '3M', 'YTD', '1Y', '5Y', 'MAX'] as const;
export type PerformanceRange = (typeof PERFORMANCE_RANGES)[number];

/** How a range is named on screen: 'All' for MAX. */
export const rangeLabel = (range: PerformanceRange) => (range === 'MAX' ? 'All' : range);
