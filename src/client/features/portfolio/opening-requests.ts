import type { PerformanceRange } from '../../../shared/portfolio-ledger.ts';
import { DEFAULT_BENCHMARK } from '../../../shared/portfolio-routes.ts';

// What /portfolio opens with: shared by the screen, its queries and its screen definition.

/** The range /portfolio opens with, shared by the screen, its queries and the router. */
export const OPENING_PERFORMANCE_RANGE: PerformanceRange = '1Y';

/** The performance query's parameters for a range: always against the default benchmark. */
export const performanceParams = (range: PerformanceRange) => ({
  range,
  benchmark: DEFAULT_BENCHMARK,
});
