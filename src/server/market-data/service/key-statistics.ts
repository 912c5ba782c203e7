import type { Quote, StockStats } from '#shared/market-data/market-data.ts';
import type { CurrencyCode } from '#shared/market-data/listing-markets.ts';
import type { CacheLookupResult } from '../../observability/metrics.ts';
import type { MarketDataProvider } from '../provider.ts';
import { createFundamentals } from './fundamentals.ts';
import type { KindCache } from './kind-cache.ts';
import type { UpstreamAccess } from './upstream-access.ts';
import type { UpstreamPolicy } from './upstream-policy.ts';
import { createWeek52Stats } from './week52-stats.ts';

// The stock page's Key Statistics card: the 52-week range (week52-stats.ts) and the
// fundamentals (fundamentals.ts), both priced with the quote the page shows.

export interface KeyStatisticsDeps {
  provider: MarketDataProvider;
  upstream: UpstreamPolicy;
  quotes: KindCache<Quote | null>;
  /** The stored-history fallback of the 52-week range (history.ts). */
  storedStats: (symbol: string, access?: UpstreamAccess) => Promise<StockStats>;
  securityCurrency: (symbol: string, access?: UpstreamAccess) => Promise<CurrencyCode>;
  now: () => number;
  lookups: (kind: string) => { onLookup?: (result: CacheLookupResult) => void };
}

export function createKeyStatistics(deps: KeyStatisticsDeps) {
  const { provider, upstream, quotes, now, lookups } = deps;
  return {
    stats: createWeek52Stats({
      provider,
      upstream,
      storedStats: deps.storedStats,
      lastPrice: (symbol) => quotes.peek(symbol)?.value?.price ?? null,
      now,
      ...lookups('week52'),
    }),
    fundamentals: createFundamentals({
      provider,
      upstream,
      price: async (symbol, access) => {
        const quote = (await quotes.get(symbol, access)).value;
        return quote ? { price: quote.price, timeMs: Date.parse(quote.time) } : null;
      },
      currency: deps.securityCurrency,
      now,
      ...lookups('fundamentals'),
    }),
  };
}
