import { z } from 'zod';
import { defineContract } from './contract.ts';
import { symbolCheckErrors } from './market-data.contract.ts';
import { symbolSchema } from './symbols.ts';
import { watchlistSchema } from './watchlist.ts';

// The signed-in user's watchlist routes. The user is always the session's; no route takes a user id.

const symbolParams = z.object({ symbol: symbolSchema });

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
