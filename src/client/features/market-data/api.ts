import { queryOptions } from '@tanstack/react-query';
import { CACHE_TTL_MS, NEWS_ITEMS_SHOWN, REFRESH_MS } from '#shared/platform/constants.ts';
import { marketDataContract } from '#shared/market-data/market-data.contract.ts';
import { apiGet } from '../../lib/api-client.ts';

// The market-data screens' own reads (overview, news, sectors, key statistics). The reads every
// feature shares (quotes, history, profiles, search) live in src/client/lib/market-queries.ts.

/** SPEC §4: the overview reloads every 5 minutes (live ticks keep prices current between). */
export const marketOverviewQuery = () =>
  queryOptions({
    queryKey: ['market', 'overview'] as const,
    queryFn: ({ signal }) => apiGet(marketDataContract.overview, { signal }),
    staleTime: REFRESH_MS.marketOverview,
    refetchInterval: REFRESH_MS.marketOverview,
  });

/** The market's news: SPEC's five on the dashboard, more on the Markets page's 'all news'. */
export const marketNewsQuery = (limit: number = NEWS_ITEMS_SHOWN) =>
  queryOptions({
    queryKey: ['news', limit] as const,
    queryFn: ({ signal }) => apiGet(marketDataContract.news, { query: { limit }, signal }),
    staleTime: Math.min(REFRESH_MS.news, CACHE_TTL_MS.news),
    refetchInterval: REFRESH_MS.news,
  });

/** SPEC §9: sector quotes refresh every 60 s. */
export const sectorsQuery = () =>
  queryOptions({
    queryKey: ['market', 'sectors'] as const,
    queryFn: ({ signal }) => apiGet(marketDataContract.sectors, { signal }),
    staleTime: REFRESH_MS.sectorQuotes,
    refetchInterval: REFRESH_MS.sectorQuotes,
  });

export const statsQuery = (symbol: string) =>
  queryOptions({
    queryKey: ['stats', symbol] as const,
    queryFn: ({ signal }) => apiGet(marketDataContract.stats, { params: { symbol }, signal }),
    staleTime: CACHE_TTL_MS.profile,
  });

/** P/E, EPS, yield, beta, volumes, next earnings: the provider refreshes them every few days. */
export const fundamentalsQuery = (symbol: string) =>
  queryOptions({
    queryKey: ['fundamentals', symbol] as const,
    queryFn: ({ signal }) =>
      apiGet(marketDataContract.fundamentals, { params: { symbol }, signal }),
    staleTime: CACHE_TTL_MS.profile,
  });

/** A company's recent news (the stock page), refreshed as often as market news. */
export const companyNewsQuery = (symbol: string) =>
  queryOptions({
    queryKey: ['news', 'company', symbol, NEWS_ITEMS_SHOWN] as const,
    queryFn: ({ signal }) =>
      apiGet(marketDataContract.companyNews, {
        params: { symbol },
        query: { limit: NEWS_ITEMS_SHOWN },
        signal,
      }),
    staleTime: Math.min(REFRESH_MS.news, CACHE_TTL_MS.news),
    refetchInterval: REFRESH_MS.news,
  });

/** The Markets screen's movers among the sector funds' holdings, reloaded like the overview. */
export const moversQuery = () =>
  queryOptions({
    queryKey: ['market', 'movers'] as const,
    queryFn: ({ signal }) => apiGet(marketDataContract.movers, { signal }),
    staleTime: REFRESH_MS.marketOverview,
    refetchInterval: REFRESH_MS.marketOverview,
  });
