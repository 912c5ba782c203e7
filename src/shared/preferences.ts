import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';

// The signed-in user's preferences; they ride in the /api/me document (SPEC §4).

/** 'system' follows the device's light or dark setting, live (docs/decisions/035). */
export const THEMES = ['system', 'light', 'dark'] as const;
export const themeSchema = lazySchema(() => z.enum(THEMES));
export type Theme = z.infer<typeof themeSchema>;

export const preferencesSchema = lazySchema(() =>
  z.object({
    theme: themeSchema,
    emailNotifications: z.boolean(),
  }),
);
export type Preferences = z.infer<typeof preferencesSchema>;

/** Merge update: only the fields given change. */
export const preferencesPatchSchema = lazySchema(() =>
  z
    .partial(z.strictObject(preferencesSchema.shape))
    .check(z.refine((patch) => Object.keys(patch).length > 0, { message: 'Nothing to update' })),
);
