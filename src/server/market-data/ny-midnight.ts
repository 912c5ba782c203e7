import { nyDate } from '#shared/market-data/market-hours.ts';

const HOUR_MS = 3_600_000;

/**
 * Milliseconds until the next midnight in New York, when Tiingo resets daily allocations (and
 * our daily budget window turns). Midnight there is 04:00 or 05:00 UTC, always a whole UTC
 * hour: the first whole hour whose New York date moved on is it.
 */
export function msToNyMidnight(nowMs: number): number {
  const today = nyDate(new Date(nowMs));
  for (let at = nowMs - (nowMs % HOUR_MS) + HOUR_MS; ; at += HOUR_MS) {
    if (nyDate(new Date(at)) !== today) return at - nowMs;
  }
}
