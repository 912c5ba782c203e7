import { z } from 'zod';
import type { ProviderEntry } from '../provider-entry.ts';
import { createSimulatedProvider, SIMULATED_LIMITS } from './index.ts';

/** It reads no variables: the offline default works with no configuration at all. */
export const simulatedEnvSchema = z.object({});

export const simulatedEntry: ProviderEntry<'simulated', Record<never, never>> = {
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
    'fx',
  ],
  limits: SIMULATED_LIMITS,
  storage: () => 'database',
  envSchema: simulatedEnvSchema,
  readSettings: () => ({ ok: true, settings: {} }),
  create: () => createSimulatedProvider(),
};
