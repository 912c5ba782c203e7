import type { PerformanceRange } from '#shared/portfolio/portfolio-ledger.ts';
import { dateOf, dayOf } from './days.ts';

/** The first day of a range ending today; MAX starts with the ledger's first day. */
export function rangeStartDay(range: PerformanceRange, today: string, firstDay: number): number {
  const date = new Date(`${today}T00:00:00Z`);
  const monthsBack = { '1M': 1, '3M': 3, '1Y': 12, '5Y': 60 } as const;
  if (range === 'MAX') return firstDay;
  if (range === 'YTD') return dayOf(`${today.slice(0, 4)}-01-01`);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - monthsBack[range]);
  // 31 March − 1 month is 28/29 February, not 3 March.
  const lastOfMonth = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));
  date.setUTCDate(Math.min(day, lastOfMonth.getUTCDate()));
  return dayOf(dateOf(Math.round(date.getTime() / 86_400_000)));
}
