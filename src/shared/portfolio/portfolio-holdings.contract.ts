import { z } from 'zod/mini';
import { defineContract } from '../platform/contract.ts';
import { lazySchema } from '../platform/lazy-schema.ts';
import { symbolSchema } from '../platform/symbols.ts';
import {
  addDividendsBodySchema,
  addedDividendsSchema,
  holdingFactsSchema,
  holdingTransactionsSchema,
  removedHoldingSchema,
  restoreHoldingBodySchema,
  restoredHoldingSchema,
} from './portfolio-holdings.ts';

// The holdings screen's own routes (portfolio-holdings.ts). Always the session user's.

const symbolParams = lazySchema(() => z.object({ symbol: symbolSchema }));

export const holdingsContract = defineContract({
  /** How many transactions of which kinds the symbol has: what deleting it would remove. */
  holdingTransactions: {
    method: 'GET',
    path: '/api/portfolio/holdings/:symbol/transactions',
    params: symbolParams,
    response: holdingTransactionsSchema,
    errors: ['unauthenticated'],
  },
  /** Deletes every transaction of the symbol, kept aside for HOLDING_UNDO_MS (decision 094). */
  removeHolding: {
    method: 'DELETE',
    path: '/api/portfolio/holdings/:symbol',
    params: symbolParams,
    response: removedHoldingSchema,
    errors: ['unauthenticated'],
  },
  /** Puts a deleted holding's transactions back as they were; again, or too late: restored 0. */
  restoreHolding: {
    method: 'POST',
    path: '/api/portfolio/holdings/restore',
    body: restoreHoldingBodySchema,
    response: restoredHoldingSchema,
    errors: ['unauthenticated'],
  },
  /** 'Add all': every dividend given, in one database transaction, or none (4xx). */
  addDividends: {
    method: 'POST',
    path: '/api/portfolio/corporate-actions/dividends',
    body: addDividendsBodySchema,
    status: 201,
    response: addedDividendsSchema,
    errors: ['unauthenticated', 'limit-reached'],
  },
  /** Each held symbol's sector, industry, country and asset class, as the provider says. */
  holdingFacts: {
    method: 'GET',
    path: '/api/portfolio/holdings/facts',
    response: holdingFactsSchema,
    errors: ['unauthenticated', 'too-many-at-once'],
  },
});
