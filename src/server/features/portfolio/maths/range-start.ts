import type { PerformanceRange } from '#shared/portfolio/portfolio-ledger.ts';
import { rangeStart } from '#server/market-data/service/history-buckets.ts';
import { dayOf } from './days.ts';

/**
 * The first day inside a range ending today: the day after the date its change is measured from,
 * which is the stock page's own (rangeStart), so a benchmark's 1Y figure here is its 1Y change
 * there. MAX starts with the ledger's first day.
 */
export function rangeStartDay(range: PerformanceRange, today: string, firstDay: number): number {
  if (range === 'MAX') return firstDay;
  const base = rangeStart(range, today);
  return base === null ? firstDay : dayOf(base) + 1;
}
