import { z } from 'zod';
import { issuesOf, optional } from '#server/config/env-values.ts';
import { budgetKeyOf, type ProviderEntry } from '../provider-entry.ts';
import { createFinnhubProvider, FINNHUB_FREE_LIMITS } from './index.ts';

/** FINNHUB_* (README's configuration table); the key is needed only when Finnhub is selected. */
export const finnhubEnvSchema = z.object({
  FINNHUB_API_KEY: optional(z.string().min(1)),
  FINNHUB_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
  FINNHUB_WS_URL: optional(z.url({ protocol: /^wss?$/, error: 'must be a ws:// or wss:// URL' })),
});

export interface FinnhubSettings {
  apiKey: string;
  /** REST base without a trailing slash. */
  baseUrl: string;
  wsUrl: string;
}

export const finnhubEntry: ProviderEntry<'finnhub', FinnhubSettings> = {
  name: 'finnhub',
  // No 'dividends': /stock/dividend and /stock/dividend2 are premium (free keys get 403 since
  // June 2020, as Finnhub's tracker says; and at a weight of 10 a free key could ask 6 a
  // minute). Past dividends come from the history provider's bars, the rest is projected.
  // Candles (daily history, intraday) need a paid plan: free keys get 403, and the provider
  // then answers 'unsupported' and charts use the history we record (docs/decisions/011).
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
  ],
  limits: FINNHUB_FREE_LIMITS,
  // Nothing in the terms we know of limits storing its history (docs/decisions/023).
  storage: () => 'database',
  envSchema: finnhubEnvSchema,
  readSettings(source, requiredBy) {
    const parsed = finnhubEnvSchema.safeParse(source);
    if (!parsed.success) return { ok: false, issues: issuesOf(parsed.error) };
    const env = parsed.data;
    if (!env.FINNHUB_API_KEY) {
      return { ok: false, issues: [`FINNHUB_API_KEY: required when ${requiredBy}`] };
    }
    return {
      ok: true,
      settings: {
        apiKey: env.FINNHUB_API_KEY,
        baseUrl: (env.FINNHUB_BASE_URL ?? 'https://finnhub.io/api/v1').replace(/\/$/, ''),
        wsUrl: env.FINNHUB_WS_URL ?? 'wss://ws.finnhub.io',
      },
    };
  },
  // One budget per key across processes (docs/decisions/024).
  create: ({ apiKey, baseUrl, wsUrl }, { log }) =>
    Object.assign(createFinnhubProvider({ apiKey, baseUrl, wsUrl, log }), {
      budgetKey: budgetKeyOf('finnhub', apiKey),
    }),
};
