import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config.ts';
import type { MarketDataProvider } from './provider.ts';
import { createRegisteredProvider } from './providers/registry.ts';

/** The provider MARKET_DATA_PROVIDER names (simulated by default: offline and deterministic). */
export function createProvider(config: Config, log: FastifyBaseLogger): MarketDataProvider {
  return createRegisteredProvider(config.marketData, log);
}
