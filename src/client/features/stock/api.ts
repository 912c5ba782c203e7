import { queryOptions } from '@tanstack/react-query';
import { CACHE_TTL_MS } from '../../../shared/constants.ts';
import { marketDataContract } from '../../../shared/market-data.contract.ts';
import { apiGet } from '../../lib/api-client.ts';

export const profileQuery = (symbol: string) =>
  queryOptions({
    queryKey: ['profile', symbol] as const,
    queryFn: ({ signal }) => apiGet(marketDataContract.profile, { params: { symbol }, signal }),
    staleTime: CACHE_TTL_MS.profile,
  });

export const statsQuery = (symbol: string) =>
  queryOptions({
    queryKey: ['stats', symbol] as const,
    queryFn: ({ signal }) => apiGet(marketDataContract.stats, { params: { symbol }, signal }),
    staleTime: CACHE_TTL_MS.profile,
  });
