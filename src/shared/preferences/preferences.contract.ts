import { z } from 'zod/mini';
import { defineContract } from '../platform/contract.ts';
import { COST_BASIS_METHODS, preferencesPatchSchema, preferencesSchema } from './preferences.ts';
import { lazySchema } from '../platform/lazy-schema.ts';
import { BASE_CURRENCIES, baseCurrencySchema } from '../platform/currencies.ts';

// The signed-in user's preferences route (the values ride in /api/me, accounts.contract.ts).

const costBasisMethodBody = lazySchema(() =>
  z.strictObject({ method: z.enum(COST_BASIS_METHODS) }),
);

const baseCurrencyResponse = lazySchema(() =>
  z.strictObject({ baseCurrency: z.enum(BASE_CURRENCIES) }),
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
  /** The currency the portfolio's totals are shown in (USD by default; docs/decisions/083). */
  baseCurrency: {
    method: 'GET',
    path: '/api/me/preferences/base-currency',
    response: baseCurrencyResponse,
    errors: ['unauthenticated'],
  },
  /** One of BASE_CURRENCIES, in any case ('eur'); open tabs hear 'preferences-changed'. */
  setBaseCurrency: {
    method: 'PUT',
    path: '/api/me/preferences/base-currency',
    body: lazySchema(() => z.strictObject({ baseCurrency: baseCurrencySchema })),
    response: baseCurrencyResponse,
    errors: ['unauthenticated'],
  },
});
