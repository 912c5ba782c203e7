import type { MarketHoliday } from '../../shared/market-hours.ts';
import type { MarketDataProviderName } from '../../shared/market-data-providers.ts';
import type { CompanyProfile, NewsItem, Quote, SearchResult } from '../../shared/market-data.ts';

export type { MarketHoliday };

// The one interface every market-data vendor sits behind (docs/architecture.md). Providers translate
// vendor shapes and quirks into these types; caching, rate limiting, retries and staleness
// live in front of them (service layer), never inside.

/** One OHLCV bar; `time` is the bar's start in epoch seconds. */
export interface Bar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface ProviderMarketStatus {
  isOpen: boolean;
  session: 'pre-market' | 'regular' | 'post-market' | null;
  holiday: string | null;
}

/** A trade from a live stream (Finnhub's `{type:'trade'}`), time in epoch milliseconds. */
export interface Trade {
  symbol: string;
  price: number;
  time: number;
  volume: number;
}

/** Symbols to start and stop following; each change costs O(its own size). */
export interface SymbolChange {
  added: readonly string[];
  removed: readonly string[];
}

export interface TradeStream {
  /** Follows and unfollows symbols (vendors cap the set, e.g. ~50 on Finnhub free). */
  changeSymbols(change: SymbolChange): void;
  onTrade(listener: (trades: Trade[]) => void): () => void;
  close(): Promise<void>;
}

/**
 * What a provider can answer (docs/decisions/019). The registry lists each provider's; the
 * per-capability chain of the next issue picks one provider per capability from these.
 */
export const CAPABILITIES = [
  'quotes',
  'search',
  'profile',
  'news',
  'company-news',
  'daily-history',
  'intraday',
  'trade-stream',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

/** Calls the vendor's plan allows per window; a window left out is not limited by the vendor. */
export interface RateBudget {
  readonly perSecond?: number;
  readonly perMinute?: number;
  readonly perHour?: number;
  readonly perDay?: number;
}

/** 'offline': the data is computed here (the simulated provider), so no call spends a budget. */
export type ProviderLimits = 'offline' | RateBudget;

export type ProviderErrorKind =
  | 'rate-limited' // 429; retryAfterMs when the vendor said
  | 'unauthorized' // 401: bad or missing key
  | 'forbidden' // 403: premium endpoint or market not in plan
  | 'unavailable' // 5xx, timeout, connection refused, HTML error page
  | 'bad-response'; // 200 with a body we cannot read

export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface MarketDataProvider {
  readonly name: MarketDataProviderName;
  /** Where 'View all news' leads (SPEC §2: the data provider's news page). */
  readonly newsPageUrl: string;
  /** The plan's budget the upstream policy spends, as its registry entry declares it. */
  readonly limits: ProviderLimits;
  /** null: the vendor has no data for this symbol (Finnhub: 200 with zeros and null change). */
  quote(symbol: string): Promise<Quote | null>;
  /** The vendor's results, unfiltered (the SPEC's 'Common Stock' filter is applied in front). */
  search(query: string): Promise<SearchResult[]>;
  /** null: no profile (Finnhub: `{}`). */
  profile(symbol: string): Promise<CompanyProfile | null>;
  /** General market news, newest first. */
  news(): Promise<NewsItem[]>;
  /**
   * One company's news published on New York dates [from, to] (YYYY-MM-DD), newest first; [] for
   * a symbol the vendor has none for. Absent: the provider has no company news ('company-news').
   */
  companyNews?(symbol: string, from: string, to: string): Promise<NewsItem[]>;
  /** Daily bars in [from, to] (epoch seconds); 'unsupported' when the plan has no history. */
  dailyBars(symbol: string, from: number, to: number): Promise<Bar[] | 'unsupported'>;
  /** Intraday bars of `resolutionMinutes` in [from, to]; 'unsupported' likewise. */
  intradayBars(
    symbol: string,
    from: number,
    to: number,
    resolutionMinutes: 5 | 15 | 60,
  ): Promise<Bar[] | 'unsupported'>;
  /** The US market right now, or 'unsupported' (then our own calendar decides). */
  marketStatus(): Promise<ProviderMarketStatus | 'unsupported'>;
  /** Upcoming and recent US market holidays, or 'unsupported'. */
  marketHolidays(): Promise<MarketHoliday[] | 'unsupported'>;
  /**
   * false: this symbol certainly does not exist (a fixed catalogue), so nothing is ever asked
   * or polled for it. Absent, or true: only upstream can tell.
   */
  knows?(symbol: string): boolean;
  /** Live trades, when the vendor streams them. */
  readonly tradeStream?: TradeStream;
  /** Releases sockets and timers. */
  close(): Promise<void>;
}
