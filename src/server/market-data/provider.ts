import type { MarketHoliday } from '#shared/market-data/market-hours.ts';
import type { MarketDataProviderName } from '#shared/market-data/market-data-providers.ts';
import type {
  CompanyProfile,
  NewsItem,
  Quote,
  SearchResult,
} from '#shared/market-data/market-data.ts';
import type { KnownSymbol, ListingKind } from '#shared/market-data/symbol-catalogue.ts';
import type { FxDay } from './fx-day.ts';

export type { MarketHoliday };

// The one interface every market-data vendor sits behind (docs/architecture.md). Providers translate
// vendor shapes and quirks into these types; caching, rate limiting, retries and staleness
// live in front of them (service layer), never inside.

/** One OHLCV bar; `time` is the bar's start in epoch seconds. */
export interface Bar {
  time: number;
  /**
   * The trading day (YYYY-MM-DD) of a daily bar when the vendor's stamp is not an instant of
   * that day in New York (Finnhub stamps daily candles 00:00 UTC, the evening before in New
   * York), or the vendor states it (Tiingo's row date). Absent: the New York date of `time`.
   */
  date?: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  /** Cash dividend per share whose ex-date is this day (decimal string; '0' when none). */
  dividend?: string;
  /** Split ratio on the split's ex-date ('4' for 4:1), '1' otherwise (decimal string). */
  splitFactor?: string;
}

/**
 * What a vendor's terms let us do with its history rows (docs/decisions/023): 'database' keeps
 * them in PostgreSQL; 'memory' only in a per-process cache (Tiingo Starter: "volatile memory
 * or a temporary non-persistent cache").
 */
export type HistoryStorage = 'database' | 'memory';

export interface ProviderMarketStatus {
  isOpen: boolean;
  session: 'pre-market' | 'regular' | 'post-market' | null;
  holiday: string | null;
}

/** The vendor's own 52-week range (Finnhub /stock/metric); null where it did not say. */
export interface Week52Range {
  high: number | null;
  low: number | null;
}

/**
 * A listing's key statistics as the vendor gives them (Finnhub /stock/metric); null: the vendor
 * did not say. Money in the listing's own currency.
 */
export interface ProviderFundamentals {
  /** 'fund' for an exchange-traded product; null when the vendor does not say. */
  kind: ListingKind | null;
  /** Earnings per share over the last twelve months. */
  eps: number | null;
  /** The last day of the quarter that EPS runs to (YYYY-MM-DD), when the vendor says. */
  epsPeriod: string | null;
  /** The vendor's own P/E (the service prefers price ÷ EPS, on the page's own price). */
  peRatio: number | null;
  /** Indicated annual dividend over the price, in percent (0.45 is 0.45 %). */
  dividendYieldPercent: number | null;
  beta: number | null;
  /** The last session's shares traded and its date. */
  volume: { shares: number; date: string } | null;
  /** Average shares traded a day over the last 10 sessions, and over 3 months. */
  averageVolume10Day: number | null;
  averageVolume3Month: number | null;
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
  'symbol-list',
  'fx',
  'fundamentals',
  'dividends',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

/**
 * A cash dividend as the vendor knows it: one already paid, or one the company has declared
 * (announced with its dates before the ex-date). Past ones without a pay date come from daily
 * bars instead (a history provider's ex-date cash, `Bar.dividend`).
 */
export interface ProviderDividend {
  /** Ex-dividend date, YYYY-MM-DD: shares held at its start receive it. */
  exDate: string;
  /** Payment date, YYYY-MM-DD; null when the vendor does not say. */
  payDate: string | null;
  /** Cash per share, decimal string. */
  amount: string;
  /** ISO 4217 code of the amount. */
  currency: string;
}

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

/**
 * The part of a provider that serves history: all a history-only vendor (Tiingo) implements.
 * The per-capability chain (docs/decisions/023) routes daily bars and intraday bars to one.
 */
export interface HistoryProvider {
  readonly name: MarketDataProviderName;
  /** The plan's budget the upstream policy spends, as its registry entry declares it. */
  readonly limits: ProviderLimits;
  /** Absent: 'database'. */
  readonly historyStorage?: HistoryStorage;
  /**
   * Names the budget this instance spends, shared by every process using the same API key
   * (docs/decisions/024); absent: a budget of this process alone.
   */
  readonly budgetKey?: string;
  /** Daily bars in [from, to] (epoch seconds); 'unsupported' when the plan has no history. */
  dailyBars(symbol: string, from: number, to: number): Promise<Bar[] | 'unsupported'>;
  /** Intraday bars of `resolutionMinutes` in [from, to]; 'unsupported' likewise. */
  intradayBars(
    symbol: string,
    from: number,
    to: number,
    resolutionMinutes: 5 | 15 | 60,
  ): Promise<Bar[] | 'unsupported'>;
  /** Releases sockets and timers. */
  close(): Promise<void>;
}

export interface MarketDataProvider extends HistoryProvider {
  /**
   * Where 'View all news' leads (SPEC §2: the data provider's news page); null when it has none
   * of its own, and the link opens the news on our Markets page (docs/decisions/072).
   */
  readonly newsPageUrl: string | null;
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
  /** The US market right now, or 'unsupported' (then our own calendar decides). */
  marketStatus(): Promise<ProviderMarketStatus | 'unsupported'>;
  /** Upcoming and recent US market holidays, or 'unsupported'. */
  marketHolidays(): Promise<MarketHoliday[] | 'unsupported'>;
  /**
   * The vendor's 52-week high and low for a US symbol; null: no figures for it (unknown, or
   * only a foreign primary listing's); 'unsupported' when the plan has none. Absent: stats
   * come from stored history only.
   */
  week52Range?(symbol: string): Promise<Week52Range | null | 'unsupported'>;
  /**
   * Key statistics ('fundamentals'); null: none for this symbol (unknown, or another listing's);
   * 'unsupported' when the plan has none. Absent: the provider has none.
   */
  fundamentals?(symbol: string): Promise<ProviderFundamentals | null | 'unsupported'>;
  /**
   * The first earnings date in [from, to] (YYYY-MM-DD) the vendor announces; null when none.
   * Absent with fundamentals: the provider knows no earnings calendar.
   */
  nextEarnings?(symbol: string, from: string, to: string): Promise<string | null | 'unsupported'>;
  /**
   * Every US listing a search should know of (stocks, ADRs, REITs, funds; no warrants, units,
   * rights or preferreds), in any order. Absent: the provider has no list ('symbol-list').
   */
  symbols?(): Promise<KnownSymbol[]>;
  /**
   * false: this symbol certainly does not exist (a fixed catalogue), so nothing is ever asked
   * or polled for it. Absent, or true: only upstream can tell.
   */
  knows?(symbol: string): boolean;
  /**
   * The euro reference rates published on each day in [from, to] (YYYY-MM-DD), oldest first:
   * units of each currency per 1 EUR (docs/decisions/083). A day with no publication
   * (weekend, TARGET holiday) has no entry. Absent: the provider has no rates ('fx').
   */
  fxRates?(from: string, to: string): Promise<FxDay[]>;
  /**
   * Cash dividends whose ex-date is in [from, to] (YYYY-MM-DD), oldest first: paid ones and
   * those declared as of now ('dividends'). [] for a symbol that pays none. Absent: the
   * provider has none, and past dividends come from the history provider's daily bars.
   */
  dividends?(symbol: string, from: string, to: string): Promise<ProviderDividend[]>;
  /** Live trades, when the vendor streams them. */
  readonly tradeStream?: TradeStream;
}

/** What a registry entry builds: the history part always, the rest when the vendor has it. */
export type ProviderInstance = HistoryProvider &
  Partial<Omit<MarketDataProvider, keyof HistoryProvider>>;

/** True when the instance serves everything the primary provider must (quotes, search …). */
export function servesEverything(instance: ProviderInstance): instance is MarketDataProvider {
  return (
    (typeof instance.newsPageUrl === 'string' || instance.newsPageUrl === null) &&
    [
      instance.quote,
      instance.search,
      instance.profile,
      instance.news,
      instance.marketStatus,
      instance.marketHolidays,
    ].every((member) => typeof member === 'function')
  );
}
