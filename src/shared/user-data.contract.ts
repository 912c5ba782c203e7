import { z } from 'zod';
import { defineContract } from './contract.ts';
import { symbolSchema } from './symbols.ts';
import {
  addPositionInputSchema,
  portfolioSchema,
  positionIdSchema,
  positionSchema,
  preferencesPatchSchema,
  preferencesSchema,
  watchlistSchema,
} from './user-data.ts';

// The signed-in user's routes. The user is always the session's; no route takes a user id.

const symbolParams = z.object({ symbol: symbolSchema });

/** Adding a symbol asks the market-data layer whether it exists (docs/decisions/015). */
const symbolCheckErrors = [
  'unauthenticated',
  'unknown-symbol',
  'limit-reached',
  'market-data-rate-limited',
  'market-data-busy',
  'market-data-unavailable',
] as const;

export const userDataContract = defineContract({
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
  portfolio: {
    method: 'GET',
    path: '/api/portfolio',
    response: portfolioSchema,
    errors: ['unauthenticated'],
  },
  addPosition: {
    method: 'POST',
    path: '/api/portfolio/positions',
    body: addPositionInputSchema,
    status: 201,
    response: z.object({ position: positionSchema }),
    errors: symbolCheckErrors,
  },
  /** 204; 404 when there is no such position of yours (also the second time). */
  removePosition: {
    method: 'DELETE',
    path: '/api/portfolio/positions/:id',
    params: z.object({ id: positionIdSchema }),
    errors: ['unauthenticated', 'not-found'],
  },
  /** The stock page's 'Remove from Portfolio': every position in the symbol. */
  removeSymbolFromPortfolio: {
    method: 'DELETE',
    path: '/api/portfolio/symbols/:symbol',
    params: symbolParams,
    response: z.object({ removed: z.number().int().min(0) }),
    errors: ['unauthenticated'],
  },
  /** Only the fields sent change; open tabs hear 'preferences-changed'. */
  updatePreferences: {
    method: 'PATCH',
    path: '/api/me/preferences',
    body: preferencesPatchSchema,
    response: z.object({ preferences: preferencesSchema }),
    errors: ['unauthenticated'],
  },
});
