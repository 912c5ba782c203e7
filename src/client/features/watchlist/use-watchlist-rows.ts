import { queryOptions, useQueries } from '@tanstack/react-query';
import { CACHE_TTL_MS } from '#shared/platform/constants.ts';
import { marketDataContract } from '#shared/market-data/market-data.contract.ts';
import type { WatchlistItem } from '#shared/watchlist/watchlist.ts';
import { apiGet } from '../../lib/api-client.ts';
import { useLiveQuotes } from '../../lib/live-stream-react.tsx';
import { historyQuery, profileQuery, useLatestQuotes } from '../../lib/market-queries.ts';
import type { WatchlistRow } from './watchlist-rows.ts';

// The figures of each row: live quotes, names and market caps from the profiles, 52-week
// ranges from the stats, a month of closes for the sparkline (once the first screen has shown).
// Each is cached per symbol, shared with the stock page.

/**
 * The stock page's stats query (same key, so one cache): features do not import each other
 * (docs/architecture.md), and lib/ holds only quotes, history, profiles and search.
 */
const statsQuery = (symbol: string) =>
  queryOptions({
    queryKey: ['stats', symbol] as const,
    queryFn: ({ signal }) => apiGet(marketDataContract.stats, { params: { symbol }, signal }),
    staleTime: CACHE_TTL_MS.profile,
  });

export function useWatchlistRows(items: readonly WatchlistItem[]): WatchlistRow[] {
  const symbols = items.map((item) => item.symbol);
  useLiveQuotes(symbols);
  const quotes = useLatestQuotes(symbols);
  const profiles = useQueries({ queries: symbols.map((symbol) => profileQuery(symbol)) });
  const stats = useQueries({ queries: symbols.map((symbol) => statsQuery(symbol)) });
  // The sparklines are not in the server's page: the browser asks for them after hydrating,
  // so the rows' text never waits for a month of closes per row.
  const histories = useQueries({ queries: symbols.map((symbol) => historyQuery(symbol, '1M')) });
  return items.map(({ symbol, note }, index) => {
    const quote = quotes.get(symbol)?.quote ?? null;
    const profile = profiles[index]?.data?.profile ?? null;
    const stat = stats[index]?.data ?? null;
    return {
      symbol,
      note,
      name: profile?.name ?? null,
      currency: quote?.currency ?? profile?.currency ?? 'USD',
      price: quote?.price ?? null,
      change: quote?.change ?? null,
      changePercent: quote?.changePercent ?? null,
      dayLow: quote?.low ?? null,
      dayHigh: quote?.high ?? null,
      week52Low: stat?.week52Low ?? null,
      week52High: stat?.week52High ?? null,
      marketCap: profile?.marketCapitalization ?? null,
      trend: histories[index]?.data?.points.map((point) => point.close) ?? [],
    };
  });
}
