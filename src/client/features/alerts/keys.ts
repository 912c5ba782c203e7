import { userScope } from '../../lib/session.ts';

// Query keys only (no contracts, no schemas): the app shell's user-event handler imports these,
// and must not pull the feature's API code into the first download.

export const alertsKey = [...userScope, 'alerts'] as const;
export const notificationsKey = [...userScope, 'notifications'] as const;
