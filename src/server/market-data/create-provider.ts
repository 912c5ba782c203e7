import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config.ts';
import type { HistoryProvider, MarketDataProvider, ProviderInstance } from './provider.ts';
import type { FxSource } from './service/fx.ts';
import { createPrimaryProvider, createRegisteredProvider } from './providers/registry.ts';

const servesFx = (instance: ProviderInstance): instance is ProviderInstance & FxSource =>
  typeof instance.fxRates === 'function';

/** The provider of each capability (docs/decisions/023); history ones absent: the primary's. */
export interface ProviderChain {
  primary: MarketDataProvider;
  dailyHistory?: HistoryProvider;
  intraday?: HistoryProvider;
  /** FX_PROVIDER's (docs/decisions/083); the primary itself when it is the one named. */
  fx: ProviderInstance & FxSource;
}

/**
 * The providers the configuration chooses: MARKET_DATA_PROVIDER (simulated by default: offline
 * and deterministic), and HISTORY_PROVIDER / INTRADAY_PROVIDER when they name another one. A
 * provider chosen for both history capabilities is one instance.
 */
export function createProviders(config: Config, log: FastifyBaseLogger): ProviderChain {
  const primary = createPrimaryProvider(config.marketData, log);
  const { dailyHistory, intraday } = config.historyProviders;
  const daily = dailyHistory ? createRegisteredProvider(dailyHistory, log) : undefined;
  const intra =
    intraday && daily && intraday.provider === daily.name
      ? daily
      : intraday
        ? createRegisteredProvider(intraday, log)
        : undefined;
  const fxInstance =
    config.fxProvider.provider === primary.name
      ? primary
      : createRegisteredProvider(config.fxProvider, log);
  if (!servesFx(fxInstance)) {
    throw new Error(`${fxInstance.name} cannot be FX_PROVIDER: it has no fx rates`);
  }
  return {
    primary,
    fx: fxInstance,
    ...(daily ? { dailyHistory: daily } : {}),
    ...(intra ? { intraday: intra } : {}),
  };
}
