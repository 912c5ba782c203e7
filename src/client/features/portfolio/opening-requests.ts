import type { PerformanceRange } from '../../../shared/portfolio-ledger.ts';
import {
  DEFAULT_BENCHMARK,
  PORTFOLIO_HOLDINGS_PATH,
  PORTFOLIO_PERFORMANCE_PATH,
} from '../../../shared/portfolio-routes.ts';
import { buildUrl } from '../../lib/api-client.ts';

// What /portfolio opens with, small enough for the entry: the router asks for it before the
// screen's code arrives, and the screen's queries (ledger-api.ts) build the same URLs from the same
// parts (decision 062).

/** The range /portfolio opens with, shared by the screen, its queries and the router. */
export const OPENING_PERFORMANCE_RANGE: PerformanceRange = '1Y';

/** The performance query's parameters for a range: always against the default benchmark. */
export const performanceParams = (range: PerformanceRange) => ({
  range,
  benchmark: DEFAULT_BENCHMARK,
});

/** The holdings and the opening range's performance, as the API client asks for them. */
export const PORTFOLIO_OPENING_REQUESTS = [
  buildUrl(PORTFOLIO_HOLDINGS_PATH, {}),
  buildUrl(PORTFOLIO_PERFORMANCE_PATH, { query: performanceParams(OPENING_PERFORMANCE_RANGE) }),
];
