import { useState } from 'react';
import { TIMEFRAMES, type Timeframe } from '#shared/platform/constants.ts';
import type { Sectors } from '#shared/market-data/market-data.ts';
import { formatUsd } from '#shared/platform/format.ts';
import { PriceChart } from '../../components/charts/PriceChart.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { LivePrice } from '../../components/ui/LivePrice.tsx';
import { PriceChange } from '../../components/ui/PriceChange.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { SECTOR_CHART_TIMEFRAME, useLatestQuote } from '../../lib/market-queries.ts';

type Sector = Sectors['sectors'][number];
const FIGURE_LABELS = ['Open', 'High', 'Low', 'Prev Close'] as const;

/**
 * The selected sector: its quote, a chart with the stock page's ranges (SPEC §2: 3M first).
 * While the sectors load (`result` not yet known) the card keeps its final shape, with
 * placeholders where the figures go, and its chart already loads: nothing below it moves when
 * the quotes arrive (Lighthouse's layout shift on /markets was 0.18, decision 054).
 */
export type SectorShown = Pick<Sector, 'symbol' | 'name'> & { result?: Sector['result'] };

export function SectorDetail({ sector }: { sector: SectorShown }) {
  const [timeframe, setTimeframe] = useState<Timeframe>(SECTOR_CHART_TIMEFRAME);
  const loaded = useLatestQuote(sector.symbol, sector.result ?? null);
  const loading = sector.result === undefined;
  const result = loading ? undefined : loaded;
  const quote = result?.quote;
  const figures: [string, number | null][] = quote
    ? [
        ['Open', quote.open],
        ['High', quote.high],
        ['Low', quote.low],
        ['Prev Close', quote.previousClose],
      ]
    : [];
  return (
    <Card title={`${sector.name} (${sector.symbol})`}>
      {loading ? (
        <Skeleton className="mb-3 h-8 w-48" />
      ) : quote && result ? (
        <p className="mb-3 flex flex-wrap items-baseline gap-x-3 text-2xl font-semibold">
          <LivePrice result={result} />
          <PriceChange percent={quote.changePercent} change={quote.change} className="text-base" />
        </p>
      ) : (
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">Data unavailable</p>
      )}
      <PriceChart
        symbol={sector.symbol}
        timeframe={timeframe}
        timeframes={TIMEFRAMES}
        onTimeframeChange={setTimeframe}
      />
      {loading && (
        <div aria-hidden="true" className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {FIGURE_LABELS.map((label) => (
            <Skeleton key={label} className="h-16" />
          ))}
        </div>
      )}
      {quote && (
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {figures.map(([label, value]) => (
            <div key={label} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
              <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="font-medium tabular-nums">
                {/* A figure the provider did not give (decision 022): '—', never $0.00. */}
                {value === null ? '—' : formatUsd(value)}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
