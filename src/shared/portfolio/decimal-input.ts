import { z } from 'zod/mini';
import { formatNumber } from '../platform/format.ts';

// Decimal inputs of the ledger: quantities, prices and amounts as the API takes them.

/**
 * A positive decimal string with at most 6 decimal places (NUMERIC scale 6) and within `max`.
 * Strings only: a JSON number has already been rounded to a double by the time we see it.
 */
export function positiveDecimal(label: string, max: number, min = 0.000001) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${label} is required` : `${label}: give a decimal string`,
    })
    .check(
      z.trim(),
      z.regex(/^\d{1,15}(\.\d{1,6})?$/, `${label}: a decimal with at most 6 decimal places`),
      z.refine((text) => Number(text) >= min, `${label} must be at least ${min}`),
      // Written only when the check fails (no formatter made at import).
      z.refine((text) => Number(text) <= max, {
        error: () => `${label} must be at most ${formatNumber(max)}`,
      }),
    );
}

export const QUANTITY_MAX = 1e12;
export const PRICE_MAX = 1e9;
export const AMOUNT_MAX = 1e12;
