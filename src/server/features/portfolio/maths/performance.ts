import { canonical, decimal } from '../../../../shared/money.ts';
import type { Performance, PerformanceRange } from '../../../../shared/portfolio-ledger.ts';
import { benchmarkIndex } from './benchmark.ts';
import { dailySeries, type CloseSeries } from './daily-series.ts';
import { dateOf, dayOf } from './days.ts';
import type { LedgerEntry } from './ledger-entry.ts';
import { rangeStartDay } from './range-start.ts';
import { annualized, rangeReturns } from './returns.ts';

// The performance answer from the ledger and stored closes (docs/portfolio-maths.md).

export interface PerformanceInput {
  entries: readonly LedgerEntry[];
  closes: ReadonlyMap<string, CloseSeries>;
  range: PerformanceRange;
  benchmark: string;
  today: string;
}

/** A double as decimal text with at most `places` decimals ('-0' becomes '0'). */
const fixed = (value: number, places: number) => canonical(decimal(value.toFixed(places)));

export function performanceOf(input: PerformanceInput): Performance {
  const { entries, closes, range, benchmark } = input;
  const empty = { range, benchmark, twrAnnualized: null, mwr: null };
  const firstDay = entries.reduce((min, entry) => Math.min(min, dayOf(entry.date)), Infinity);
  if (!Number.isFinite(firstDay)) return { ...empty, from: null, to: null, twr: '0', series: [] };
  const series = dailySeries(entries, closes);
  const returns = rangeReturns(series, rangeStartDay(range, input.today, firstDay));
  const days = series.days.slice(returns.start);
  const first = days[0];
  const last = days[days.length - 1];
  if (first === undefined || last === undefined) {
    return { ...empty, from: null, to: null, twr: '0', series: [] };
  }
  const bench = benchmarkIndex(
    series,
    returns.start,
    returns.baseValue,
    returns.baseDay,
    closes.get(benchmark),
  );
  return {
    range,
    benchmark,
    from: dateOf(first),
    to: dateOf(last),
    twr: fixed(returns.twr, 8),
    twrAnnualized: nullable(annualized(returns.twr, last - returns.baseDay), 8),
    mwr: nullable(returns.mwr, 8),
    series: days.map((day, i) => ({
      date: dateOf(day),
      marketValue: fixed(series.value[returns.start + i] ?? 0, 2),
      netContributions: fixed(returns.netContributions[i] ?? 0, 2),
      twrIndex: fixed(returns.twrIndex[i] ?? 1, 8),
      benchmarkIndex: bench ? fixed(bench[i] ?? 1, 8) : null,
    })),
  };
}

function nullable(value: number | null, places: number) {
  return value === null || !Number.isFinite(value) ? null : fixed(value, places);
}
