import { addDays, nyDate } from '#shared/market-data/market-hours.ts';
import type { MarketDataProvider, ProviderDividend } from '../provider.ts';
import type { CorporateAction } from './history.repo.ts';
import { createKindCache } from './kind-cache.ts';
import { claimOf, type UpstreamAccess } from './upstream-access.ts';
import type { UpstreamPolicy } from './upstream-policy.ts';

// A symbol's cash dividends for the dividend calendar and the income forecast: the ones the
// primary provider knows with their pay dates, paid and declared ('dividends'), over the ex-date
// cash the history provider's daily bars carry (stored in PostgreSQL, or memory as its terms
// say: provider-history.ts). A provider without 'dividends' (Finnhub free, Tiingo) leaves the
// past to the bars and the future to the projection.

/** A dividend we know of; `payDate` null when only a daily bar reported it. */
export type KnownDividend = ProviderDividend;

/** Two years back (the trailing year and the one before it) and a year ahead. */
const YEARS_BACK_DAYS = 2 * 366;
const AHEAD_DAYS = 366;
/** Declarations change a few times a quarter: asked again at most twice a day. */
const DECLARED_TTL_MS = 12 * 60 * 60_000;

export interface DividendsDeps {
  provider: MarketDataProvider;
  upstream: UpstreamPolicy;
  history: {
    /** The history provider's ex-date cash (synced first, with the asking client's access). */
    corporateActions(symbol: string, access?: UpstreamAccess): Promise<CorporateAction[]>;
  };
  /** The currency the symbol trades in: what a bar's cash is in. */
  securityCurrency(symbol: string, access?: UpstreamAccess): Promise<string>;
  now: () => number;
}

export function createDividends(deps: DividendsDeps) {
  const declared = createKindCache<ProviderDividend[]>({
    ttlMs: DECLARED_TTL_MS,
    max: 5_000,
    now: deps.now,
    load: async (symbol, access) => {
      const dividends = deps.provider.dividends?.bind(deps.provider);
      if (!dividends) return [];
      const today = nyDate(new Date(deps.now()));
      return deps.upstream.call(
        'dividends',
        () => dividends(symbol, addDays(today, -YEARS_BACK_DAYS), addDays(today, AHEAD_DAYS)),
        claimOf(access, symbol),
      );
    },
  });

  /** Oldest first by ex-date; on a date both report, the provider's (it has the pay date). */
  return async function dividendsOf(
    symbol: string,
    access?: UpstreamAccess,
  ): Promise<KnownDividend[]> {
    const [known, actions] = await Promise.all([
      declared.get(symbol, access),
      deps.history.corporateActions(symbol, access),
    ]);
    const byDate = new Map<string, KnownDividend>();
    const paid = actions.filter((action) => action.dividend !== null);
    if (paid.length > 0) {
      const currency = await deps.securityCurrency(symbol, access);
      for (const action of paid) {
        const amount = action.dividend ?? '0';
        byDate.set(action.date, { exDate: action.date, payDate: null, amount, currency });
      }
    }
    for (const dividend of known.value) byDate.set(dividend.exDate, dividend);
    return [...byDate.values()].sort((a, b) => a.exDate.localeCompare(b.exDate));
  };
}
