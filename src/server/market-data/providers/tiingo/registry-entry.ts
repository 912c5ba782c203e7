import { z } from 'zod';
import { issuesOf, optional } from '#server/config/env-values.ts';
import type { ProviderEntry } from '../provider-entry.ts';
import { createTiingoProvider, TIINGO_PLANS, type TiingoPlan } from './index.ts';

/** TIINGO_* (README's configuration table); the key is needed only when Tiingo is chosen. */
export const tiingoEnvSchema = z.object({
  TIINGO_API_KEY: optional(z.string().min(1)),
  TIINGO_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
  TIINGO_PLAN: optional(
    z.enum(Object.keys(TIINGO_PLANS) as [TiingoPlan, ...TiingoPlan[]], {
      error: `must be one of ${Object.keys(TIINGO_PLANS).join(', ')}`,
    }),
  ),
});

export interface TiingoSettings {
  apiKey: string;
  /** REST base without a trailing slash. */
  baseUrl: string;
  /** The operator's declared plan: its limits and whether its rows may be stored. */
  plan: TiingoPlan;
}

export const tiingoEntry: ProviderEntry<'tiingo', TiingoSettings> = {
  name: 'tiingo',
  // Its daily rows carry each ex-date's cash (divCash): the past dividends of 'daily-history'.
  // It declares none ahead of the ex-date, so it has no 'dividends' of its own.
  capabilities: ['daily-history', 'intraday'],
  limits: TIINGO_PLANS.starter.limits,
  // Starter's terms: memory only. TIINGO_PLAN=power|commercial lets rows into PostgreSQL.
  storage: ({ plan }) => TIINGO_PLANS[plan].storage,
  envSchema: tiingoEnvSchema,
  readSettings(source, requiredBy) {
    const parsed = tiingoEnvSchema.safeParse(source);
    if (!parsed.success) return { ok: false, issues: issuesOf(parsed.error) };
    const env = parsed.data;
    if (!env.TIINGO_API_KEY) {
      return { ok: false, issues: [`TIINGO_API_KEY: required when ${requiredBy}`] };
    }
    return {
      ok: true,
      settings: {
        apiKey: env.TIINGO_API_KEY,
        baseUrl: (env.TIINGO_BASE_URL ?? 'https://api.tiingo.com').replace(/\/$/, ''),
        plan: env.TIINGO_PLAN ?? 'starter',
      },
    };
  },
  create: ({ apiKey, baseUrl, plan }) => createTiingoProvider({ apiKey, baseUrl, plan }),
};
