import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { watchlistContract } from '../../../shared/watchlist.contract.ts';
import { apiGet, apiSend } from '../../lib/api-client.ts';
import { useSession, userScope } from '../../lib/session.ts';

// The signed-in user's watchlist. A toggle stores the answer; the live stream's user events
// refetch it when another tab or device changes it (src/client/app/user-events.ts).

export const watchlistKey = [...userScope, 'watchlist'] as const;

export const watchlistQuery = () =>
  queryOptions({
    queryKey: watchlistKey,
    queryFn: ({ signal }) => apiGet(watchlistContract.watchlist, { signal }),
  });

export function useWatchlist() {
  const session = useSession();
  return useQuery({ ...watchlistQuery(), enabled: session.status === 'signed-in' });
}

export function useWatchlistToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ symbol, watched }: { symbol: string; watched: boolean }) =>
      apiSend(watched ? watchlistContract.addToWatchlist : watchlistContract.removeFromWatchlist, {
        params: { symbol },
      }),
    onSuccess: (answer) => queryClient.setQueryData(watchlistKey, answer),
  });
}
