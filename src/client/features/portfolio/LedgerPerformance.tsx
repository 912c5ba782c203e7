import clsx from 'clsx';
import { Suspense, useState } from 'react';
import { formatMoney, formatPercent } from '#shared/platform/format.ts';
import type { Performance, PerformanceRange } from '#shared/portfolio/portfolio-ledger.ts';
import { PERFORMANCE_RANGES, rangeLabel } from '#shared/portfolio/portfolio-routes.ts';
import { LazyChartCanvas } from '../../components/charts/lazy-chart-canvas.ts';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { directionClass } from '../../components/ui/PriceChange.tsx';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { chartCents, fractionText, indexFraction, indexPercent, sign } from './money-display.ts';
import { usePerformance, type AccountScope } from './ledger-api.ts';

/** ' +7.12% a year.' for a range of a year or more (decision 045); nothing for a shorter one. */
const perYear = (annualized: string | null) =>
  annualized === null ? '' : ` ${fractionText(annualized)} a year.`;

function Figure({
  label,
  value,
  explain,
}: {
  label: string;
  value: string | null;
  explain: string;
}) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd
        className={clsx(
          'text-lg font-semibold break-words tabular-nums',
          value && directionClass(sign(value)),
        )}
      >
        {value === null ? '—' : fractionText(value)}
      </dd>
      <dd className="text-xs text-slate-600 dark:text-slate-400">{explain}</dd>
    </div>
  );
}

function Chart({ performance, view }: { performance: Performance; view: 'value' | 'return' }) {
  const { series } = performance;
  const first = series[0];
  const last = series.at(-1);
  if (!first || !last)
    return <p className="text-sm text-slate-600 dark:text-slate-400">No data available</p>;
  const value = series.map((p) => ({ time: p.date, close: chartCents(p.marketValue) }));
  const twr = series.map((p) => ({ time: p.date, close: indexPercent(p.twrIndex) }));
  const benchmark = series.flatMap((p) =>
    p.benchmarkIndex === null ? [] : [{ time: p.date, close: indexPercent(p.benchmarkIndex) }],
  );
  const points = view === 'value' ? value : twr;
  const money = (amount: number) => formatMoney(amount, performance.baseCurrency);
  const rising = (points.at(-1)?.close ?? 0) >= (points[0]?.close ?? 0);
  const caption =
    view === 'value'
      ? `Portfolio value from ${first.date} to ${last.date}: from ${money(chartCents(first.marketValue))} to ${money(chartCents(last.marketValue))}`
      : `Time-weighted return from ${first.date} to ${last.date}: ${formatPercent(indexPercent(last.twrIndex))}` +
        (last.benchmarkIndex === null
          ? ''
          : `; ${performance.benchmark} ${formatPercent(indexPercent(last.benchmarkIndex))}`);
  return (
    <figure className="m-0" data-trend={rising ? 'up' : 'down'}>
      <figcaption className="sr-only">{caption}</figcaption>
      <div className="relative h-64">
        <Suspense fallback={<Skeleton className="h-full w-full" />}>
          <LazyChartCanvas
            points={points}
            resolution="daily"
            rising={rising}
            comparison={view === 'return' ? benchmark : undefined}
            formatValue={view === 'return' ? formatPercent : money}
            comparisonLabel={performance.benchmark}
            axis={view === 'return' ? 'percent' : 'number'}
          />
        </Suspense>
      </div>
      {view === 'return' && (
        <ChartLegend
          rising={rising}
          benchmark={benchmark.length > 0 ? performance.benchmark : null}
        />
      )}
    </figure>
  );
}

/** Which line is which on the return chart: the solid one is the portfolio, the dashed one the benchmark. */
function ChartLegend({ rising, benchmark }: { rising: boolean; benchmark: string | null }) {
  const swatch = (dashed: boolean, colour: string) => (
    <svg aria-hidden="true" width="24" height="8" className={clsx('shrink-0', colour)}>
      <line
        x1="0"
        y1="4"
        x2="24"
        y2="4"
        stroke="currentColor"
        strokeWidth="2"
        strokeDasharray={dashed ? '6 4' : undefined}
      />
    </svg>
  );
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
      <li className="flex items-center gap-1.5">
        {swatch(
          false,
          rising ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400',
        )}
        Your portfolio (time-weighted return, %)
      </li>
      {benchmark && (
        <li className="flex items-center gap-1.5">
          {swatch(true, 'text-slate-600 dark:text-slate-400')}
          {benchmark} (same days, %)
        </li>
      )}
    </ul>
  );
}

const toggle = (active: boolean) =>
  clsx(
    'rounded-md px-2.5 py-1 text-sm font-medium',
    active ? 'bg-emerald-700 text-white' : 'hover:bg-slate-100 dark:hover:bg-slate-800',
  );

/** The ledger's performance: value or return against the benchmark, TWR and MWR side by side. */
export function LedgerPerformance({
  range,
  onRange,
  account,
}: {
  range: PerformanceRange;
  onRange: (range: PerformanceRange) => void;
  account?: AccountScope;
}) {
  const performance = usePerformance(range, account);
  const [view, setView] = useState<'value' | 'return'>('value');
  const data = performance.data;
  const benchmarkEnd = data?.series.at(-1)?.benchmarkIndex ?? null;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap justify-between gap-2">
        <div role="group" aria-label="Range" className="flex flex-wrap gap-1">
          {PERFORMANCE_RANGES.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={option === range}
              className={toggle(option === range)}
              onClick={() => onRange(option)}
            >
              {rangeLabel(option)}
            </button>
          ))}
        </div>
        <div role="group" aria-label="Chart" className="flex gap-1">
          <button
            type="button"
            aria-pressed={view === 'value'}
            className={toggle(view === 'value')}
            onClick={() => setView('value')}
          >
            Value
          </button>
          <button
            type="button"
            aria-pressed={view === 'return'}
            className={toggle(view === 'return')}
            onClick={() => setView('return')}
          >
            Return vs {data?.benchmark ?? 'SPY'}
          </button>
        </div>
      </div>
      {performance.isError ? (
        <ErrorState message="Failed to load chart data" />
      ) : !data ? (
        <Skeleton className="h-64 w-full" />
      ) : (
        <>
          <Chart performance={data} view={view} />
          <dl className="grid gap-4 sm:grid-cols-3">
            <Figure
              label="Time-weighted return (TWR)"
              value={data.twr}
              explain={`How your holdings performed, whatever money you added or took out.${perYear(data.twrAnnualized)}`}
            />
            <Figure
              label="Money-weighted return (MWR)"
              value={data.mwr}
              explain={
                data.mwr === null
                  ? 'No money-weighted return exists for this range.'
                  : `Your own return, counting when you added and took out money.${perYear(data.mwrAnnualized)}`
              }
            />
            <Figure
              label={`${data.benchmark} instead`}
              value={benchmarkEnd === null ? null : indexFraction(benchmarkEnd)}
              explain={
                benchmarkEnd === null
                  ? `No ${data.benchmark} history is stored yet.`
                  : `The same money, on the same days, in ${data.benchmark}.`
              }
            />
          </dl>
        </>
      )}
    </div>
  );
}
