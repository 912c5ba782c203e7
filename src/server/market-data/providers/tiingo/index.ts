import type { Bar, HistoryProvider, HistoryStorage, RateBudget } from '../../provider.ts';
import { budgetKeyOf } from '../provider-entry.ts';
import { parseDailyRows, parseIntradayRows } from './parse.ts';
import { createTiingoRestClient, NOT_FOUND } from './rest-client.ts';

// Tiingo (docs/decisions/023): daily history (end-of-day rows with dividends and split
// factors) and IEX intraday bars. It serves history only; quotes and the rest stay with
// MARKET_DATA_PROVIDER.

/** What each plan allows (research note §6 and quirk 9, Tiingo's terms as of 2026-08). */
export const TIINGO_PLANS = {
  // Starter ($0): 50 requests an hour, 1,000 a day, 500 new symbols a month; rows may live
  // only in "volatile memory or a temporary non-persistent cache".
  starter: { limits: { perHour: 50, perDay: 1_000 }, storage: 'memory' },
  power: { limits: { perHour: 10_000, perDay: 100_000 }, storage: 'database' },
  commercial: { limits: { perHour: 20_000, perDay: 150_000 }, storage: 'database' },
} as const satisfies Record<string, { limits: RateBudget; storage: HistoryStorage }>;

export type TiingoPlan = keyof typeof TIINGO_PLANS;

export interface TiingoProviderOptions {
  apiKey: string;
  /** REST base, e.g. https://api.tiingo.com */
  baseUrl: string;
  plan: TiingoPlan;
  /** Per REST call; default 30 s (a full history is one large answer). */
  timeoutMs?: number;
  now?: () => number;
}

const DAILY_COLUMNS = 'open,high,low,close,volume,divCash,splitFactor';
const INTRADAY_COLUMNS = 'open,high,low,close,volume';

/** Class shares are hyphenated at Tiingo: BRK.B is BRK-B (a dotted ticker is a 404). */
export const tiingoTicker = (symbol: string) => symbol.replace(/\./g, '-');

const dayOf = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString().slice(0, 10);

export function createTiingoProvider(options: TiingoProviderOptions): HistoryProvider {
  const get = createTiingoRestClient({
    apiKey: options.apiKey,
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs ?? 30_000,
    now: options.now ?? Date.now,
  });
  const plan = TIINGO_PLANS[options.plan];

  return {
    name: 'tiingo',
    limits: plan.limits,
    historyStorage: plan.storage,
    budgetKey: budgetKeyOf('tiingo', options.apiKey),

    async dailyBars(symbol, from, to): Promise<Bar[]> {
      // Dates are inclusive; only the columns we keep (adj* would triple the bandwidth, and
      // Starter has 1 GB a month).
      const json = await get(`/tiingo/daily/${encodeURIComponent(tiingoTicker(symbol))}/prices`, {
        startDate: dayOf(from),
        endDate: dayOf(to),
        columns: DAILY_COLUMNS,
      });
      return json === NOT_FOUND ? [] : parseDailyRows(json);
    },

    async intradayBars(symbol, from, to, resolutionMinutes): Promise<Bar[]> {
      const frequency = resolutionMinutes === 60 ? '1hour' : `${resolutionMinutes}min`;
      const json = await get(`/iex/${encodeURIComponent(tiingoTicker(symbol))}/prices`, {
        startDate: dayOf(from),
        endDate: dayOf(to),
        resampleFreq: frequency,
        columns: INTRADAY_COLUMNS,
      });
      if (json === NOT_FOUND) return [];
      const [fromMs, toMs] = [from * 1000, to * 1000];
      return parseIntradayRows(json).filter(
        (bar) => bar.time * 1000 >= fromMs && bar.time * 1000 <= toMs,
      );
    },

    close: () => Promise.resolve(),
  };
}
