import { queryOptions, useMutation } from '@tanstack/react-query';
import { sharingContract } from '#shared/sharing/sharing.contract.ts';
import { apiGet, apiSend } from '../../lib/api-client.ts';

// Read-only share links of a watchlist: the public read of a link, and the owner's writes.

export const sharedWatchlistQuery = (token: string) =>
  queryOptions({
    queryKey: ['shared-watchlist', token] as const,
    queryFn: ({ signal }) => apiGet(sharingContract.sharedWatchlist, { params: { token }, signal }),
    // A link that was turned off stays off: asking again only repeats the 404.
    retry: false,
  });

/** A new link for the list (an older one stops working). */
export function useShareWatchlist() {
  return useMutation({
    mutationFn: (listId: string) => apiSend(sharingContract.shareWatchlist, { params: { listId } }),
  });
}

export function useStopSharingWatchlist() {
  return useMutation({
    mutationFn: (listId: string) =>
      apiSend(sharingContract.stopSharingWatchlist, { params: { listId } }),
  });
}
