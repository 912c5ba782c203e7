import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Watchlists } from '#shared/watchlist/watchlist.ts';
import { watchlistContract, watchlistsContract } from '#shared/watchlist/watchlist.contract.ts';
import { apiGet, apiSend } from '../../lib/api-client.ts';
import { USER_DATA_FRESH_MS } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.ts';
import { watchlistKey, watchlistsKey } from './keys.ts';

// The signed-in user's watchlists. A write stores the answer; the live stream's user events
// refetch them when another tab or device changes them (src/client/app/user-events.ts).

export { watchlistKey, watchlistsKey };

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
    onSuccess: (answer) => {
      queryClient.setQueryData(watchlistKey, answer);
      void queryClient.invalidateQueries({ queryKey: watchlistsKey });
    },
  });
}

export const watchlistsQuery = () =>
  queryOptions({
    queryKey: watchlistsKey,
    queryFn: ({ signal }) => apiGet(watchlistsContract.watchlists, { signal }),
    staleTime: USER_DATA_FRESH_MS,
  });

export function useWatchlists() {
  const session = useSession();
  return useQuery({ ...watchlistsQuery(), enabled: session.status === 'signed-in' });
}

type Item = { listId: string; symbol: string };

/** One write to the user's lists. */
export type WatchlistsWrite =
  | { kind: 'create'; name: string }
  | { kind: 'rename'; listId: string; name: string }
  | { kind: 'reorder'; ids: string[] }
  | { kind: 'delete'; listId: string }
  | ({ kind: 'add' | 'remove' } & Item)
  | ({ kind: 'note'; note: string } & Item)
  | ({ kind: 'move' | 'copy'; toListId: string } & Item);

const c = watchlistsContract;

function send(write: WatchlistsWrite): Promise<Watchlists> {
  switch (write.kind) {
    case 'create':
      return apiSend(c.createWatchlist, { body: { name: write.name } });
    case 'rename':
      return apiSend(c.renameWatchlist, {
        params: { listId: write.listId },
        body: { name: write.name },
      });
    case 'reorder':
      return apiSend(c.reorderWatchlists, { body: { ids: write.ids } });
    case 'delete':
      return apiSend(c.deleteWatchlist, { params: { listId: write.listId } });
    case 'add':
      return apiSend(c.addToList, { params: { listId: write.listId, symbol: write.symbol } });
    case 'remove':
      return apiSend(c.removeFromList, { params: { listId: write.listId, symbol: write.symbol } });
    case 'note':
      return apiSend(c.setNote, {
        params: { listId: write.listId, symbol: write.symbol },
        body: { note: write.note },
      });
    case 'move':
    case 'copy':
      return apiSend(write.kind === 'move' ? c.moveSymbol : c.copySymbol, {
        params: { listId: write.listId, symbol: write.symbol },
        body: { toListId: write.toListId },
      });
  }
}

/** Writes to the lists; the answer is all the lists as they are now. */
export function useWatchlistsWrite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      queryClient.setQueryData(watchlistsKey, answer);
      // The dashboard card and the stock page read the first list through the single-list route.
      void queryClient.invalidateQueries({ queryKey: watchlistKey, exact: true });
    },
  });
}
