// Provider rows keep raw prices and each day's split factor (docs/decisions/023). Charts and
// 52-week ranges read prices split-adjusted: every price before a split's ex-date is divided
// by that split's factor, so a 4:1 split is not a 75 % fall. Dividends are not adjusted for
// (a price chart shows prices, not total return). Recorded rows have no factor (1).

export interface SplitRow {
  date: string;
  /** Decimal string; null: not reported (recorded history, Finnhub candles). */
  splitFactor: string | null;
}

/** Each row's divisor, for rows in ascending date order: the product of later splits. */
export function splitDivisors(rows: readonly SplitRow[]): number[] {
  const divisors = new Array<number>(rows.length);
  let product = 1;
  for (let i = rows.length - 1; i >= 0; i--) {
    divisors[i] = product;
    const factor = Number(rows[i]?.splitFactor ?? 1);
    if (Number.isFinite(factor) && factor > 0) product *= factor;
  }
  return divisors;
}
