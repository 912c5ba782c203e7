import type { ComponentStatus, UpstreamHealth } from '#shared/health/health.ts';
import { US_MARKET_HOLIDAYS, type MarketHoliday } from '#shared/market-data/market-hours.ts';
import type { CurrencyCode } from '#shared/market-data/listing-markets.ts';
import type { Fundamentals } from '#shared/market-data/fundamentals.ts';
import { CACHE_TTL_MS, type Timeframe } from '#shared/platform/constants.ts';
import {
  newsItemSchema,
  type CompanyProfile,
  type History,
  type MarketOverview,
  type MarketStatus,
  type Movers,
  type NewsItem,
  type Quote,
  type QuoteResult,
  type SearchResult,
  type Sectors,
  type StockStats,
} from '#shared/market-data/market-data.ts';
import type { Database } from '../../db/database.ts';
import { createFxService, type FxService, type FxSource } from './fx.ts';
import type { CacheLookupResult, Metrics } from '../../observability/metrics.ts';
import type { MarketDataProviderName } from '#shared/market-data/market-data-providers.ts';
import type {
  MarketDataProvider,
  ProviderLimits,
  ProviderMarketStatus,
  RateBudget,
} from '../provider.ts';
import { createCompanyNews } from './company-news.ts';
import { createConfirmedCalendar } from './confirmed-calendar.ts';
import { createDividends, type KnownDividend } from './dividends.ts';
import { createHistory } from './history.ts';
import { createHistoryRepo, type CorporateAction } from './history.repo.ts';
import { historySources, policyFor, type HistoryProviders } from './history-sources.ts';
import { createKindCache, type Cached } from './kind-cache.ts';
import { createLiveHub, type LiveHub, type LiveLimits } from './live-hub.ts';
import { startLiveFeed } from './live-feed.ts';
import { claimOf, ClientLimitExceeded, type UpstreamAccess } from './upstream-access.ts';
import { createMarketLists } from './market-lists.ts';
import { createSymbolCatalogue, type PreparedCatalogue } from './symbol-catalogue.ts';
import { DEFAULT_TUNING, type UpstreamTuning } from './upstream-policy.ts';
import { createSecurityCurrency } from './security-currency.ts';
import { createKeyStatistics } from './key-statistics.ts';
import { upstreamHealthOf } from './upstream-health.ts';
import { commonStocks, listingOfIsin } from './search-results.ts';

export interface MarketDataServiceDeps {
  provider: MarketDataProvider;
  /** Providers chosen for history capabilities other than `provider` (docs/decisions/023). */
  historyProviders?: HistoryProviders;
  database: Database;
  /** FX_PROVIDER's instance (docs/decisions/083); absent: `provider`, when it has fx rates. */
  fxProvider?: FxSource & { close(): Promise<void> };
  /**
   * Our exchange calendar (market-hours.ts marketSessionAt), wired in by main.ts; `holidays`
   * is our table extended by the provider's list (docs/decisions/022).
   */
  session: (now: Date, holidays?: readonly MarketHoliday[]) => ProviderMarketStatus;
  now?: () => number;
  /**
   * Overrides the budget the provider declares (tests, benchmarks, a paid plan); ignored for
   * an offline provider (the simulated one has none).
   */
  limits?: RateBudget;
  log: { warn(obj: object, msg: string): void };
  tuning?: Partial<Omit<UpstreamTuning, 'limits'>>;
  live?: { heartbeatMs?: number; pollIntervalMs?: number; limits?: Partial<LiveLimits> };
  /** The app's metrics (main.ts shares one instance): cache lookups, upstream calls, streams. */
  metrics?: Metrics;
}

// `access` (optional everywhere): the asking client, counted against its own limit only when
// its request misses the cache and goes upstream (docs/decisions/015); such calls may throw
// ClientLimitExceeded.
export interface MarketDataService {
  readonly providerName: MarketDataProviderName;
  /** What the provider's key allows (or 'offline'): background work sizes itself from it. */
  readonly providerLimits: ProviderLimits;
  /** Throws ProviderError when the provider fails and nothing is cached. */
  quote(symbol: string, access?: UpstreamAccess): Promise<QuoteResult>;
  /** A failed quote becomes `quote: null, freshness: null`; only the client's limit throws. */
  quotes(symbols: readonly string[], access?: UpstreamAccess): Promise<QuoteResult[]>;
  search(query: string, limit: number, access?: UpstreamAccess): Promise<SearchResult[]>;
  /** The ticker of an ISIN through the provider's search (search-results.ts); null when none. */
  isinListing(isin: string, access?: UpstreamAccess): Promise<string | null>;
  profile(symbol: string, access?: UpstreamAccess): Promise<CompanyProfile | null>;
  /**
   * The currency a symbol trades in, as an ISO code of the major unit (decision 084): its
   * exchange's for a symbol whose suffix names one we list or none (US: USD), else the one its
   * cached quote or profile gives (the profile is asked for once if need be, and its failure
   * thrown); USD when the profile says nothing. Prices of that symbol are in this currency.
   */
  securityCurrency(symbol: string, access?: UpstreamAccess): Promise<CurrencyCode>;
  news(limit: number, access?: UpstreamAccess): Promise<NewsItem[]>;
  /** The company's news of the last week, newest first; [] when the provider has none. */
  companyNews(symbol: string, limit: number, access?: UpstreamAccess): Promise<NewsItem[]>;
  history(symbol: string, timeframe: Timeframe, access?: UpstreamAccess): Promise<History>;
  stats(symbol: string, access?: UpstreamAccess): Promise<StockStats>;
  fundamentals(symbol: string, access?: UpstreamAccess): Promise<Fundamentals>;
  /** Dividends and splits from the history provider's rows (for the ledger; no route yet). */
  corporateActions(symbol: string, access?: UpstreamAccess): Promise<CorporateAction[]>;
  /**
   * Cash dividends paid in the last two years and declared for the year ahead, oldest first:
   * the provider's where it has them ('dividends'), else the history provider's ex-date cash.
   */
  dividends(symbol: string, access?: UpstreamAccess): Promise<KnownDividend[]>;
  /** Every symbol the provider lists, ready to send (docs/decisions/034). */
  symbols(): Promise<PreparedCatalogue>;
  overview(): Promise<MarketOverview>;
  /** Gainers and losers among the sector funds' largest holdings (the Markets screen). */
  movers(): Promise<Movers>;
  sectors(): Promise<Sectors>;
  marketStatus(): MarketStatus;
  /**
   * Changes whenever an answer made from this service may have changed: with every quote a
   * trade or a poll brings, once every quote is in the recorded history, and every
   * ANSWER_REUSE_MS of the service's clock, the most an answer may outlive the expiry of what
   * it was made from. While it holds, a route may send an answer again without asking
   * (docs/decisions/051).
   */
  answersVersion(): number;
  /** For /api/health: 'degraded' while the breaker is open or a 429 pause runs. */
  status(): Promise<ComponentStatus>;
  /** For /api/health's details: the provider's breaker and 429 pause. */
  upstreamHealth(): UpstreamHealth[];
  readonly liveHub: LiveHub;
  /** Exchange rates from the stored euro reference rates (docs/decisions/083). */
  readonly fx: FxService;
  /**
   * Every fresh quote this process gets from the provider (REST answers, trade-stream ticks,
   * polls), never a stale or 'no data' one: what price alerts evaluate (docs/decisions/032).
   */
  onQuote(listener: (quote: Quote) => void): () => void;
  /** Resolves once the history and calendar writes in flight are done. */
  settled(): Promise<void>;
  /** Stops the live feed, tells open streams to reconnect, and closes the provider. */
  close(): Promise<void>;
}

/** How long an answer made from the caches may be sent again without asking them. */
export const ANSWER_REUSE_MS = 1_000;

const freshness = (cached: Cached<unknown>) => ({ asOf: cached.asOf, stale: cached.stale });

export function createMarketDataService(deps: MarketDataServiceDeps): MarketDataService {
  const { provider, log } = deps;
  const now = deps.now ?? Date.now;
  const tuning: Omit<UpstreamTuning, 'limits'> = { ...DEFAULT_TUNING, ...deps.tuning };
  const { metrics } = deps;
  const policy = { db: deps.database.db, tuning, now, metrics };
  const quoteListeners = new Set<(quote: Quote) => void>();
  const seen = (quote: Quote) => {
    for (const listener of quoteListeners) {
      try {
        listener(quote);
      } catch (error) {
        log.warn({ err: error }, 'market data: a quote listener failed');
      }
    }
  };
  const upstream = policyFor(provider, policy, deps.limits);
  let answersVersion = 0;
  let reuseWindow = Number.NaN;
  /** A quote was kept, or has landed in the recorded history the charts and stats read. */
  const changed = () => void answersVersion++;
  const lookups = (kind: string) =>
    metrics ? { onLookup: (result: CacheLookupResult) => metrics.cacheLookup(kind, result) } : {};
  const historyProviders = deps.historyProviders ?? {};
  const sources = historySources(
    { provider, upstream },
    historyProviders,
    createHistoryRepo(deps.database.db),
    policy,
  );
  const history = createHistory({ ...sources, now, log });

  // An offline provider's calendar is ours already; a vendor's confirms ours (decision 022).
  const calendar =
    provider.limits === 'offline'
      ? null
      : createConfirmedCalendar({
          session: deps.session,
          ourHolidays: US_MARKET_HOLIDAYS,
          fetchHolidays: () => upstream.call('marketHolidays', () => provider.marketHolidays()),
          fetchStatus: () => upstream.call('marketStatus', () => provider.marketStatus()),
          log,
          onChange: changed,
        });

  const quotes = createKindCache<Quote | null>({
    ttlMs: CACHE_TTL_MS.quote,
    // How long a 'no data' answer (unknown symbol) is believed before asking again.
    emptyTtlMs: 60_000,
    isEmpty: (quote) => quote === null,
    max: 5_000,
    now,
    ...lookups('quote'),
    load: async (symbol, access) => {
      const quote = await upstream.call(
        'quote',
        () => provider.quote(symbol),
        claimOf(access, symbol),
      );
      if (quote) {
        void history.record(quote).then(changed);
        seen(quote);
      }
      return quote;
    },
  });
  const searches = createKindCache<SearchResult[]>({
    ttlMs: CACHE_TTL_MS.search,
    max: 2_000,
    now,
    ...lookups('search'),
    load: (query, access) =>
      upstream.call('search', () => provider.search(query), claimOf(access, null)),
  });
  const profiles = createKindCache<CompanyProfile | null>({
    ttlMs: CACHE_TTL_MS.profile,
    max: 2_000,
    now,
    ...lookups('profile'),
    load: (symbol, access) =>
      upstream.call('profile', () => provider.profile(symbol), claimOf(access, symbol)),
  });
  const news = createKindCache<NewsItem[]>({
    ttlMs: CACHE_TTL_MS.news,
    max: 1,
    now,
    ...lookups('news'),
    // Only items the contract accepts (http(s) links) reach the browser.
    load: async (_key, access) =>
      (await upstream.call('news', () => provider.news(), claimOf(access, null))).filter(
        (item) => newsItemSchema.safeParse(item).success,
      ),
  });

  const securityCurrency = createSecurityCurrency(quotes, profiles);
  const storedStats = history.stats.bind(history);
  const keyStatistics = { provider, upstream, quotes, storedStats, securityCurrency, now, lookups };
  const { stats, fundamentals } = createKeyStatistics(keyStatistics);
  const companyNews = createCompanyNews({ provider, upstream, now, ...lookups('company-news') });
  const dividends = createDividends({ provider, upstream, history, securityCurrency, now });

  const quoteResult = async (symbol: string, access?: UpstreamAccess): Promise<QuoteResult> => {
    const cached = await quotes.get(symbol, access);
    return { symbol, quote: cached.value, freshness: freshness(cached) };
  };
  const quoteResults = (symbols: readonly string[], access?: UpstreamAccess) =>
    Promise.all(
      symbols.map((symbol) =>
        quoteResult(symbol, access).catch((error: unknown) => {
          if (error instanceof ClientLimitExceeded) throw error;
          return { symbol, quote: null, freshness: null };
        }),
      ),
    );

  const lists = createMarketLists(quoteResults);

  const liveHub = createLiveHub({
    provider: provider.name,
    heartbeatMs: deps.live?.heartbeatMs ?? 30_000,
    ...(metrics ? { metrics } : {}),
    ...(deps.live?.limits ? { limits: deps.live.limits } : {}),
    snapshot: (symbols) =>
      symbols.flatMap((symbol) => {
        const quote = quotes.peek(symbol)?.value;
        return quote ? [quote] : [];
      }),
  });
  const feed = startLiveFeed({
    hub: liveHub,
    ...(provider.tradeStream ? { tradeStream: provider.tradeStream } : {}),
    baseQuote: async (symbol) => (await quotes.get(symbol)).value,
    store: (quote) => {
      quotes.set(quote.symbol, quote);
      changed();
      void history.record(quote).then(changed);
      seen(quote);
    },
    poll: async (symbol) => {
      const quote = await upstream.call('quote', () => provider.quote(symbol));
      // 'No data' is cached too (a minute), so mayExist keeps the symbol from the ring.
      quotes.set(symbol, quote);
      changed();
      if (quote) {
        void history.record(quote).then(changed);
        seen(quote);
      }
      return quote;
    },
    mayExist: (symbol) => {
      if (provider.knows?.(symbol) === false) return false;
      const cached = quotes.peek(symbol);
      return !(cached && cached.value === null && !cached.stale);
    },
    pollIntervalMs: deps.live?.pollIntervalMs ?? 10_000,
    log,
  });

  const searched = async (query: string, access: UpstreamAccess | undefined) =>
    (await searches.get(query.trim().toUpperCase(), access)).value;

  async function settled() {
    await history.settled();
    await calendar?.settled();
  }

  return {
    providerName: provider.name,
    providerLimits: deps.limits ?? provider.limits,
    quote: quoteResult,
    quotes: quoteResults,
    search: async (query, limit, access) => commonStocks(await searched(query, access), limit),
    isinListing: async (isin, access) => listingOfIsin(await searched(isin, access)),
    profile: async (symbol, access) => (await profiles.get(symbol, access)).value,
    securityCurrency,
    news: async (limit, access) => (await news.get('general', access)).value.slice(0, limit),
    companyNews,
    history: (symbol, timeframe, access) => history.history(symbol, timeframe, access),
    stats,
    fundamentals,
    corporateActions: (symbol, access) => history.corporateActions(symbol, access),
    dividends,
    symbols: createSymbolCatalogue({ provider, upstream, now }),
    ...lists,
    marketStatus: () => ({
      ...(calendar ? calendar.session(new Date(now())) : deps.session(new Date(now()))),
      provider: provider.name,
      newsPageUrl: provider.newsPageUrl,
    }),
    answersVersion() {
      const window = Math.floor(now() / ANSWER_REUSE_MS);
      if (window !== reuseWindow) {
        reuseWindow = window;
        answersVersion++;
      }
      return answersVersion;
    },
    status: async () => (upstream.isDegraded() ? 'degraded' : 'ok'),
    // Every provider of the chain (a history provider's outage shows here too).
    upstreamHealth: () =>
      upstreamHealthOf([
        [provider.name, upstream],
        [sources.daily.provider.name, sources.daily.upstream],
        [sources.intraday.provider.name, sources.intraday.upstream],
      ]),
    liveHub,
    fx: createFxService({ source: deps.fxProvider ?? provider, db: deps.database.db, log, now }),
    onQuote(listener) {
      quoteListeners.add(listener);
      return () => quoteListeners.delete(listener);
    },
    settled,
    async close() {
      feed.stop();
      liveHub.shutdown();
      // Writes of the last quotes finish before main.ts closes the database pool.
      await settled();
      const others = new Set([...Object.values(historyProviders), deps.fxProvider ?? provider]);
      others.delete(provider);
      await Promise.all([provider.close(), ...[...others].map((other) => other.close())]);
    },
  };
}
