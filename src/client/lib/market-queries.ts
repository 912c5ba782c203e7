import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_TTL_MS } from '../../shared/constants.ts';
import type { Timeframe } from '../../shared/constants.ts';
import { marketDataContract } from '../../shared/market-data.contract.ts';
import type { QuoteResult } from '../../shared/market-data.ts';
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
