import { z } from 'zod';
import { defineContract } from './contract.ts';
import { preferencesPatchSchema, preferencesSchema } from './preferences.ts';

// The signed-in user's preferences route (the values ride in /api/me, accounts.contract.ts).

export const preferencesContract = defineContract({
  /** Only the fields sent change; open tabs hear 'preferences-changed'. */
  updatePreferences: {
    method: 'PATCH',
    path: '/api/me/preferences',
    body: preferencesPatchSchema,
    response: z.object({ preferences: preferencesSchema }),
    errors: ['unauthenticated'],
  },
});
