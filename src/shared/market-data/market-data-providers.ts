import { z } from 'zod/mini';
import { lazySchema } from '../platform/lazy-schema.ts';

/**
 * Every market-data provider the server can run, as the browser may know it: its name and
 * whether its prices are simulated (the header's badge). The server's registry
 * (src/server/market-data/providers/registry.ts) must hold exactly these names, checked by
 * the type checker; docs/decisions/019.
 */
export const MARKET_DATA_PROVIDERS = {
  simulated: { simulatedData: true },
  finnhub: { simulatedData: false },
  // History only (HISTORY_PROVIDER=tiingo); the server refuses it as MARKET_DATA_PROVIDER.
  tiingo: { simulatedData: false },
  // Euro exchange rates only (FX_PROVIDER=ecb; docs/decisions/083).
  ecb: { simulatedData: false },
} as const satisfies Record<string, { simulatedData: boolean }>;

export type MarketDataProviderName = keyof typeof MARKET_DATA_PROVIDERS;

/** The names, in the registry's order. */
export const MARKET_DATA_PROVIDER_NAMES = Object.keys(MARKET_DATA_PROVIDERS) as [
  MarketDataProviderName,
  ...MarketDataProviderName[],
];

/** Offline and deterministic: what runs with no configuration at all. */
export const DEFAULT_MARKET_DATA_PROVIDER: MarketDataProviderName = 'simulated';

export const marketDataProviderNameSchema = lazySchema(() => z.enum(MARKET_DATA_PROVIDER_NAMES));

/** True when the named provider's prices come from the built-in simulator, not a market. */
export const servesSimulatedData = (provider: MarketDataProviderName): boolean =>
  MARKET_DATA_PROVIDERS[provider].simulatedData;
