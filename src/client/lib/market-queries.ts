import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { CACHE_TTL_MS, HEADER_SEARCH_MAX_RESULTS } from '#shared/platform/constants.ts';
import type { Timeframe } from '#shared/platform/constants.ts';
import { marketDataContract } from '#shared/market-data/market-data.contract.ts';
import type { QuoteResult } from '#shared/market-data/market-data.ts';
import { apiGet } from './api-client.ts';

// Market data every screen shares. Query keys are designed so one live tick updates every
// place that shows a symbol: all of them read the quote through quoteKey(symbol).

export const quoteKey = (symbol: string) => ['quote', symbol] as const;

export const quoteQuery = (symbol: string) =>
  queryOptions({
    queryKey: quoteKey(symbol),
    queryFn: ({ signal }) => apiGet(marketDataContract.quote, { params: { symbol }, signal }),
    staleTime: CACHE_TTL_MS.quote,
  });

export const marketStatusQuery = () =>
  queryOptions({
    queryKey: ['market', 'status'] as const,
    queryFn: ({ signal }) => apiGet(marketDataContract.status, { signal }),
    staleTime: 60_000,
    refetchInterval: 60_000,
  });

/** The charts a screen opens with (SPEC §2), shared by the screen and the router's prefetch. */
export const DASHBOARD_CHART = { symbol: 'SPY', timeframe: '1M' } as const satisfies {
  symbol: string;
  timeframe: Timeframe;
};
export const SECTOR_CHART_TIMEFRAME: Timeframe = '3M';

export const historyQuery = (symbol: string, timeframe: Timeframe) =>
  queryOptions({
    queryKey: ['history', symbol, timeframe] as const,
    queryFn: ({ signal }) =>
      apiGet(marketDataContract.history, { params: { symbol }, query: { timeframe }, signal }),
    staleTime: 60_000,
  });

const quoteTime = (result: QuoteResult | null | undefined) =>
  result?.quote ? Date.parse(result.quote.time) : Number.NEGATIVE_INFINITY;

/**
 * The newest quote known for a symbol: the one a list came with (`fromList`), or a fresher one
 * the live stream (or the stock page) put in the cache since.
 */
export function useLatestQuote(symbol: string, fromList: QuoteResult | null): QuoteResult | null {
  const { data: cached } = useQuery({ ...quoteQuery(symbol), enabled: false });
  return quoteTime(cached) > quoteTime(fromList) ? (cached ?? null) : fromList;
}

export const quotesQuery = (symbols: readonly string[]) =>
  queryOptions({
    queryKey: ['quotes', [...symbols].sort().join(',')] as const,
    queryFn: ({ signal }) =>
      apiGet(marketDataContract.quotes, { query: { symbols: symbols.join(',') }, signal }),
    staleTime: CACHE_TTL_MS.quote,
    enabled: symbols.length > 0,
  });

/**
 * The newest quote of each symbol (one batch request, then live ticks from the cache), for
 * screens that add prices up, such as the portfolio. Keyed by symbol.
 */
export function useLatestQuotes(symbols: readonly string[]): Map<string, QuoteResult> {
  const batch = useQuery(quotesQuery(symbols));
  const cached = useQueries({
    queries: symbols.map((symbol) => ({ ...quoteQuery(symbol), enabled: false })),
  });
  const latest = new Map<string, QuoteResult>();
  for (const result of batch.data?.results ?? []) latest.set(result.symbol, result);
  symbols.forEach((symbol, index) => {
    const live = cached[index]?.data;
    if (live && quoteTime(live) > quoteTime(latest.get(symbol))) latest.set(symbol, live);
  });
  return latest;
}

/** Company names by symbol (from the profiles the stock page also caches); ETFs may have none. */
export function useCompanyNames(symbols: readonly string[]): Record<string, string> {
  const profiles = useQueries({
    queries: symbols.map((symbol) => profileQuery(symbol)),
  });
  const names: Record<string, string> = {};
  symbols.forEach((symbol, index) => {
    const name = profiles[index]?.data?.profile?.name;
    if (name) names[symbol] = name;
  });
  return names;
}

export const profileQuery = (symbol: string) =>
  queryOptions({
    queryKey: ['profile', symbol] as const,
    queryFn: ({ signal }) => apiGet(marketDataContract.profile, { params: { symbol }, signal }),
    staleTime: CACHE_TTL_MS.profile,
  });

/**
 * Common stocks matching a text: the header's search (SPEC §9: at most 5) and the add-position
 * dialog's (10) share this one query; the server filters too, this is the guard.
 */
export const stockSearchQuery = (text: string, limit: number = HEADER_SEARCH_MAX_RESULTS) =>
  queryOptions({
    queryKey: ['search', limit, text.trim().toLowerCase()] as const,
    queryFn: async ({ signal }) => {
      const { results } = await apiGet(marketDataContract.search, {
        query: { q: text.trim(), limit },
        signal,
      }).catch((error: unknown) => {
        // SPEC §8: a failed search is also logged to the console.
        if (!(error instanceof DOMException && error.name === 'AbortError'))
          console.error('Failed to search stocks', error);
        throw error;
      });
      return results.filter((result) => result.type === 'Common Stock').slice(0, limit);
    },
    enabled: text.trim().length > 0,
    staleTime: CACHE_TTL_MS.search,
  });
