import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config.ts';
import type { HistoryProvider, MarketDataProvider } from './provider.ts';
import { createPrimaryProvider, createRegisteredProvider } from './providers/registry.ts';

/** The provider of each capability (docs/decisions/023); history ones absent: the primary's. */
export interface ProviderChain {
  primary: MarketDataProvider;
  dailyHistory?: HistoryProvider;
  intraday?: HistoryProvider;
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
  return {
    primary,
    ...(daily ? { dailyHistory: daily } : {}),
    ...(intra ? { intraday: intra } : {}),
  };
}
