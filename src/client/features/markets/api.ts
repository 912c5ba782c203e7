import { queryOptions } from '@tanstack/react-query';
import { REFRESH_MS } from '../../../shared/constants.ts';
import { marketDataContract } from '../../../shared/market-data.contract.ts';
import { apiGet } from '../../lib/api-client.ts';

/** SPEC §9: sector quotes refresh every 60 s. */
export const sectorsQuery = () =>
  queryOptions({
    queryKey: ['market', 'sectors'] as const,
    queryFn: ({ signal }) => apiGet(marketDataContract.sectors, { signal }),
    staleTime: REFRESH_MS.sectorQuotes,
    refetchInterval: REFRESH_MS.sectorQuotes,
  });
