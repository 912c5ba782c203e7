import { z } from 'zod/mini';
import { defineContract } from '../platform/contract.ts';
import { symbolCheckErrors } from '../market-data/market-data.contract.ts';
import { symbolSchema } from '../platform/symbols.ts';
import {
  WATCHLIST_MAX_LISTS,
  watchlistNameSchema,
  watchlistNoteSchema,
  watchlistSchema,
  watchlistsSchema,
} from './watchlist.ts';
import { lazySchema } from '../platform/lazy-schema.ts';

// The signed-in user's watchlist routes. The user is always the session's; no route takes a user id.

const symbolParams = lazySchema(() => z.object({ symbol: symbolSchema }));

export const watchlistContract = defineContract({
  watchlist: {
    method: 'GET',
    path: '/api/watchlist',
    response: watchlistSchema,
    errors: ['unauthenticated'],
  },
  /** Idempotent: adding a watched symbol again succeeds and changes nothing. */
  addToWatchlist: {
    method: 'PUT',
    path: '/api/watchlist/:symbol',
    params: symbolParams,
    response: watchlistSchema,
    errors: symbolCheckErrors,
  },
  /** Idempotent: removing an unwatched symbol succeeds and changes nothing. */
  removeFromWatchlist: {
    method: 'DELETE',
    path: '/api/watchlist/:symbol',
    params: symbolParams,
    response: watchlistSchema,
    errors: ['unauthenticated'],
  },
});

const listParams = lazySchema(() => z.object({ listId: z.uuid() }));
const itemParams = lazySchema(() => z.object({ listId: z.uuid(), symbol: symbolSchema }));
const listErrors = ['unauthenticated'] as const;

// Several named lists (docs/decisions/033). Every write answers with all the user's lists, so a
// tab shows the state its own write produced; another list's id or a stranger's is a 404.
export const watchlistsContract = defineContract({
  watchlists: {
    method: 'GET',
    path: '/api/watchlists',
    response: watchlistsSchema,
    errors: listErrors,
  },
  /** The new list goes last. 409 limit-reached past WATCHLIST_MAX_LISTS, name-taken for a name in use. */
  createWatchlist: {
    method: 'POST',
    path: '/api/watchlists',
    body: lazySchema(() => z.strictObject({ name: watchlistNameSchema })),
    status: 201,
    response: watchlistsSchema,
    errors: [...listErrors, 'limit-reached', 'name-taken'],
  },
  /** Every list's id once, in the new order; the first list stays first. */
  reorderWatchlists: {
    method: 'PUT',
    path: '/api/watchlists/order',
    body: lazySchema(() =>
      z.strictObject({
        ids: z.array(z.uuid()).check(z.minLength(1), z.maxLength(WATCHLIST_MAX_LISTS)),
      }),
    ),
    response: watchlistsSchema,
    errors: listErrors,
  },
  renameWatchlist: {
    method: 'PATCH',
    path: '/api/watchlists/:listId',
    params: listParams,
    body: lazySchema(() => z.strictObject({ name: watchlistNameSchema })),
    response: watchlistsSchema,
    errors: [...listErrors, 'name-taken'],
  },
  /** The first list cannot be deleted (400). */
  deleteWatchlist: {
    method: 'DELETE',
    path: '/api/watchlists/:listId',
    params: listParams,
    response: watchlistsSchema,
    errors: listErrors,
  },
  /** Idempotent, as the single-list add; the list holds at most WATCHLIST_MAX_SYMBOLS. */
  addToList: {
    method: 'PUT',
    path: '/api/watchlists/:listId/symbols/:symbol',
    params: itemParams,
    response: watchlistsSchema,
    errors: symbolCheckErrors,
  },
  /** Idempotent: removing a symbol the list does not hold changes nothing. */
  removeFromList: {
    method: 'DELETE',
    path: '/api/watchlists/:listId/symbols/:symbol',
    params: itemParams,
    response: watchlistsSchema,
    errors: listErrors,
  },
  /** Sets the symbol's note in that list; an empty note clears it. */
  setNote: {
    method: 'PATCH',
    path: '/api/watchlists/:listId/symbols/:symbol',
    params: itemParams,
    body: lazySchema(() => z.strictObject({ note: watchlistNoteSchema })),
    response: watchlistsSchema,
    errors: listErrors,
  },
  /** Moves the symbol (with its note) to another list; a symbol already there keeps its note. */
  moveSymbol: {
    method: 'POST',
    path: '/api/watchlists/:listId/symbols/:symbol/move',
    params: itemParams,
    body: lazySchema(() => z.strictObject({ toListId: z.uuid() })),
    response: watchlistsSchema,
    errors: [...listErrors, 'limit-reached'],
  },
  /** Copies the symbol (with its note) to another list; idempotent. */
  copySymbol: {
    method: 'POST',
    path: '/api/watchlists/:listId/symbols/:symbol/copy',
    params: itemParams,
    body: lazySchema(() => z.strictObject({ toListId: z.uuid() })),
    response: watchlistsSchema,
    errors: [...listErrors, 'limit-reached'],
  },
});
