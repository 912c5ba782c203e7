import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { Suspense, useCallback } from 'react';
import type { Timeframe } from '#shared/platform/constants.ts';
import { formatPercent, formatPrice } from '#shared/platform/format.ts';
import { historyQuery } from '../../lib/market-queries.ts';
import { PriceChange } from '../ui/PriceChange.tsx';
import { LazyChartCanvas } from './lazy-chart-canvas.ts';
import { Skeleton } from '../ui/Skeleton.tsx';

interface Props {
  symbol: string;
  timeframe: Timeframe;
  /** Timeframe buttons to offer; none when the chart has a fixed range. */
  timeframes?: readonly Timeframe[];
  onTimeframeChange?: (timeframe: Timeframe) => void;
  /** What the prices are in (decision 084); USD when not given. */
  currency?: string | undefined;
  className?: string;
}

/** The change over a chart's range: from its first point (the base close) to its last. */
export function rangeChange(closes: readonly number[]) {
  const first = closes[0];
  const last = closes.at(-1);
  if (first === undefined || last === undefined) return null;
  return { last, change: last - first, percent: first === 0 ? 0 : ((last - first) / first) * 100 };
}

/** "AAPL 1M: $212.40, +3.21%": the chart's text alternative. */
export function describeSeries(
  symbol: string,
  timeframe: Timeframe,
  closes: number[],
  currency = 'USD',
) {
  const range = rangeChange(closes);
  if (!range) return `${symbol} ${timeframe}: No data available`;
  const last = formatPrice(range.last, currency);
  return `${symbol} ${timeframe}: ${last}, ${formatPercent(range.percent)}`;
}

/** A price line for one symbol and range: green when the last point ≥ the first, else red. */
export function PriceChart({
  symbol,
  timeframe,
  timeframes,
  onTimeframeChange,
  currency = 'USD',
  className,
}: Props) {
  const history = useQuery(historyQuery(symbol, timeframe));
  const points = history.data?.points ?? [];
  const resolution = history.data?.resolution ?? 'daily';
  const closes = points.map((point) => point.close);
  const range = rangeChange(closes);
  // SPEC §9: green when the last point is at or above the first.
  const rising = !range || range.change >= 0;
  const description = describeSeries(symbol, timeframe, closes, currency);
  // One function per currency: the canvas redraws when its formatter changes.
  const formatValue = useCallback((value: number) => formatPrice(value, currency), [currency]);

  return (
    <div className={className}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        {timeframes && onTimeframeChange && (
          <div role="group" aria-label="Chart range" className="flex flex-wrap gap-1">
            {timeframes.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={option === timeframe}
                onClick={() => onTimeframeChange(option)}
                className={clsx(
                  'min-w-11 rounded-md px-2.5 py-1 text-sm font-medium transition-colors',
                  option === timeframe
                    ? 'bg-slate-900 text-white dark:bg-slate-100 dark:text-slate-900'
                    : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
                )}
              >
                {option}
              </button>
            ))}
          </div>
        )}
        {history.isPending ? (
          // The change line's height while it loads: on a phone it wraps below the range
          // buttons, and appearing there it pushed the chart down (a layout shift).
          <Skeleton className="h-5 w-36" />
        ) : (
          range &&
          points.length > 1 && (
            <p className="flex items-center gap-1.5 text-sm">
              <span className="sr-only">{`Change over ${timeframe}:`}</span>
              <PriceChange percent={range.percent} change={range.change} currency={currency} />
              <span aria-hidden="true" className="text-slate-600 dark:text-slate-400">
                {timeframe}
              </span>
            </p>
          )
        )}
      </div>
      <div className="relative h-64 md:h-72">
        {history.isPending ? (
          <Skeleton className="h-full w-full" />
        ) : history.isError ? (
          <p className="flex h-full items-center justify-center text-sm text-slate-600 dark:text-slate-400">
            Failed to load chart data
          </p>
        ) : points.length === 0 ? (
          <p className="flex h-full items-center justify-center text-sm text-slate-600 dark:text-slate-400">
            No data available
          </p>
        ) : (
          <figure className="relative m-0 h-full" data-trend={rising ? 'up' : 'down'}>
            <figcaption className="sr-only">{description}</figcaption>
            <Suspense fallback={<Skeleton className="h-full w-full" />}>
              <LazyChartCanvas
                points={points}
                resolution={resolution}
                rising={rising}
                formatValue={formatValue}
              />
            </Suspense>
          </figure>
        )}
      </div>
      {resolution === 'intraday' && points.length > 0 && (
        <p className="mt-1 text-right text-xs text-slate-600 dark:text-slate-400">
          Times in ET (New York)
        </p>
      )}
    </div>
  );
}
