import { formatPrice } from '#shared/platform/format.ts';
import { rangePosition } from './watchlist-rows.ts';

/** A low–high range with a mark where the price is now (day range, 52-week range). */
export function RangeBar({
  label,
  low,
  high,
  price,
  currency = 'USD',
}: {
  label: string;
  low: number | null;
  high: number | null;
  price: number | null;
  currency?: string;
}) {
  const position = rangePosition(low, high, price);
  if (low === null || high === null) {
    // As tall as the bar (24 px), so a row does not grow when the range arrives.
    return <span className="flex h-6 items-center text-slate-500 dark:text-slate-400">—</span>;
  }
  const text = `${label} ${formatPrice(low, currency)} to ${formatPrice(high, currency)}`;
  return (
    <div className="min-w-24" role="img" aria-label={text}>
      <div className="relative h-1.5 rounded-full bg-slate-200 dark:bg-slate-700">
        {position !== null ? (
          <span
            className="absolute top-1/2 size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-slate-800 ring-2 ring-white dark:bg-slate-100 dark:ring-slate-900"
            style={{ left: `${position * 100}%` }}
          />
        ) : null}
      </div>
      <div className="mt-1 flex justify-between gap-1 text-[11px] leading-3.5 text-slate-600 tabular-nums dark:text-slate-400">
        <span>{formatPrice(low, currency)}</span>
        <span>{formatPrice(high, currency)}</span>
      </div>
    </div>
  );
}
