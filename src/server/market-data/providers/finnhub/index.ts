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
import { createFinnhubRestClient } from './rest-client.ts';
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
}

/** The free plan's budget (docs/decisions/007); a paid plan's is passed as the service's limits. */
export const FINNHUB_FREE_LIMITS: RateBudget = { perSecond: 30, perMinute: 60 };

/** Free keys get 403 on /stock/candle; asking again within this window is pointless. */
const CANDLES_UNSUPPORTED_FOR_MS = 60 * 60_000;

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
  let candlesUnsupportedUntil = 0;

  async function candles(
    symbol: string,
    resolution: 'D' | '5' | '15' | '60',
    from: number,
    to: number,
  ): Promise<Bar[] | 'unsupported'> {
    if (Date.now() < candlesUnsupportedUntil) return 'unsupported';
    try {
      return parseCandles(await get('/stock/candle', { symbol, resolution, from, to }));
    } catch (error) {
      if (isNoAccess(error)) {
        candlesUnsupportedUntil = Date.now() + CANDLES_UNSUPPORTED_FOR_MS;
        options.log?.warn({ endpoint: '/stock/candle' }, 'finnhub plan has no candles');
        return 'unsupported';
      }
      throw error;
    }
  }

  return {
    name: 'finnhub',
    limits: FINNHUB_FREE_LIMITS,
    newsPageUrl: 'https://finnhub.io/',
    async quote(symbol) {
      return parseQuote(symbol, await get('/quote', { symbol }));
    },
    async search(query) {
      return parseSearch(await get('/search', { q: query }));
    },
    async profile(symbol) {
      return parseProfile(symbol, await get('/stock/profile2', { symbol }));
    },
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
    tradeStream,
    async close() {
      await tradeStream.close();
    },
  };
}

/** 403 today; in 2021 the same "don't have access" body came with 401. */
function isNoAccess(error: unknown): boolean {
  if (!(error instanceof ProviderError)) return false;
  if (error.kind === 'forbidden') return true;
  return error.kind === 'unauthorized' && /don't have access/i.test(error.message);
}
