import { queryOptions } from '@tanstack/react-query';
import { CACHE_TTL_MS } from '../../../shared/constants.ts';
import { marketDataContract } from '../../../shared/market-data.contract.ts';
import { apiGet } from '../../lib/api-client.ts';

/** The add-position dialog's search: common stocks only (SPEC §5). */
export const stockSearchQuery = (text: string) =>
  queryOptions({
    queryKey: ['search', 'add-position', text.trim().toLowerCase()] as const,
    queryFn: async ({ signal }) => {
      const { results } = await apiGet(marketDataContract.search, {
        query: { q: text.trim(), limit: 10 },
        signal,
      });
      return results.filter((result) => result.type === 'Common Stock');
    },
    staleTime: CACHE_TTL_MS.search,
  });
