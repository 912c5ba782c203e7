import { queryOptions } from '@tanstack/react-query';
import { CACHE_TTL_MS, HEADER_SEARCH_MAX_RESULTS } from '../../../shared/constants.ts';
import { marketDataContract } from '../../../shared/market-data.contract.ts';
import { apiGet } from '../../lib/api-client.ts';

/** SPEC §9: at most 5 results, common stocks only (the server filters too; this is the guard). */
export const stockSearchQuery = (text: string) =>
  queryOptions({
    queryKey: ['search', text.trim().toLowerCase()] as const,
    queryFn: async ({ signal }) => {
      const { results } = await apiGet(marketDataContract.search, {
        query: { q: text.trim(), limit: HEADER_SEARCH_MAX_RESULTS },
        signal,
      }).catch((error: unknown) => {
        // SPEC §8: a failed search is also logged to the console.
        if (!(error instanceof DOMException && error.name === 'AbortError'))
          console.error('Failed to search stocks', error);
        throw error;
      });
      return results
        .filter((result) => result.type === 'Common Stock')
        .slice(0, HEADER_SEARCH_MAX_RESULTS);
    },
    enabled: text.trim().length > 0,
    staleTime: CACHE_TTL_MS.search,
  });
