import type { FastifyBaseLogger } from 'fastify';
import type { MarketDataProviderName } from '#shared/market-data/market-data-providers.ts';
import { issuesOf, type EnvSource } from '../../config/env-values.ts';
import type {
  Capability,
  HistoryStorage,
  MarketDataProvider,
  ProviderInstance,
} from '../provider.ts';
import { servesEverything } from '../provider.ts';
import { ecbEntry } from './ecb/registry-entry.ts';
import { finnhubEntry } from './finnhub/registry-entry.ts';
import type { ProviderEntry, SettingsResult } from './provider-entry.ts';
import { simulatedEntry } from './simulated/registry-entry.ts';
import { tiingoEntry } from './tiingo/registry-entry.ts';

// Every market-data provider, one entry each (docs/decisions/019). Adding a provider is a
// folder with its registry entry, one line here and its name in
// src/shared/market-data/market-data-providers.ts; the type check refuses a name in one list and not the
// other, or an entry filed under another provider's name.

const ENTRIES = {
  simulated: simulatedEntry,
  finnhub: finnhubEntry,
  tiingo: tiingoEntry,
  ecb: ecbEntry,
} satisfies { [Name in MarketDataProviderName]: ProviderEntry<Name, object> };

type SettingsOf<Entry> = Entry extends ProviderEntry<MarketDataProviderName, infer S> ? S : never;
type SettingsByName = { [Name in MarketDataProviderName]: SettingsOf<(typeof ENTRIES)[Name]> };

export const PROVIDER_REGISTRY: {
  readonly [Name in MarketDataProviderName]: ProviderEntry<Name, SettingsByName[Name]>;
} = ENTRIES;

/** A provider's settings tagged with its name; for a union of names, a union of these. */
export type ProviderSettings<Names extends MarketDataProviderName> = {
  [Name in Names]: { provider: Name } & SettingsByName[Name];
}[Names];

/** config.marketData: the selected provider's settings. */
export type MarketDataSettings = ProviderSettings<MarketDataProviderName>;

/** Invalid values of any provider's variables, selected or not ('VARIABLE: message'). */
export function providerEnvIssues(source: EnvSource): string[] {
  return Object.values(PROVIDER_REGISTRY).flatMap((entry) => {
    const parsed = entry.envSchema.safeParse(source);
    return parsed.success ? [] : issuesOf(parsed.error);
  });
}

/** The named provider's settings; `requiredBy` is the setting that selected it. */
export function readProviderSettings<Name extends MarketDataProviderName>(
  provider: Name,
  source: EnvSource,
  requiredBy: string,
): SettingsResult<ProviderSettings<Name>> {
  const entry: ProviderEntry<Name, SettingsByName[Name]> = PROVIDER_REGISTRY[provider];
  const result = entry.readSettings(source, requiredBy);
  return result.ok ? { ok: true, settings: { provider, ...result.settings } } : result;
}

/** The provider the settings name, its log bound to `{ component: <name> }`. */
export function createRegisteredProvider<Name extends MarketDataProviderName>(
  settings: ProviderSettings<Name>,
  log: FastifyBaseLogger,
): ProviderInstance {
  const entry: ProviderEntry<Name, SettingsByName[Name]> = PROVIDER_REGISTRY[settings.provider];
  return entry.create(settings, { log: log.child({ component: settings.provider }) });
}

/** What the settings' plan lets us do with its history rows (docs/decisions/023). */
export function storageOf<Name extends MarketDataProviderName>(
  settings: ProviderSettings<Name>,
): HistoryStorage {
  const entry: ProviderEntry<Name, SettingsByName[Name]> = PROVIDER_REGISTRY[settings.provider];
  return entry.storage(settings);
}

/**
 * What MARKET_DATA_PROVIDER must serve: everything but history, which HISTORY_PROVIDER and
 * INTRADAY_PROVIDER may take elsewhere (docs/decisions/023).
 */
export const PRIMARY_CAPABILITIES: readonly Capability[] = ['quotes', 'search', 'profile', 'news'];

export const declares = (name: MarketDataProviderName, capability: Capability): boolean =>
  PROVIDER_REGISTRY[name].capabilities.includes(capability);

/** The primary provider (MARKET_DATA_PROVIDER): one that serves quotes, search, profiles, news. */
export function createPrimaryProvider(
  settings: MarketDataSettings,
  log: FastifyBaseLogger,
): MarketDataProvider {
  const instance = createRegisteredProvider(settings, log);
  if (!servesEverything(instance)) {
    throw new Error(`${settings.provider} cannot be MARKET_DATA_PROVIDER: it serves history only`);
  }
  return instance;
}
