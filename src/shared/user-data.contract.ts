import { z } from 'zod';
import { symbolSchema } from './symbols.ts';
import {
  addPositionInputSchema,
  portfolioSchema,
  positionIdSchema,
  positionSchema,
  watchlistSchema,
} from './user-data.ts';

// The signed-in user's routes. The user is always the session's; no route takes a user id.

const symbolParams = z.object({ symbol: symbolSchema });

export const userDataContract = {
  watchlist: { method: 'GET', path: '/api/watchlist', response: watchlistSchema },
  /** Idempotent: adding a watched symbol again succeeds and changes nothing. */
  addToWatchlist: {
    method: 'PUT',
    path: '/api/watchlist/:symbol',
    params: symbolParams,
    response: watchlistSchema,
  },
  /** Idempotent: removing an unwatched symbol succeeds and changes nothing. */
  removeFromWatchlist: {
    method: 'DELETE',
    path: '/api/watchlist/:symbol',
    params: symbolParams,
    response: watchlistSchema,
  },
  portfolio: { method: 'GET', path: '/api/portfolio', response: portfolioSchema },
  addPosition: {
    method: 'POST',
    path: '/api/portfolio/positions',
    body: addPositionInputSchema,
    response: z.object({ position: positionSchema }),
  },
  /** 204; 404 when there is no such position of yours (also the second time). */
  removePosition: {
    method: 'DELETE',
    path: '/api/portfolio/positions/:id',
    params: z.object({ id: positionIdSchema }),
  },
  /** The stock page's 'Remove from Portfolio': every position in the symbol. */
  removeSymbolFromPortfolio: {
    method: 'DELETE',
    path: '/api/portfolio/symbols/:symbol',
    params: symbolParams,
    response: z.object({ removed: z.number().int().min(0) }),
  },
} as const;
