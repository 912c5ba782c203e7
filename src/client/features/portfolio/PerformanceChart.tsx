import { useQueries } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { formatUsd } from '../../../shared/format.ts';
import type { History } from '../../../shared/market-data.ts';
import type { Position } from '../../../shared/portfolio.ts';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { historyQuery } from '../../lib/market-queries.ts';
import { performanceSeries } from './performance.ts';

const ChartCanvas = lazy(() => import('../../components/charts/ChartCanvas.tsx'));

/** 30 days of portfolio value computed from daily closes (docs/architecture.md, Beyond the specification), not simulated. */
export function PerformanceChart({ positions }: { positions: Position[] }) {
  const symbols = [...new Set(positions.map((position) => position.symbol))];
  const histories = useQueries({ queries: symbols.map((symbol) => historyQuery(symbol, '1M')) });
  if (histories.some((history) => history.isPending)) return <Skeleton className="h-64 w-full" />;
  const bySymbol = new Map<string, History>();
  for (const history of histories)
    if (history.data) bySymbol.set(history.data.symbol, history.data);
  const points = performanceSeries(positions, bySymbol);
  const first = points[0]?.close;
  const last = points.at(-1)?.close;
  if (first === undefined || last === undefined) {
    // Each position counts from the day it was added, so a portfolio made after the last
    // close has no history yet: say when it will.
    return (
      <div className="text-sm text-slate-600 dark:text-slate-400">
        <p>No data available</p>
        {positions.length > 0 && (
          <p className="mt-1">
            Your positions count from the day they were added; the chart starts with the next market
            close.
          </p>
        )}
      </div>
    );
  }
  return (
    <figure className="relative m-0 h-64" data-trend={last >= first ? 'up' : 'down'}>
      <figcaption className="sr-only">
        {`Portfolio value over 30 days: from ${formatUsd(first)} to ${formatUsd(last)}`}
      </figcaption>
      <Suspense fallback={<Skeleton className="h-full w-full" />}>
        <ChartCanvas points={points} resolution="daily" rising={last >= first} />
      </Suspense>
    </figure>
  );
}
