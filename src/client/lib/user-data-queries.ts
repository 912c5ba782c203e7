import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userDataContract } from '../../shared/user-data.contract.ts';
import type { AddPositionInput, Preferences } from '../../shared/user-data.ts';
import { apiGet, apiSend } from './api-client.ts';
import { meKey, useSession, userScope } from './session.ts';

// The signed-in user's watchlist and portfolio. Writes refetch on success; the live stream's
// user events refetch them when another tab or device changes them (user-events.ts).

export const watchlistKey = [...userScope, 'watchlist'] as const;
export const portfolioKey = [...userScope, 'portfolio'] as const;

export const watchlistQuery = () =>
  queryOptions({
    queryKey: watchlistKey,
    queryFn: ({ signal }) => apiGet(userDataContract.watchlist, { signal }),
  });

export const portfolioQuery = () =>
  queryOptions({
    queryKey: portfolioKey,
    queryFn: ({ signal }) => apiGet(userDataContract.portfolio, { signal }),
  });

export function useWatchlist() {
  const session = useSession();
  return useQuery({ ...watchlistQuery(), enabled: session.status === 'signed-in' });
}

export function usePortfolio() {
  const session = useSession();
  return useQuery({ ...portfolioQuery(), enabled: session.status === 'signed-in' });
}

export function useWatchlistToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ symbol, watched }: { symbol: string; watched: boolean }) =>
      apiSend(watched ? userDataContract.addToWatchlist : userDataContract.removeFromWatchlist, {
        params: { symbol },
      }),
    onSuccess: (answer) => queryClient.setQueryData(watchlistKey, answer),
  });
}

export function useAddPosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddPositionInput) => apiSend(userDataContract.addPosition, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portfolioKey }),
  });
}

export function useRemovePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend(userDataContract.removePosition, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: portfolioKey }),
  });
}

/** The stock page's 'Remove from Portfolio': every position in the symbol. */
export function useRemoveSymbolFromPortfolio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (symbol: string) =>
      apiSend(userDataContract.removeSymbolFromPortfolio, { params: { symbol } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: portfolioKey }),
  });
}

/** Saves preferences; the caller applies the change at once and reverts on failure (SPEC §4). */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<Preferences>) =>
      apiSend(userDataContract.updatePreferences, { body: patch }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKey }),
  });
}
