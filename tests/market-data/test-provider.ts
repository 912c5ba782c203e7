import type {
  CompanyProfile,
  NewsItem,
  Quote,
  SearchResult,
} from '#shared/market-data/market-data.ts';
import type {
  Bar,
  MarketDataProvider,
  ProviderError,
  SymbolChange,
  Trade,
  TradeStream,
} from '#server/market-data/provider.ts';

// A deterministic in-memory provider for tests and benchmarks: known symbols get a price from
// their letters, 'ZZZZ'-style unknowns get null; every method counts its calls; failures and
// delays can be injected; an optional trade stream is driven by the test.

type Method =
  'quote' | 'search' | 'profile' | 'news' | 'companyNews' | 'dailyBars' | 'intradayBars';

export interface TestProviderOptions {
  withStream?: boolean;
  history?: boolean;
  now?: () => number;
}

export interface TestProvider extends MarketDataProvider {
  calls: Record<Method, number>;
  totalCalls(): number;
  /** Every call throws this until cleared with null. */
  fail(error: ProviderError | null): void;
  /** Every call waits this long first (single-flight and timeouts tests). */
  delayMs: number;
  /** Overrides a symbol's change (sign decides gainer/loser). */
  setChange(symbol: string, change: number): void;
  /** Drives the trade stream, when enabled. */
  emitTrades(trades: Trade[]): void;
  streamSymbols(): readonly string[];
  /** Every change the trade stream was told of, in order. */
  streamChanges(): readonly SymbolChange[];
  unknownSymbols: Set<string>;
}

const hash = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 9973, 7);

export function createTestProvider(options: TestProviderOptions = {}): TestProvider {
  const now = options.now ?? Date.now;
  const calls: Record<Method, number> = {
    quote: 0,
    search: 0,
    profile: 0,
    news: 0,
    companyNews: 0,
    dailyBars: 0,
    intradayBars: 0,
  };
  let failure: ProviderError | null = null;
  const changes = new Map<string, number>();
  const tradeListeners = new Set<(trades: Trade[]) => void>();
  const followed = new Set<string>();
  const streamChangeLog: SymbolChange[] = [];

  async function enter(method: Method) {
    calls[method]++;
    if (provider.delayMs > 0) await new Promise((r) => setTimeout(r, provider.delayMs));
    if (failure) throw failure;
  }

  const quoteOf = (symbol: string): Quote => {
    const previousClose = 50 + (hash(symbol) % 400);
    const change = changes.get(symbol) ?? ((hash(symbol) % 21) - 10) / 4;
    const price = previousClose + change;
    return {
      symbol,
      price,
      change,
      changePercent: (change / previousClose) * 100,
      open: previousClose,
      high: Math.max(price, previousClose) + 1,
      low: Math.min(price, previousClose) - 1,
      previousClose,
      currency: 'USD',
      time: new Date(now()).toISOString(),
    };
  };
  const bars = (symbol: string, from: number, to: number, stepSeconds: number): Bar[] => {
    const result: Bar[] = [];
    const base = 50 + (hash(symbol) % 400);
    for (let t = Math.ceil(from / stepSeconds) * stepSeconds; t <= to; t += stepSeconds) {
      const weekday = new Date(t * 1000).getUTCDay();
      if (stepSeconds >= 86_400 && (weekday === 0 || weekday === 6)) continue;
      const close = base + Math.sin(t / 86_400) * 5;
      result.push({ time: t, open: close, high: close + 1, low: close - 1, close, volume: 1000 });
    }
    return result;
  };

  const tradeStream: TradeStream = {
    changeSymbols({ added, removed }) {
      for (const symbol of removed) followed.delete(symbol);
      for (const symbol of added) followed.add(symbol);
      streamChangeLog.push({ added: [...added], removed: [...removed] });
    },
    onTrade(listener) {
      tradeListeners.add(listener);
      return () => tradeListeners.delete(listener);
    },
    close: async () => undefined,
  };

  const provider: TestProvider = {
    name: 'simulated',
    // A metered vendor with Finnhub free's budget, so the upstream policy is exercised.
    limits: { perSecond: 30, perMinute: 60 },
    newsPageUrl: 'https://example.test/news',
    calls,
    delayMs: 0,
    unknownSymbols: new Set(['ZZZZ']),
    totalCalls: () => Object.values(calls).reduce((a, b) => a + b, 0),
    fail: (error) => (failure = error),
    setChange: (symbol, change) => changes.set(symbol, change),
    emitTrades: (trades) => tradeListeners.forEach((listener) => listener(trades)),
    streamSymbols: () => [...followed],
    streamChanges: () => streamChangeLog,
    async quote(symbol) {
      await enter('quote');
      return provider.unknownSymbols.has(symbol) ? null : quoteOf(symbol);
    },
    async search(query): Promise<SearchResult[]> {
      await enter('search');
      return [
        { symbol: query, description: `${query} Corp`, type: 'Common Stock' },
        { symbol: `${query}.X`, description: `${query} Foreign`, type: 'Common Stock' },
        { symbol: `${query}W`, description: `${query} Warrant`, type: 'Warrant' },
        { symbol: `${query}E`, description: '', type: 'Common Stock' },
      ];
    },
    async profile(symbol): Promise<CompanyProfile | null> {
      await enter('profile');
      if (symbol === 'SPY') return null;
      return {
        symbol,
        name: `${symbol} Inc.`,
        exchange: 'NASDAQ',
        industry: 'Technology',
        website: `https://${symbol.toLowerCase()}.example`,
        marketCapitalization: 1000,
        currency: 'USD',
        employees: 100,
        country: 'US',
        ipo: '1999-01-01',
        phone: null,
      };
    },
    async news(): Promise<NewsItem[]> {
      await enter('news');
      return Array.from({ length: 8 }, (_, i) => ({
        id: i + 1,
        url: i === 1 ? 'javascript:alert(1)' : `https://news.example/${i + 1}`,
        image: null,
        headline: `Headline ${i + 1}`,
        summary: 'Summary',
        source: 'Example',
        datetime: new Date(now() - i * 60_000).toISOString(),
      }));
    },
    /** Three items for a known symbol (the second with a script link), none for an unknown. */
    async companyNews(symbol: string): Promise<NewsItem[]> {
      await enter('companyNews');
      if (provider.unknownSymbols.has(symbol)) return [];
      return Array.from({ length: 3 }, (_, i) => ({
        id: 100 + i,
        url: i === 1 ? 'javascript:alert(1)' : `https://news.example/${symbol}/${i}`,
        image: null,
        headline: `${symbol} headline ${i + 1}`,
        summary: '',
        source: 'Example',
        datetime: new Date(now() - i * 3_600_000).toISOString(),
      }));
    },
    async dailyBars(symbol, from, to) {
      await enter('dailyBars');
      return options.history === false ? 'unsupported' : bars(symbol, from, to, 86_400);
    },
    async intradayBars(symbol, from, to, resolutionMinutes) {
      await enter('intradayBars');
      return options.history === false
        ? 'unsupported'
        : bars(symbol, from, to, resolutionMinutes * 60);
    },
    marketStatus: async () => 'unsupported',
    marketHolidays: async () => 'unsupported',
    ...(options.withStream ? { tradeStream } : {}),
    close: async () => undefined,
  };
  return provider;
}
