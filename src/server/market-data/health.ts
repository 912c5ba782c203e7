import type { ComponentStatus } from '../../shared/health.ts';
import type { Config } from '../config/config.ts';

/** What /api/health asks of the market-data layer. */
export interface MarketDataHealth {
  status(): Promise<ComponentStatus>;
}

/**
 * Until the market-data service lands (it reports its circuit breaker), the only provider
 * is the in-process simulation, which cannot be unreachable.
 */
export function marketDataHealth(config: Config): MarketDataHealth {
  return {
    async status() {
      return config.marketData.provider === 'simulated' ? 'ok' : 'degraded';
    },
  };
}
