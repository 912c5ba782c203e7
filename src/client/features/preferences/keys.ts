import { userScope } from '../../lib/session.ts';

// Query keys only: the app shell's user-event handler imports these without the API code.

/** The base currency (GET /api/me/preferences/base-currency); not in the /api/me document. */
export const baseCurrencyKey = [...userScope, 'preferences', 'base-currency'] as const;
