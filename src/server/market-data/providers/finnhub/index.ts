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

  /** A symbol's /stock/metric body, asked once for both readers; null: no data for it. */
  const metricBodies = new LRUCache<string, Promise<{ body: unknown } | null>>({
    max: 500,
    ttl: METRIC_REUSE_MS,
    perf: { now: options.now ?? Date.now },
    // 0: read the clock on every check (no 1 ms debounce timer; tests move the clock).
    ttlResolution: 0,
  });
  /** Each reader parses the shared body on its own; a failed call is not kept. */
  async function fromMetric<T>(symbol: string, read: (symbol: string, body: unknown) => T) {
    let answer = metricBodies.get(symbol);
    if (!answer) {
      const asked = forSymbol(
        '/stock/metric',
        { symbol, metric: 'all' },
        (body) => ({ body }),
        null,
      );
      metricBodies.set(symbol, asked);
      asked.catch(() => {
        if (metricBodies.peek(symbol) === asked) metricBodies.delete(symbol);
      });
      answer = asked;
    }
    const found = await answer;
    return found ? read(symbol, found.body) : null;
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
    week52Range: (symbol) => metricGate(() => fromMetric(symbol, parseWeek52Range)),
    fundamentals: (symbol) => metricGate(() => fromMetric(symbol, parseFundamentals)),
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
