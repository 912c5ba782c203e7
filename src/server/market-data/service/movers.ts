import { GAINERS_LOSERS_COUNT } from '../../../shared/constants.ts';
import type { Quote } from '../../../shared/market-data.ts';

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

/** SPEC §4: gainers change > 0 biggest first, losers change < 0 biggest fall first, 5 each. */
export function gainersAndLosers(
  candidates: readonly MoverCandidate[],
  count = GAINERS_LOSERS_COUNT,
): { gainers: Mover[]; losers: Mover[] } {
  // A quote without a previous close has no known change (decision 022): never a mover.
  const quoted = candidates.flatMap((c) =>
    c.quote && c.quote.change !== null && c.quote.changePercent !== null
      ? [{ symbol: c.symbol, name: c.name, quote: c.quote }]
      : [],
  );
  const changeOf = (m: Mover) => m.quote.change ?? 0;
  const gainers = quoted
    .filter((m) => changeOf(m) > 0)
    .sort((a, b) => changeOf(b) - changeOf(a))
    .slice(0, count);
  const losers = quoted
    .filter((m) => changeOf(m) < 0)
    .sort((a, b) => changeOf(a) - changeOf(b))
    .slice(0, count);
  return { gainers, losers };
}
