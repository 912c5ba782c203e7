import type { PerformanceRange } from '#shared/portfolio/portfolio-routes.ts';
import { useSearchParams } from '../../lib/routing.tsx';
import { OPENING_PERFORMANCE_RANGE, rangeInSearch } from './opening-requests.ts';

/**
 * The portfolio page's one range, from its address (?range=3M): chosen at the chart, followed by
 * the summary cards, and kept in the address so a reload (rendered on the server) shows it too.
 */
export function useRangeParam(): [PerformanceRange, (range: PerformanceRange) => void] {
  const [search, setSearch] = useSearchParams();
  const choose = (next: PerformanceRange) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === OPENING_PERFORMANCE_RANGE) params.delete('range');
        else params.set('range', next);
        return params;
      },
      { replace: true },
    );
  return [rangeInSearch(search), choose];
}
