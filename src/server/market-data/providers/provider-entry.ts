import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { MarketDataProviderName } from '../../../shared/market-data-providers.ts';
import type { EnvSource } from '../../config/env-values.ts';
import type { Capability, MarketDataProvider, ProviderLimits } from '../provider.ts';

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
  /** Its plan's budget, the same value its instances carry as `limits`. */
  readonly limits: ProviderLimits;
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
  create(settings: Settings, context: ProviderContext): MarketDataProvider;
}
