import { z } from 'zod/mini';
import { defineContract } from '../platform/contract.ts';
import { COST_BASIS_METHODS, preferencesPatchSchema, preferencesSchema } from './preferences.ts';
import { lazySchema } from '../platform/lazy-schema.ts';

// The signed-in user's preferences route (the values ride in /api/me, accounts.contract.ts).

const costBasisMethodBody = lazySchema(() =>
  z.strictObject({ method: z.enum(COST_BASIS_METHODS) }),
);

export const preferencesContract = defineContract({
  /** Only the fields sent change; open tabs hear 'preferences-changed'. */
  updatePreferences: {
    method: 'PATCH',
    path: '/api/me/preferences',
    body: preferencesPatchSchema,
    response: lazySchema(() => z.object({ preferences: preferencesSchema })),
    errors: ['unauthenticated'],
  },
  /** The portfolio's cost-basis method when /api/portfolio/holdings names none (FIFO by default). */
  costBasisMethod: {
    method: 'GET',
    path: '/api/me/preferences/cost-basis-method',
    response: costBasisMethodBody,
    errors: ['unauthenticated'],
  },
  setCostBasisMethod: {
    method: 'PUT',
    path: '/api/me/preferences/cost-basis-method',
    body: costBasisMethodBody,
    response: costBasisMethodBody,
    errors: ['unauthenticated'],
  },
});
