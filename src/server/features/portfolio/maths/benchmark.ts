import type { CloseSeries, DailySeries } from './daily-series.ts';
import { dailyReturn } from './returns.ts';

// "What if I had bought the benchmark instead": the range's value at its start and every later
// payment in buy benchmark units at that day's close; every payment out sells units (never more
// than are held). The benchmark's TWR index over the same days is comparable to the portfolio's.

/** The benchmark's close on or before each day (its first close for days before it). */
function closesOn(days: readonly number[], series: CloseSeries): number[] {
  const out: number[] = [];
  let next = 0;
  let price = series.closes[0] ?? 0;
  for (const day of days) {
    while (next < series.days.length && (series.days[next] ?? Infinity) <= day) {
      price = series.closes[next] ?? price;
      next++;
    }
    out.push(price);
  }
  return out;
}

export function benchmarkIndex(
  series: DailySeries,
  start: number,
  baseValue: number,
  baseDay: number,
  benchmark: CloseSeries | undefined,
): number[] | null {
  if (!benchmark || benchmark.days.length === 0) return null;
  const days = series.days.slice(start);
  const prices = closesOn([baseDay, ...days], benchmark);
  let units = (prices[0] ?? 0) > 0 ? baseValue / (prices[0] ?? 1) : 0;
  let previous = baseValue;
  let index = 1;
  const out: number[] = [];
  for (let i = 0; i < days.length; i++) {
    const price = prices[i + 1] ?? 0;
    const inflow = series.inflow[start + i] ?? 0;
    const requested = series.outflow[start + i] ?? 0;
    if (price <= 0) {
      out.push(index);
      continue;
    }
    units += inflow / price;
    const outflow = Math.min(requested, units * price);
    units -= outflow / price;
    const value = units * price;
    index *= 1 + dailyReturn(previous, value, inflow, outflow);
    out.push(index);
    previous = value;
  }
  return out;
}
