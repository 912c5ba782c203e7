import { GAINERS_LOSERS_COUNT } from '../../../shared/constants.ts';
import type { Quote } from '../../../shared/market-data.ts';

export interface MoverCandidate {
  symbol: string;
  name: string;
  /** null: the quote failed; such rows never reach the lists (SPEC §4). */
  quote: Quote | null;
}

export interface Mover {
  symbol: string;
  name: string;
  quote: Quote;
}

/** SPEC §4: gainers change > 0 biggest first, losers change < 0 biggest fall first, 5 each. */
export function gainersAndLosers(
  candidates: readonly MoverCandidate[],
  count = GAINERS_LOSERS_COUNT,
): { gainers: Mover[]; losers: Mover[] } {
  const quoted = candidates.flatMap((c) =>
    c.quote ? [{ symbol: c.symbol, name: c.name, quote: c.quote }] : [],
  );
  const gainers = quoted
    .filter((m) => m.quote.change > 0)
    .sort((a, b) => b.quote.change - a.quote.change)
    .slice(0, count);
  const losers = quoted
    .filter((m) => m.quote.change < 0)
    .sort((a, b) => a.quote.change - b.quote.change)
    .slice(0, count);
  return { gainers, losers };
}
