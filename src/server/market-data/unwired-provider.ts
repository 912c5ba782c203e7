import { ProviderError, type MarketDataProvider } from './provider.ts';

/**
 * Transitional: keeps main.ts building on the market-data branch, where no real provider
 * exists yet. Every call fails as 'unavailable'. The coordinator replaces it at merge with
 * createSimulatedProvider / createFinnhubProvider; delete this file then.
 */
export function createUnwiredProvider(): MarketDataProvider {
  const fail = async (): Promise<never> => {
    throw new ProviderError('unavailable', 'No market-data provider is wired in');
  };
  return {
    name: 'simulated',
    quote: fail,
    search: fail,
    profile: fail,
    news: fail,
    dailyBars: fail,
    intradayBars: fail,
    marketStatus: async () => 'unsupported',
    marketHolidays: async () => 'unsupported',
    close: async () => undefined,
  };
}
