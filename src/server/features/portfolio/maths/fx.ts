import type { CloseSeries } from './daily-series.ts';

// Exchange rates for the maths (docs/decisions/085): per currency, a series of "one unit = x of
// the base currency" on the days the rate source published. A day's rate is the last one
// published on or before it; before the first, the first (a rate source starts in 1999).

export type RateSeries = CloseSeries;

export interface Fx {
  readonly base: string;
  /** One unit of `currency` in the base currency on `day` (days since 1970-01-01). */
  rate(currency: string, day: number): number;
}

/** Thrown when a currency of the ledger has no rates: the service fetches them first. */
export class MissingRatesError extends Error {
  constructor(readonly currency: string) {
    super(`no exchange rates for ${currency}`);
  }
}

export function fxOf(base: string, series: ReadonlyMap<string, RateSeries>): Fx {
  return {
    base,
    rate(currency, day) {
      if (currency === base) return 1;
      const rates = series.get(currency);
      if (!rates || rates.days.length === 0) throw new MissingRatesError(currency);
      return rates.closes[lastAtOrBefore(rates.days, day)] ?? 1;
    },
  };
}

/** Index of the last day ≤ `day`, or 0 when every day is after it. */
function lastAtOrBefore(days: Int32Array, day: number): number {
  let low = 0;
  let high = days.length - 1;
  if ((days[0] ?? 0) > day) return 0;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((days[middle] ?? 0) <= day) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** One base currency and no other: every rate is 1 (a single-currency ledger). */
export const sameCurrency = (base: string): Fx => fxOf(base, new Map());
