import { userScope } from '../../lib/session.ts';

// Query keys only: the app shell's user-event handler imports these without the API code.

export const portfolioKey = [...userScope, 'portfolio'] as const;

/**
 * What /portfolio opens with, as the API client asks for it (the holdings and the opening range's
 * performance): a page opened there asks for them before its code arrives (decision 062).
 * router.test.ts checks that the screen's queries read exactly these.
 */
export const PORTFOLIO_OPENING_REQUESTS = [
  '/api/portfolio/holdings',
  '/api/portfolio/performance?range=1Y&benchmark=SPY',
] as const;
