import type { Performance, PerformanceRange } from '#shared/portfolio/portfolio-ledger.ts';
import { canonical, decimal } from '#shared/platform/money.ts';
import { benchmarkIndex } from './benchmark.ts';
import {
  dailySeries,
  type CloseSeries,
  type DailySeries,
  type SeriesScope,
} from './daily-series.ts';
import { dateOf } from './days.ts';
import type { LedgerEntry } from './ledger-entry.ts';
import { rangeStartDay } from './range-start.ts';
import { annualized, overPeriod, rangeReturns } from './returns.ts';

// The performance answer from the ledger and stored closes (docs/portfolio-maths.md).

export interface PerformanceInput {
  entries: readonly LedgerEntry[];
  closes: ReadonlyMap<string, CloseSeries>;
  range: PerformanceRange;
  benchmark: string;
  /** The benchmark's trading currency (its closes are converted into the base currency). */
  benchmarkCurrency?: string;
  today: string;
  scope: SeriesScope;
}

/** A double as decimal text with at most `places` decimals, no trailing zeros, no '-0'. */
function fixed(value: number, places: number): string {
  const text = value.toFixed(places);
  // toFixed writes 1e21 and up in exponent form; no real portfolio gets there, but stay exact.
  if (text.includes('e')) return canonical(decimal(value));
  const trimmed = text.includes('.') ? text.replace(/\.?0+$/, '') : text;
  return trimmed === '-0' ? '0' : trimmed;
}

export function performanceOf(input: PerformanceInput): Performance {
  return performanceFromSeries(dailySeries(input.entries, input.closes, input.scope), input);
}

/** A close series in the base currency, each close at its own day's rate. */
function inBase(series: CloseSeries | undefined, currency: string, scope: SeriesScope) {
  if (!series || currency === scope.fx.base) return series;
  const closes = new Float64Array(series.closes.length);
  series.days.forEach((day, i) => {
    closes[i] = (series.closes[i] ?? 0) * scope.fx.rate(currency, day);
  });
  return { days: series.days, closes };
}

/** Monday-based week number of a day number (1970-01-01 was a Thursday). */
const weekOf = (day: number) => Math.floor((day + 3) / 7);
/** Past this many days a range's series is given weekly (each week's last day); returns stay daily. */
const DAILY_POINTS_MAX = 400;

const NO_GAIN = { startValue: '0', netFlows: '0', endValue: '0', amount: '0' };
const nothing = { from: null, to: null, twr: '0', gain: NO_GAIN, series: [] };

export function performanceFromSeries(series: DailySeries, input: PerformanceInput): Performance {
  const { closes, range, benchmark, scope } = input;
  const empty = {
    range,
    benchmark,
    baseCurrency: scope.fx.base,
    account: scope.account ?? null,
    twrAnnualized: null,
    mwr: null,
    mwrAnnualized: null,
  };
  const firstDay = series.days[0] ?? Infinity;
  if (!Number.isFinite(firstDay)) return { ...empty, ...nothing };
  const returns = rangeReturns(series, rangeStartDay(range, input.today, firstDay));
  const days = series.days.slice(returns.start);
  const first = days[0];
  const last = days[days.length - 1];
  if (first === undefined || last === undefined) return { ...empty, ...nothing };
  const bench = benchmarkIndex(
    series,
    returns.start,
    returns.baseValue,
    returns.baseDay,
    inBase(closes.get(benchmark), input.benchmarkCurrency ?? 'USD', scope),
  );
  const weekly = days.length > DAILY_POINTS_MAX;
  const points: Performance['series'] = [];
  days.forEach((day, i) => {
    const following = days[i + 1];
    if (weekly && following !== undefined && weekOf(following) === weekOf(day)) return;
    points.push({
      date: dateOf(day),
      marketValue: fixed(series.value[returns.start + i] ?? 0, 2),
      netContributions: fixed(returns.netContributions[i] ?? 0, 2),
      twrIndex: fixed(returns.twrIndex[i] ?? 1, 8),
      benchmarkIndex: bench ? fixed(bench[i] ?? 1, 8) : null,
    });
  });
  // The gain over the range: value at its end − value before it − money paid in net. Each term
  // rounded to cents as shown, then subtracted in decimal, so the three shown add up exactly.
  const startValue = decimal(fixed(returns.baseValue, 2));
  const endValue = decimal(fixed(series.value[series.days.length - 1] ?? 0, 2));
  const netFlows = decimal(
    fixed((returns.netContributions[days.length - 1] ?? returns.baseValue) - returns.baseValue, 2),
  );
  return {
    ...empty,
    gain: {
      startValue: canonical(startValue),
      netFlows: canonical(netFlows),
      endValue: canonical(endValue),
      amount: canonical(endValue.minus(startValue).minus(netFlows)),
    },
    from: dateOf(first),
    to: dateOf(last),
    twr: fixed(returns.twr, 8),
    twrAnnualized: nullable(annualized(returns.twr, last - returns.baseDay), 8),
    mwr: nullable(returns.mwr === null ? null : overPeriod(returns.mwr, last - returns.baseDay), 8),
    mwrAnnualized: nullable(last - returns.baseDay >= 365 ? returns.mwr : null, 8),
    series: points,
  };
}

function nullable(value: number | null, places: number) {
  return value === null || !Number.isFinite(value) ? null : fixed(value, places);
}
