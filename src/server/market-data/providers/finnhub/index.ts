import { LRUCache } from 'lru-cache';
import { listingMarket } from '#shared/market-data/listing-markets.ts';
import type { Bar, MarketDataProvider, RateBudget } from '../../provider.ts';
import { ProviderError } from '../../provider.ts';
import { fetchCompanyNews } from './company-news.ts';
import {
  parseCandles,
  parseMarketHolidays,
  parseMarketStatus,
  parseNews,
  parseProfile,
  parseQuote,
  parseSearch,
} from './parse.ts';
import { parseNextEarnings } from './parse-earnings.ts';
import { parseFundamentals, parseWeek52Range } from './parse-metric.ts';
import { parseListingCurrencies, parseSymbolList } from './parse-symbols.ts';
import { createFinnhubRestClient, SymbolNotSupported } from './rest-client.ts';
import { createFinnhubTradeStream } from './trade-stream.ts';

export interface FinnhubProviderOptions {
  apiKey: string;
  /** REST base, e.g. https://finnhub.io/api/v1 */
  baseUrl: string;
  /** Trade stream, e.g. wss://ws.finnhub.io (the key is added as ?token=) */
  wsUrl: string;
  /** Per REST call; default 10 s. */
  timeoutMs?: number;
  log?: { warn(obj: object, msg?: string): void };
  /** The clock of its short-lived answers (tests move it with the service's); Date.now. */
  now?: () => number;
}

/** The free plan's budget (docs/decisions/007); a paid plan's is passed as the service's limits. */
export const FINNHUB_FREE_LIMITS: RateBudget = { perSecond: 30, perMinute: 60 };

/**
 * Free keys get 403 on /stock/candle (or, in 2020, a 200 text "You don't have access…");
 * asking again within this window is pointless. /stock/metric likewise if a plan lacks it.
 */
const UNSUPPORTED_FOR_MS = 60 * 60_000;

/**
 * One /stock/metric answer serves both the 52-week range and the key statistics asked within this
 * long: a stock page asks for both at once, and each used to call. Each keeps its own cache time
 * in the service (a day, six hours); this only joins the two asks of one look.
 */
const METRIC_REUSE_MS = 5 * 60_000;

/** A value read from an answer, or why it could not be: each reader fails on its own. */
type Read<T> = { value: T } | { error: unknown };
const attempt = <T>(read: () => T): Read<T> => {
  try {
    return { value: read() };
  } catch (error) {
    return { error };
  }
};
const unwrap = <T>(read: Read<T>): T => {
  if ('error' in read) throw read.error;
  return read.value;
};

/** Finnhub (docs/decisions/007; its quirks are mimicked by tests/fake-finnhub): REST for snapshots, one WebSocket for live trades. */
export function createFinnhubProvider(options: FinnhubProviderOptions): MarketDataProvider {
  const get = createFinnhubRestClient({
    apiKey: options.apiKey,
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs ?? 10_000,
  });
  const tradeStream = createFinnhubTradeStream({
    apiKey: options.apiKey,
    wsUrl: options.wsUrl,
    ...(options.log ? { log: options.log } : {}),
  });

  /** A symbol's answer; "Symbol not supported" (a whole exchange) is no data, like zeros. */
  async function forSymbol<T>(
    path: string,
    params: Record<string, string | number>,
    read: (body: unknown) => T,
    noData: T,
  ): Promise<T> {
    try {
      return read(await get(path, params));
    } catch (error) {
      if (error instanceof SymbolNotSupported) return noData;
      throw error;
    }
  }

  /** An endpoint the plan may lack: after one refusal, 'unsupported' for a while without asking. */
  function planGate(endpoint: string, what: string) {
    let unsupportedUntil = 0;
    return async <T>(call: () => Promise<T>): Promise<T | 'unsupported'> => {
      if (Date.now() < unsupportedUntil) return 'unsupported';
      try {
        return await call();
      } catch (error) {
        if (!isNoAccess(error)) throw error;
        unsupportedUntil = Date.now() + UNSUPPORTED_FOR_MS;
        options.log?.warn({ endpoint }, `finnhub plan has no ${what}`);
        return 'unsupported';
      }
    };
  }
  // The price currency Finnhub states for each London listing, read once: pence for most, but
  // some ETFs and depositary receipts trade in dollars or euros and must not be divided by 100.
  // Without the list (no access, a failure), London prices are taken as pence.
  let london: Promise<Map<string, string>> | null = null;
  async function statedCurrency(symbol: string): Promise<string | null> {
    if (listingMarket(symbol).suffix !== 'L') return null;
    london ??= get('/stock/symbol', { exchange: 'L' })
      .then(parseListingCurrencies)
      .catch((error: unknown) => {
        options.log?.warn({ error: String(error) }, 'finnhub London price currencies unavailable');
        london = null;
        return new Map<string, string>();
      });
    return (await london).get(symbol.trim().toUpperCase()) ?? null;
  }

  const candleGate = planGate('/stock/candle', 'candles');
  const metricGate = planGate('/stock/metric', 'basic financials');

  const metricReads = (symbol: string, body: unknown) => ({
    week52: attempt(() => parseWeek52Range(symbol, body)),
    fundamentals: attempt(() => parseFundamentals(symbol, body)),
  });
  type MetricReads = ReturnType<typeof metricReads>;
  const noMetric: MetricReads = { week52: { value: null }, fundamentals: { value: null } };
  const metricAnswers = new LRUCache<string, Promise<MetricReads>>({
    max: 2_000,
    ttl: METRIC_REUSE_MS,
    perf: { now: options.now ?? Date.now },
    // 0: read the clock on every check (no 1 ms debounce timer; tests move the clock).
    ttlResolution: 0,
  });
  /** A symbol's /stock/metric, read once for both readers; a failed call is not kept. */
  function metricOf(symbol: string): Promise<MetricReads> {
    const kept = metricAnswers.get(symbol);
    if (kept) return kept;
    const answer = forSymbol(
      '/stock/metric',
      { symbol, metric: 'all' },
      (body) => metricReads(symbol, body),
      noMetric,
    );
    metricAnswers.set(symbol, answer);
    answer.catch(() => {
      if (metricAnswers.peek(symbol) === answer) metricAnswers.delete(symbol);
    });
    return answer;
  }
  const earningsGate = planGate('/calendar/earnings', 'earnings calendar');

  const candles = (
    symbol: string,
    resolution: 'D' | '5' | '15' | '60',
    from: number,
    to: number,
  ): Promise<Bar[] | 'unsupported'> =>
    candleGate(async () => {
      const stated = await statedCurrency(symbol);
      return forSymbol(
        '/stock/candle',
        { symbol, resolution, from, to },
        (body) => parseCandles(body, resolution === 'D', symbol, stated),
        [],
      );
    });

  return {
    name: 'finnhub',
    limits: FINNHUB_FREE_LIMITS,
    newsPageUrl: 'https://finnhub.io/',
    async quote(symbol) {
      const stated = await statedCurrency(symbol);
      const read = (body: unknown) => parseQuote(symbol, body, Date.now(), stated);
      return forSymbol('/quote', { symbol }, read, null);
    },
    async search(query) {
      return parseSearch(await get('/search', { q: query }));
    },
    profile: (symbol) =>
      forSymbol('/stock/profile2', { symbol }, (body) => parseProfile(symbol, body), null),
    async news() {
      return parseNews(await get('/news', { category: 'general' }));
    },
    companyNews: (symbol, from, to) => fetchCompanyNews(get, symbol, from, to),
    dailyBars: (symbol, from, to) => candles(symbol, 'D', from, to),
    intradayBars: (symbol, from, to, resolutionMinutes) =>
      candles(symbol, String(resolutionMinutes) as '5' | '15' | '60', from, to),
    async marketStatus() {
      return parseMarketStatus(await get('/stock/market-status', { exchange: 'US' }));
    },
    async marketHolidays() {
      return parseMarketHolidays(await get('/stock/market-holiday', { exchange: 'US' }));
    },
    week52Range: (symbol) => metricGate(async () => unwrap((await metricOf(symbol)).week52)),
    fundamentals: (symbol) => metricGate(async () => unwrap((await metricOf(symbol)).fundamentals)),
    nextEarnings: (symbol, from, to) =>
      earningsGate(() =>
        forSymbol(
          '/calendar/earnings',
          { symbol, from, to },
          (body) => parseNextEarnings(symbol, body, from, to),
          null,
        ),
      ),
    async symbols() {
      return parseSymbolList(await get('/stock/symbol', { exchange: 'US' }));
    },
    tradeStream,
    async close() {
      await tradeStream.close();
    },
  };
}

/** 403 today; in 2021 the same "don't have access" body came with 401, in 2020 as a 200 text. */
function isNoAccess(error: unknown): boolean {
  if (!(error instanceof ProviderError)) return false;
  if (error.kind === 'forbidden') return true;
  return error.kind === 'unauthorized' && /don't have access/i.test(error.message);
}
