import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { MarketDataProviderName } from '#shared/market-data/market-data-providers.ts';
import type { EnvSource } from '../../config/env-values.ts';
import type { Capability, HistoryStorage, ProviderInstance, ProviderLimits } from '../provider.ts';

// What each provider folder hands the registry (registry.ts, docs/decisions/019): everything
// the app needs to know about a provider lives beside its code, not in the core config.

/** What the registry passes every factory. */
export interface ProviderContext {
  /** Already bound to `{ component: <provider name> }`. */
  log: FastifyBaseLogger;
}

export type SettingsResult<Settings> =
  { ok: true; settings: Settings } | { ok: false; issues: string[] };

export interface ProviderEntry<Name extends MarketDataProviderName, Settings extends object> {
  readonly name: Name;
  /** What its code can answer; a capability left out is never asked of it. */
  readonly capabilities: readonly Capability[];
  /** Its default plan's budget, the value its instances carry as `limits` on that plan. */
  readonly limits: ProviderLimits;
  /**
   * What its plan's terms allow with history rows (docs/decisions/023), the value its
   * instances carry as `historyStorage`.
   */
  storage(settings: Settings): HistoryStorage;
  /**
   * The environment variables it reads. Checked at boot whether it is selected or not, so a
   * bad value is reported even before anyone selects it.
   */
  readonly envSchema: z.ZodObject;
  /**
   * Its settings, or the problems as 'VARIABLE: message'. `requiredBy` is the setting that
   * selected it ('MARKET_DATA_PROVIDER=finnhub'), for the message of a missing variable.
   */
  readSettings(source: EnvSource, requiredBy: string): SettingsResult<Settings>;
  /** An instance with a member for each declared capability (registry.test.ts checks). */
  create(settings: Settings, context: ProviderContext): ProviderInstance;
}

/**
 * The name of the upstream budget an API key spends (docs/decisions/024): quotas belong to the
 * key, so every process using it shares one. A hash: the key itself never reaches the database.
 */
export const budgetKeyOf = (provider: MarketDataProviderName, apiKey: string): string =>
  `${provider}:${createHash('sha256').update(apiKey).digest('hex').slice(0, 16)}`;
