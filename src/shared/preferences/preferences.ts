import { z } from 'zod/mini';
import { lazySchema } from '../platform/lazy-schema.ts';

// The signed-in user's preferences; they ride in the /api/me document (SPEC §4).

/** 'system' follows the device's light or dark setting, live (docs/decisions/035). */
export const THEMES = ['system', 'light', 'dark'] as const;
export const themeSchema = lazySchema(() => z.enum(THEMES));
export type Theme = z.infer<typeof themeSchema>;

export const preferencesSchema = lazySchema(() =>
  z.object({
    theme: themeSchema,
    /** Price alerts by e-mail. */
    emailNotifications: z.boolean(),
    /** A summary mail after each trading day's close (docs/decisions/072). */
    dailySummary: z.boolean(),
    /** In that summary, the holdings that go ex-dividend the next trading day (decision 092). */
    exDividendEmails: z.boolean(),
  }),
);
export type Preferences = z.infer<typeof preferencesSchema>;

/**
 * How the portfolio's cost basis is worked out when a request names no method (the user's
 * default, FIFO unless changed). Here rather than in portfolio-ledger.ts: the profile page's
 * preferences contract needs the list, not the ledger's schemas.
 */
export const COST_BASIS_METHODS = ['fifo', 'average'] as const;
export type CostBasisMethod = (typeof COST_BASIS_METHODS)[number];

/** Merge update: only the fields given change. */
export const preferencesPatchSchema = lazySchema(() =>
  z
    .partial(z.strictObject(preferencesSchema.shape))
    .check(z.refine((patch) => Object.keys(patch).length > 0, { message: 'Nothing to update' })),
);
