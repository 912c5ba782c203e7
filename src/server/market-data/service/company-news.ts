import { CACHE_TTL_MS } from '#shared/platform/constants.ts';
import { addDays, nyDate } from '#shared/market-data/market-hours.ts';
import { newsItemSchema, type NewsItem } from '#shared/market-data/market-data.ts';
import type { CacheLookupResult } from '../../observability/metrics.ts';
import type { MarketDataProvider } from '../provider.ts';
import { createKindCache } from './kind-cache.ts';
import { claimOf, type UpstreamAccess } from './upstream-access.ts';
import type { UpstreamPolicy } from './upstream-policy.ts';

// A company's recent news (the stock page's News card), cached per symbol as long as general
// news is (SPEC §9: 50 minutes), with the same rule: only items the contract accepts (http(s)
// links, readable text) reach the browser.

/** How far back the card looks: a week of New York dates, today included. */
const DAYS_BACK = 7;

export interface CompanyNewsDeps {
  provider: MarketDataProvider;
  upstream: UpstreamPolicy;
  now: () => number;
  onLookup?: (result: CacheLookupResult) => void;
}

export function createCompanyNews({ provider, upstream, now, onLookup }: CompanyNewsDeps) {
  const cache = createKindCache<NewsItem[]>({
    ttlMs: CACHE_TTL_MS.news,
    max: 2_000,
    now,
    ...(onLookup ? { onLookup } : {}),
    load: async (symbol, access) => {
      const companyNews = provider.companyNews?.bind(provider);
      // A provider without company news has none to show: nothing is asked upstream.
      if (!companyNews) return [];
      // Finnhub reads `from` and `to` as UTC days: ending on New York's date would drop the
      // evening's stories, which are already dated tomorrow in UTC.
      const instant = new Date(now());
      const from = addDays(nyDate(instant), -DAYS_BACK);
      const to = instant.toISOString().slice(0, 10);
      const items = await upstream.call(
        'companyNews',
        () => companyNews(symbol, from, to),
        claimOf(access, symbol),
      );
      return items.filter((item) => newsItemSchema.safeParse(item).success);
    },
  });
  return async (symbol: string, limit: number, access?: UpstreamAccess): Promise<NewsItem[]> =>
    (await cache.get(symbol, access)).value.slice(0, limit);
}
