import type { StockStats } from '#shared/market-data/market-data.ts';
import type { CacheLookupResult } from '../../observability/metrics.ts';
import type { MarketDataProvider, Week52Range } from '../provider.ts';
import { createKindCache } from './kind-cache.ts';
import { claimOf, ClientLimitExceeded, type UpstreamAccess } from './upstream-access.ts';
import type { UpstreamPolicy } from './upstream-policy.ts';

// 52W High/Low (docs/decisions/022): the provider's own figures when it has them (Finnhub's
// /stock/metric works on free keys, where candles do not), cached for a day since the vendor
// refreshes them every few days; else, or for a figure it lacks, a year of stored history.

const DAY_MS = 86_400_000;
/**
 * How far outside the vendor's range today's price may be before the range is distrusted: its
 * figures lag a few days, but a price far outside them means another listing's currency
 * (Finnhub maps ENB to ENB.TO, in CAD, and does not always say so).
 */
const PRICE_TOLERANCE = 1.1;

export interface Week52StatsDeps {
  provider: MarketDataProvider;
  upstream: UpstreamPolicy;
  /** The stored-history fallback (history.ts). */
  storedStats: (symbol: string, access?: UpstreamAccess) => Promise<StockStats>;
  /** The last price we hold for the symbol, without any upstream call; null when none. */
  lastPrice: (symbol: string) => number | null;
  now: () => number;
  onLookup?: (result: CacheLookupResult) => void;
}

export function createWeek52Stats(deps: Week52StatsDeps) {
  const fetchRange = deps.provider.week52Range?.bind(deps.provider);
  const ranges = createKindCache<Week52Range | null>({
    ttlMs: DAY_MS,
    max: 5_000,
    now: deps.now,
    ...(deps.onLookup ? { onLookup: deps.onLookup } : {}),
    load: async (symbol, access) => {
      if (!fetchRange) return null;
      const range = await deps.upstream.call(
        'week52Range',
        () => fetchRange(symbol),
        claimOf(access, symbol),
      );
      return range === 'unsupported' ? null : range;
    },
  });

  /** The vendor's range, or null when it has none or is failing (history answers then). */
  const vendorRange = async (symbol: string, access?: UpstreamAccess) => {
    if (!fetchRange) return null;
    try {
      return (await ranges.get(symbol, access)).value;
    } catch (error) {
      if (error instanceof ClientLimitExceeded) throw error;
      return null;
    }
  };

  /** The vendor's range checked against today's price, which also widens it (a new high). */
  const believable = (symbol: string, range: Week52Range | null): Week52Range | null => {
    const price = deps.lastPrice(symbol);
    if (!range || price === null) return range;
    const { high, low } = range;
    if (high !== null && price > high * PRICE_TOLERANCE) return null;
    if (low !== null && price < low / PRICE_TOLERANCE) return null;
    return {
      high: high === null ? null : Math.max(high, price),
      low: low === null ? null : Math.min(low, price),
    };
  };

  return async (symbol: string, access?: UpstreamAccess): Promise<StockStats> => {
    const vendor = believable(symbol, await vendorRange(symbol, access));
    if (vendor && vendor.high !== null && vendor.low !== null) {
      return { symbol, week52High: vendor.high, week52Low: vendor.low };
    }
    const stored = await deps.storedStats(symbol, access);
    return {
      symbol,
      week52High: vendor?.high ?? stored.week52High,
      week52Low: vendor?.low ?? stored.week52Low,
    };
  };
}
