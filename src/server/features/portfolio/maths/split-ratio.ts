import { decimal } from '#shared/platform/money.ts';

// A provider's split factor ('4' for 4-for-1, '0.5' for a 1-for-2 reverse split, Tiingo's
// splitFactor) as the ledger's ratio of whole shares ({ from: 1, to: 4 }).

/** Real splits are small ratios; a finer factor is a data error, not a split to offer. */
const MAX_FROM = 1_000;
const MAX_TO = 1_000_000;

/** The ratio whose to/from gives the factor to its stated places; null when none does. */
export function splitRatio(factor: string): { from: number; to: number } | null {
  const value = decimal(factor);
  if (!value.isFinite() || value.lessThanOrEqualTo(0)) return null;
  const [to, from] = value.toFraction(MAX_FROM).map((part) => part.toNumber());
  if (to === undefined || from === undefined || to === from || to < 1 || to > MAX_TO) return null;
  const places = value.decimalPlaces();
  // '0.333333' is 1-for-3 (1/3 to six places); '1.0001234' is no ratio of small whole numbers.
  const exact = decimal(to).dividedBy(from).toDecimalPlaces(places).equals(value);
  return exact ? { from, to } : null;
}
