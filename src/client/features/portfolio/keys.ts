import { userScope } from '../../lib/session.ts';

// Query keys only: the app shell's user-event handler imports these without the API code.

export const portfolioKey = [...userScope, 'portfolio'] as const;
