import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config.ts';
import type { MarketDataProvider } from './provider.ts';
import { createFinnhubProvider } from './providers/finnhub/index.ts';
import { createSimulatedProvider } from './providers/simulated/index.ts';

/** The provider MARKET_DATA_PROVIDER names (simulated by default: offline and deterministic). */
export function createProvider(config: Config, log: FastifyBaseLogger): MarketDataProvider {
  const marketData = config.marketData;
  if (marketData.provider === 'finnhub') {
    return createFinnhubProvider({
      apiKey: marketData.apiKey,
      baseUrl: marketData.baseUrl,
      wsUrl: marketData.wsUrl,
      log: log.child({ component: 'finnhub' }),
    });
  }
  return createSimulatedProvider();
}
