import { z } from 'zod';
import { booleanFlag, issuesOf, optional } from '#server/config/env-values.ts';
import type { ProviderEntry } from '../provider-entry.ts';
import { createSimulatedProvider, SIMULATED_LIMITS } from './index.ts';

/** Nothing is required: the offline default works with no configuration at all. */
export const simulatedEnvSchema = z.object({
  // A market open around the clock, to try live prices and alerts any day (README).
  SIMULATED_MARKET_ALWAYS_OPEN: optional(booleanFlag),
});

export interface SimulatedSettings {
  alwaysOpen: boolean;
}

export const simulatedEntry: ProviderEntry<'simulated', SimulatedSettings> = {
  name: 'simulated',
  // Everything but company news, which no provider serves yet (docs/decisions/019).
  capabilities: [
    'quotes',
    'search',
    'profile',
    'news',
    'company-news',
    'daily-history',
    'intraday',
    'trade-stream',
    'symbol-list',
    'fundamentals',
    'fx',
    'dividends',
  ],
  limits: SIMULATED_LIMITS,
  storage: () => 'database',
  envSchema: simulatedEnvSchema,
  readSettings(source) {
    const parsed = simulatedEnvSchema.safeParse(source);
    if (!parsed.success) return { ok: false, issues: issuesOf(parsed.error) };
    return {
      ok: true,
      settings: { alwaysOpen: parsed.data.SIMULATED_MARKET_ALWAYS_OPEN ?? false },
    };
  },
  create: (settings) => createSimulatedProvider({ alwaysOpen: settings.alwaysOpen }),
};
