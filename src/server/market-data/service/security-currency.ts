import {
  listingMarket,
  tradingCurrency,
  US_MARKET,
  type CurrencyCode,
} from '#shared/market-data/listing-markets.ts';
import type { CompanyProfile, Quote } from '#shared/market-data/market-data.ts';
import type { KindCache } from './kind-cache.ts';
import type { UpstreamAccess } from './upstream-access.ts';

/**
 * MarketDataService.securityCurrency (decision 084): the suffix's exchange without asking
 * anyone; for a suffix we do not list, the cached quote's or profile's currency, else the
 * profile asked for once (its failure thrown), else USD.
 */
export function createSecurityCurrency(
  quotes: Pick<KindCache<Quote | null>, 'peek'>,
  profiles: Pick<KindCache<CompanyProfile | null>, 'peek' | 'get'>,
) {
  return async (symbol: string, access?: UpstreamAccess): Promise<CurrencyCode> => {
    const upper = symbol.trim().toUpperCase();
    if (listingMarket(upper) !== US_MARKET || !upper.includes('.')) return tradingCurrency(upper);
    const known = quotes.peek(upper)?.value?.currency ?? profiles.peek(upper)?.value?.currency;
    if (known) return known;
    return (await profiles.get(upper, access)).value?.currency ?? tradingCurrency(upper);
  };
}
