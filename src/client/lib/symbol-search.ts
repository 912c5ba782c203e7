import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { marketDataContract } from '#shared/market-data/market-data.contract.ts';
import { apiGet } from './api-client.ts';
import { stockSearchQuery } from './market-queries.ts';
import { createSymbolIndex, mergeMatches, type SymbolMatch } from './symbol-index.ts';

// Search as you type (docs/decisions/034): the symbol index answers every keystroke from the
// catalogue the browser fetched on the first focus of a search box; the provider's search still
// runs after SPEC §9's debounce and adds what the index lacks.

const DAY_MS = 24 * 60 * 60_000;

/** The catalogue, indexed once per load and shared by every search box of the tab. */
export const symbolIndexQuery = () =>
  queryOptions({
    queryKey: ['market', 'symbols'] as const,
    queryFn: async ({ signal }) =>
      createSymbolIndex((await apiGet(marketDataContract.symbols, { signal })).rows),
    staleTime: DAY_MS,
    gcTime: Number.POSITIVE_INFINITY,
    // The index is not plain data: nothing to compare between loads.
    structuralSharing: false,
  });

export interface SymbolSearch {
  /** Index matches first, then the provider's that the index lacks (at most `limit`). */
  matches: SymbolMatch[];
  /** The listing whose ticker is exactly the text, when the index or the provider knows it. */
  exact: SymbolMatch | undefined;
  /** The provider's search for this text is still to come (debounce) or on its way. */
  pending: boolean;
  /** The provider's search for this text failed (SPEC §8: 'Failed to search stocks'). */
  failed: boolean;
  /** Skips the debounce: the provider is asked for the text now (Enter). */
  searchNow(): void;
  /** Fetches the catalogue (first focus of a search box; never on page load). */
  loadIndex(): void;
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function useSymbolSearch(
  text: string,
  { debounceMs, limit }: { debounceMs: number; limit: number },
): SymbolSearch {
  const [wanted, setWanted] = useState(false);
  const [submitted, setSubmitted] = useState('');
  const index = useQuery({ ...symbolIndexQuery(), enabled: wanted });
  const query = text.trim();
  const due = query !== '' && !sameText(text, submitted);
  useEffect(() => {
    if (!due) return;
    const timer = setTimeout(() => setSubmitted(text), debounceMs);
    return () => clearTimeout(timer);
  }, [due, text, debounceMs]);
  const provider = useQuery({
    ...stockSearchQuery(submitted, limit),
    enabled: !due && query !== '',
  });

  const fromProvider: SymbolMatch[] =
    !due && query !== '' && provider.data
      ? provider.data.map(({ symbol, description, type }) => ({
          symbol,
          name: description,
          fund: type === 'ETP',
        }))
      : [];
  const fromIndex = index.data?.search(query, limit) ?? [];
  const upper = query.toUpperCase();
  return {
    matches: mergeMatches(fromIndex, fromProvider, limit),
    exact: index.data?.exact(query) ?? fromProvider.find((match) => match.symbol === upper),
    pending: query !== '' && (due || provider.isFetching),
    failed: !due && query !== '' && provider.isError,
    searchNow: () => setSubmitted(text),
    loadIndex: () => setWanted(true),
  };
}
