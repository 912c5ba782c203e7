import { z } from 'zod/mini';
import { defineContract } from '../platform/contract.ts';
import { lazySchema } from '../platform/lazy-schema.ts';
import { shareLinkSchema, sharedWatchlistSchema, shareTokenSchema } from './sharing.ts';

// Read-only share links of a watchlist. Sharing is the owner's (a stranger's list id is a 404,
// as in the watchlist routes); reading needs only the link.

const listParams = lazySchema(() => z.object({ listId: z.uuid() }));

export const sharingContract = defineContract({
  /** A new link for the list; an older link of the same list stops working. */
  shareWatchlist: {
    method: 'POST',
    path: '/api/watchlists/:listId/share',
    params: listParams,
    status: 201,
    response: shareLinkSchema,
    errors: ['unauthenticated'],
  },
  /** Idempotent: a list that is not shared stays so. */
  stopSharingWatchlist: {
    method: 'DELETE',
    path: '/api/watchlists/:listId/share',
    params: listParams,
    errors: ['unauthenticated'],
  },
  /** Public: the list behind a link; 404 for a link that was never made or was turned off. */
  sharedWatchlist: {
    method: 'GET',
    path: '/api/shared/watchlists/:token',
    params: lazySchema(() => z.object({ token: shareTokenSchema })),
    response: sharedWatchlistSchema,
    errors: [],
  },
});
