import { GAINERS_LOSERS_COUNT } from '#shared/platform/constants.ts';
import type { Quote } from '#shared/market-data/market-data.ts';

export interface MoverCandidate {
  symbol: string;
  name: string;
  /** null: the quote failed; such rows never reach the lists (SPEC §4), nor unknown changes. */
  quote: Quote | null;
}

export interface Mover {
  symbol: string;
  name: string;
  quote: Quote;
}

/** The row's percent change when it is known (a partial quote may not say). */
const percentOf = (quote: Quote): number | null => {
  const percent = quote.changePercent;
  return percent !== null && Number.isFinite(percent) ? percent : null;
};

/**
 * SPEC §4 lists, ordered the way the rows read: gainers (change > 0) by percent, biggest first;
 * losers (change < 0) by percent, biggest fall first; 5 each. Rows without a quote or without
 * a known percent change are left out of both (§5).
 */
export function gainersAndLosers(
  candidates: readonly MoverCandidate[],
  count = GAINERS_LOSERS_COUNT,
): { gainers: Mover[]; losers: Mover[] } {
  const ranked = candidates.flatMap((c) => {
    const percent = c.quote ? percentOf(c.quote) : null;
    return c.quote && percent !== null
      ? [{ mover: { symbol: c.symbol, name: c.name, quote: c.quote }, percent }]
      : [];
  });
  const gainers = ranked.filter((r) => r.percent > 0).sort((a, b) => b.percent - a.percent);
  const losers = ranked.filter((r) => r.percent < 0).sort((a, b) => a.percent - b.percent);
  return {
    gainers: gainers.slice(0, count).map((r) => r.mover),
    losers: losers.slice(0, count).map((r) => r.mover),
  };
}
