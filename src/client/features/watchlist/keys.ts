import { userScope } from '../../lib/session.ts';

// Query keys only: the app shell's user-event handler imports these without the API code.

export const watchlistKey = [...userScope, 'watchlist'] as const;
/** Under watchlistKey, so a 'watchlist-changed' event refetches both (docs/decisions/033). */
export const watchlistsKey = [...watchlistKey, 'lists'] as const;
