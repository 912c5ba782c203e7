// The portfolio's read routes and the performance's default benchmark, without the schemas: the
// contract (portfolio.contract.ts) defines its routes with these, and the browser's entry builds
// /portfolio's opening requests from them before the contract's code has arrived (decision 062).

export const PORTFOLIO_HOLDINGS_PATH = '/api/portfolio/holdings';
export const PORTFOLIO_PERFORMANCE_PATH = '/api/portfolio/performance';

/** What a performance line is compared with unless the request names another symbol. */
export const DEFAULT_BENCHMARK = 'SPY';
