import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { lazy, Suspense } from 'react';
import type { Timeframe } from '../../../shared/constants.ts';
import { formatPercent, formatUsd } from '../../../shared/format.ts';
import { historyQuery } from '../../lib/market-queries.ts';
import { Skeleton } from '../ui/Skeleton.tsx';

const ChartCanvas = lazy(() => import('./ChartCanvas.tsx'));

interface Props {
  symbol: string;
  timeframe: Timeframe;
  /** Timeframe buttons to offer; none when the chart has a fixed range. */
  timeframes?: readonly Timeframe[];
  onTimeframeChange?: (timeframe: Timeframe) => void;
  className?: string;
}

/** "AAPL 1M: $212.40, +3.21%": the chart's text alternative. */
export function describeSeries(symbol: string, timeframe: Timeframe, closes: number[]) {
  const first = closes[0];
  const last = closes.at(-1);
  if (first === undefined || last === undefined) return `${symbol} ${timeframe}: No data available`;
  const change = first === 0 ? 0 : ((last - first) / first) * 100;
  return `${symbol} ${timeframe}: ${formatUsd(last)}, ${formatPercent(change)}`;
}

/** A price line for one symbol and range: green when the last point ≥ the first, else red. */
export function PriceChart({ symbol, timeframe, timeframes, onTimeframeChange, className }: Props) {
  const history = useQuery(historyQuery(symbol, timeframe));
  const points = history.data?.points ?? [];
  const first = points[0]?.close;
  const last = points.at(-1)?.close;
  const rising = first === undefined || last === undefined || last >= first;
  const description = describeSeries(
    symbol,
    timeframe,
    points.map((point) => point.close),
  );

  return (
    <div className={className}>
      {timeframes && onTimeframeChange && (
        <div role="group" aria-label="Chart range" className="mb-3 flex flex-wrap gap-1">
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
          <figure className="m-0 h-full" data-trend={rising ? 'up' : 'down'}>
            <figcaption className="sr-only">{description}</figcaption>
            <Suspense fallback={<Skeleton className="h-full w-full" />}>
              <ChartCanvas points={points} rising={rising} />
            </Suspense>
          </figure>
        )}
      </div>
    </div>
  );
}
