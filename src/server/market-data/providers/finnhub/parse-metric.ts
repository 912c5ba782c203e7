import { z } from 'zod';
import type { ProviderFundamentals, Week52Range } from '../../provider.ts';
import { parseOr, positive } from './parse.ts';

// /stock/metric?metric=all (free keys get it): the 52-week figures (decision 022) and the key
// statistics. Finnhub maps a symbol to its primary listing (ENB → "ENB.TO", in CAD): an answer
// naming another symbol is refused. Volumes come in millions of shares.

const metricBody = z.object({
  metric: z.record(z.string(), z.unknown()).catch({}),
  symbol: z.string().optional().catch(undefined),
  series: z.unknown().optional(),
});
type MetricBody = z.infer<typeof metricBody>;

/** The answer's figures, or null when it names another listing than the one asked for. */
function ownMetric(symbol: string, body: unknown): MetricBody | null {
  const m = parseOr(metricBody, body, '/stock/metric');
  if (m.symbol !== undefined && m.symbol !== '' && m.symbol.toUpperCase() !== symbol) return null;
  return m;
}

/**
 * 52WeekHigh/52WeekLow of /stock/metric?metric=all. null when Finnhub has none, or when it
 * answered for another listing (ENB → "ENB.TO", in CAD): those figures are not this quote's.
 */
export function parseWeek52Range(symbol: string, body: unknown): Week52Range | null {
  const m = ownMetric(symbol, body);
  if (!m) return null;
  const high = positive(m.metric['52WeekHigh']);
  const low = positive(m.metric['52WeekLow']);
  if (high === null && low === null) return null;
  return { high, low };
}

const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The first of `keys` the answer has a number for (Finnhub's names changed over the years). */
const firstOf = (metric: Record<string, unknown>, keys: readonly string[]) =>
  keys.map((key) => finite(metric[key])).find((value) => value !== null) ?? null;

const millions = (value: number | null) =>
  value === null || value < 0 ? null : Math.round(value * 1_000_000);

const seriesPoint = z.object({ period: z.iso.date(), v: z.number().nullable() });
const quarterlyEps = z
  .object({ quarterly: z.object({ eps: z.array(z.unknown()).catch([]) }).catch({ eps: [] }) })
  .catch({ quarterly: { eps: [] } });

/** The latest quarter end of series.quarterly.eps, the period a trailing EPS runs to. */
function latestEpsPeriod(series: unknown): string | null {
  const points = quarterlyEps.parse(series ?? {}).quarterly.eps;
  let latest: string | null = null;
  for (const point of points) {
    const parsed = seriesPoint.safeParse(point);
    if (
      parsed.success &&
      parsed.data.v !== null &&
      (latest === null || parsed.data.period > latest)
    )
      latest = parsed.data.period;
  }
  return latest;
}

/**
 * The key statistics of /stock/metric?metric=all; null when Finnhub has none of them (`{}`) or
 * answered for another listing. The day's volume is not in it.
 */
export function parseFundamentals(symbol: string, body: unknown): ProviderFundamentals | null {
  const m = ownMetric(symbol, body);
  if (!m) return null;
  const metric = m.metric;
  const eps = firstOf(metric, ['epsTTM', 'epsInclExtraItemsTTM', 'epsExclExtraItemsTTM']);
  const fundamentals: ProviderFundamentals = {
    kind: null,
    eps,
    epsPeriod: eps === null ? null : latestEpsPeriod(m.series),
    peRatio: firstOf(metric, ['peTTM', 'peInclExtraTTM', 'peExclExtraTTM']),
    dividendYieldPercent: firstOf(metric, [
      'dividendYieldIndicatedAnnual',
      'currentDividendYieldTTM',
    ]),
    beta: firstOf(metric, ['beta']),
    volume: null,
    averageVolume10Day: millions(firstOf(metric, ['10DayAverageTradingVolume'])),
    averageVolume3Month: millions(firstOf(metric, ['3MonthAverageTradingVolume'])),
  };
  const figures = [
    fundamentals.eps,
    fundamentals.peRatio,
    fundamentals.dividendYieldPercent,
    fundamentals.beta,
    fundamentals.averageVolume10Day,
    fundamentals.averageVolume3Month,
  ];
  return figures.every((value) => value === null) ? null : fundamentals;
}
