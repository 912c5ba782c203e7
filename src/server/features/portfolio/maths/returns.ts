import type { DailySeries } from './daily-series.ts';
import { xirr } from './xirr.ts';

// Returns over one range of the daily series (docs/portfolio-maths.md).

export interface RangeReturns {
  /** Index into the series of the range's first day. */
  start: number;
  /** The value at the close before the range (0 when the range starts with the ledger). */
  baseValue: number;
  /** Day number of that close (the first day's when there is none). */
  baseDay: number;
  twr: number;
  /** Π(1 + r) up to each day of the range. */
  twrIndex: number[];
  /** The base value plus money paid in minus money taken out, up to each day. */
  netContributions: number[];
  /** XIRR of the range's flows: an annual rate. Null when the flows have none. */
  mwr: number | null;
}

/**
 * Portfolio Performance's daily-linked TWR: r_t = (V_t + Out_t) / (V_{t−1} + In_t) − 1. A day
 * with nothing held and nothing paid in has r_t = 0 (a gap, not a loss), so a portfolio that
 * goes to zero and restarts links its two lives.
 */
export function dailyReturn(previous: number, value: number, inflow: number, outflow: number) {
  const invested = previous + inflow;
  return invested > 0 ? (value + outflow) / invested - 1 : 0;
}

export function rangeReturns(series: DailySeries, fromDay: number): RangeReturns {
  let start = series.days.findIndex((day) => day >= fromDay);
  if (start < 0) start = series.days.length;
  const baseValue = start > 0 ? (series.value[start - 1] ?? 0) : 0;
  const baseDay = start > 0 ? (series.days[start - 1] ?? 0) : (series.days[start] ?? fromDay);
  const twrIndex: number[] = [];
  const netContributions: number[] = [];
  const flows = baseValue > 0 ? [{ day: baseDay, amount: -baseValue }] : [];
  let index = 1;
  let net = baseValue;
  let previous = baseValue;
  for (let t = start; t < series.days.length; t++) {
    const value = series.value[t] ?? 0;
    const inflow = series.inflow[t] ?? 0;
    const outflow = series.outflow[t] ?? 0;
    index *= 1 + dailyReturn(previous, value, inflow, outflow);
    net += inflow - outflow;
    twrIndex.push(index);
    netContributions.push(net);
    const day = series.days[t] ?? 0;
    if (inflow !== 0 || outflow !== 0) flows.push({ day, amount: outflow - inflow });
    previous = value;
  }
  const lastDay = series.days[series.days.length - 1];
  if (lastDay !== undefined && start < series.days.length) {
    flows.push({ day: lastDay, amount: previous });
  }
  return {
    start,
    baseValue,
    baseDay,
    twr: index - 1,
    twrIndex,
    netContributions,
    mwr: xirr(flows),
  };
}

/** (1 + r)^(365 / days) − 1, only for a range of a year or more (shorter would extrapolate). */
export function annualized(total: number, days: number): number | null {
  return days >= 365 ? Math.pow(1 + total, 365 / days) - 1 : null;
}

/**
 * An annual rate as the return over `days`: (1 + rate)^(days / 365) − 1. For an XIRR this is
 * the money-weighted return over the range itself, what GIPS reports for a period shorter than a
 * year instead of an annual rate (a 3-month gain of 20 % is not "107 % a year").
 */
export function overPeriod(annualRate: number, days: number): number {
  return Math.pow(1 + annualRate, days / 365) - 1;
}
