import { addDays, nyDate } from '#shared/market-data/market-hours.ts';
import type { CurrencyCode } from '#shared/market-data/listing-markets.ts';
import type { Figure, Fundamentals } from '#shared/market-data/fundamentals.ts';
import type { CacheLookupResult } from '../../observability/metrics.ts';
import type { MarketDataProvider, ProviderFundamentals } from '../provider.ts';
import { createKindCache } from './kind-cache.ts';
import { claimOf, ClientLimitExceeded, type UpstreamAccess } from './upstream-access.ts';
import type { UpstreamPolicy } from './upstream-policy.ts';

// Key statistics (the 'fundamentals' capability): the provider's figures, cached for hours since
// Finnhub refreshes them every few days and each costs a call of the plan's 60 a minute; the
// next earnings date likewise. P/E is the page's own price over the trailing EPS, so it agrees
// with the price beside it; the vendor's P/E only when no price is known.

const HOUR_MS = 3_600_000;
/** How far ahead an earnings date is looked for (a quarter and a little). */
const EARNINGS_DAYS_AHEAD = 120;

export interface FundamentalsDeps {
  provider: Pick<MarketDataProvider, 'name' | 'fundamentals' | 'nextEarnings'>;
  upstream: UpstreamPolicy;
  /** The price the page shows (the quote cache) and its instant; null when none is known. */
  price: (symbol: string, access?: UpstreamAccess) => Promise<Priced | null>;
  currency: (symbol: string, access?: UpstreamAccess) => Promise<CurrencyCode>;
  now: () => number;
  onLookup?: (result: CacheLookupResult) => void;
}

interface Priced {
  price: number;
  /** When that price was made (epoch ms). */
  timeMs: number;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const figure = (value: number | null, asOf: string): Figure | null =>
  value === null ? null : { value, asOf };

export function createFundamentals(deps: FundamentalsDeps) {
  const { provider, upstream, now } = deps;
  const fetchFigures = provider.fundamentals?.bind(provider);
  const fetchEarnings = provider.nextEarnings?.bind(provider);
  const lookups = deps.onLookup ? { onLookup: deps.onLookup } : {};

  const figures = createKindCache<ProviderFundamentals | null>({
    ttlMs: 6 * HOUR_MS,
    max: 5_000,
    now,
    ...lookups,
    load: async (symbol, access) => {
      if (!fetchFigures) return null;
      const answer = await upstream.call(
        'fundamentals',
        () => fetchFigures(symbol),
        claimOf(access, symbol),
      );
      return answer === 'unsupported' ? null : answer;
    },
  });
  const earnings = createKindCache<string | null>({
    ttlMs: 12 * HOUR_MS,
    max: 5_000,
    now,
    ...lookups,
    load: async (symbol, access) => {
      if (!fetchEarnings) return null;
      const today = nyDate(new Date(now()));
      const until = addDays(today, EARNINGS_DAYS_AHEAD);
      const answer = await upstream.call(
        'nextEarnings',
        () => fetchEarnings(symbol, today, until),
        claimOf(access, symbol),
      );
      return answer === 'unsupported' ? null : answer;
    },
  });

  /** The next earnings date, or null when unknown or failing (the other figures still show). */
  const nextEarnings = async (symbol: string, access?: UpstreamAccess) => {
    try {
      const cached = await earnings.get(symbol, access);
      const today = nyDate(new Date(now()));
      // A date that has passed since it was fetched is no longer the next one.
      if (cached.value === null || cached.value < today) return null;
      return { date: cached.value, asOf: nyDate(new Date(cached.fetchedAt)) };
    } catch (error) {
      if (error instanceof ClientLimitExceeded) throw error;
      return null;
    }
  };

  return async (symbol: string, access?: UpstreamAccess): Promise<Fundamentals> => {
    const [cached, price, currency, next] = await Promise.all([
      figures.get(symbol, access),
      deps.price(symbol, access).catch(() => null),
      deps.currency(symbol, access),
      nextEarnings(symbol, access),
    ]);
    const f = cached.value;
    const fetched = nyDate(new Date(cached.fetchedAt));
    const eps = f?.eps ?? null;
    // Dated by its price: Friday's close on a Sunday is Friday's P/E.
    const pe =
      eps !== null && price !== null && price.price > 0
        ? eps > 0
          ? figure(round(price.price / eps, 2), nyDate(new Date(price.timeMs)))
          : null
        : figure(f?.peRatio ?? null, fetched);
    return {
      symbol,
      kind: f?.kind ?? null,
      provider: provider.name,
      currency,
      peRatio: pe,
      eps: figure(eps, f?.epsPeriod ?? fetched),
      dividendYield: figure(f?.dividendYieldPercent ?? null, fetched),
      beta: figure(f?.beta ?? null, fetched),
      volume: f?.volume ? { value: f.volume.shares, asOf: f.volume.date } : null,
      // Averages run to the last session the provider counted, when it says which.
      averageVolume: figure(f?.averageVolume10Day ?? null, f?.volume?.date ?? fetched),
      averageVolume3Month: figure(f?.averageVolume3Month ?? null, f?.volume?.date ?? fetched),
      nextEarnings: next,
    };
  };
}
