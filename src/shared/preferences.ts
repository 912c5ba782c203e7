import { z } from 'zod';

// The signed-in user's preferences; they ride in the /api/me document (SPEC §4).

export const preferencesSchema = z.object({
  darkMode: z.boolean(),
  emailNotifications: z.boolean(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** Merge update: only the fields given change. */
export const preferencesPatchSchema = preferencesSchema
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Nothing to update' });
