// The service worker's caches of API answers (docs/decisions/038). Names only, so the page can
// delete the user's cache without loading the contracts the routes come from.

/** Public market data: the same for every visitor, kept across sign-outs. */
export const MARKET_DATA_CACHE = 'tickerdeck-market-data';
/** The signed-in user's watchlists and portfolio: deleted when that user is no longer here. */
export const USER_DATA_CACHE = 'tickerdeck-user-data';
