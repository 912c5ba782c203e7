import { z } from 'zod';
import { defineContract } from './contract.ts';
import { symbolCheckErrors } from './market-data.contract.ts';
import {
  addPositionInputSchema,
  portfolioSchema,
  positionIdSchema,
  positionSchema,
} from './portfolio.ts';
import { symbolSchema } from './symbols.ts';

// The signed-in user's portfolio routes. The user is always the session's; no route takes a user id.

const symbolParams = z.object({ symbol: symbolSchema });

export const portfolioContract = defineContract({
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
});
