import { z } from 'zod';
import { issuesOf, optional } from '#server/config/env-values.ts';
import type { ProviderEntry } from '../provider-entry.ts';
import { createEcbProvider, ECB_LIMITS } from './index.ts';

/** ECB_BASE_URL (README's configuration table); the rates need no key. */
export const ecbEnvSchema = z.object({
  ECB_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
});

export interface EcbSettings {
  /** Where the eurofxref files are, without a trailing slash. */
  baseUrl: string;
}

export const ecbEntry: ProviderEntry<'ecb', EcbSettings> = {
  name: 'ecb',
  capabilities: ['fx'],
  limits: ECB_LIMITS,
  storage: () => 'database',
  envSchema: ecbEnvSchema,
  readSettings(source) {
    const parsed = ecbEnvSchema.safeParse(source);
    if (!parsed.success) return { ok: false, issues: issuesOf(parsed.error) };
    return {
      ok: true,
      settings: {
        baseUrl: (parsed.data.ECB_BASE_URL ?? 'https://www.ecb.europa.eu/stats/eurofxref').replace(
          /\/$/,
          '',
        ),
      },
    };
  },
  create: ({ baseUrl }) => createEcbProvider({ baseUrl }),
};
