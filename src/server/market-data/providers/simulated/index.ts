import { US_MARKET_HOLIDAYS, marketSessionAt } from '#shared/market-data/market-hours.ts';
import type { MarketDataProvider, ProviderLimits } from '../../provider.ts';
import { dailyBars, intradayBars } from './bars.ts';
import { catalogueEntry, SIMULATED_CATALOGUE } from './catalogue.ts';
import { unadjustedIntraday, withCorporateActions } from './corporate-actions.ts';
import { simulatedCompanyNews } from './company-news.ts';
import { createSimulatedFxRates } from './fx-rates.ts';
import { simulatedNews } from './news.ts';
import { createPriceWalk } from './price-walk.ts';
import { createSessionClock, quoteAt } from './quote.ts';
import { profileOf, searchCatalogue } from './search.ts';
import { createSimulatedTradeStream } from './trade-stream.ts';

export interface SimulatedProviderOptions {
  /** Same seed and clock → same prices, history and news. */
  seed?: number;
  /** Epoch milliseconds; tests pass a fixed or stepped clock. */
  now?: () => number;
  tickIntervalMs?: number;
}

/** Its data is computed here: no call spends a vendor's budget. */
export const SIMULATED_LIMITS: ProviderLimits = 'offline';

const DEFAULT_SEED = 20250602;
const DEFAULT_TICK_MS = 1500;

/** The offline market: real listings, simulated prices (docs/architecture.md). */
export function createSimulatedProvider(
  options: SimulatedProviderOptions = {},
): MarketDataProvider {
  const now = options.now ?? Date.now;
  const holidays = US_MARKET_HOLIDAYS;
  const walk = createPriceWalk(options.seed ?? DEFAULT_SEED, holidays);
  const latest = createSessionClock(holidays);

  function quoteNow(symbol: string, nowMs: number) {
    const entry = catalogueEntry(symbol);
    return entry ? quoteAt(entry, walk, latest(nowMs), nowMs) : null;
  }

  const tradeStream = createSimulatedTradeStream({
    now,
    tickIntervalMs: options.tickIntervalMs ?? DEFAULT_TICK_MS,
    holidays,
    quoteAt: quoteNow,
  });

  return {
    name: 'simulated',
    limits: SIMULATED_LIMITS,
    // The simulated stories are about US sessions and holidays: the exchange calendar they
    // are drawn from is the honest 'all news' page.
    newsPageUrl: 'https://www.nyse.com/markets/hours-calendars',
    tradeStream,
    fxRates: createSimulatedFxRates(now),
    knows: (symbol) => catalogueEntry(symbol) !== undefined,
    async quote(symbol) {
      return quoteNow(symbol, now());
    },
    async search(query) {
      return searchCatalogue(query);
    },
    async profile(symbol) {
      const entry = catalogueEntry(symbol);
      return entry ? profileOf(entry) : null;
    },
    async news() {
      return simulatedNews(now(), holidays);
    },
    async companyNews(symbol) {
      const entry = catalogueEntry(symbol);
      return entry ? simulatedCompanyNews(entry, now(), holidays) : [];
    },
    async dailyBars(symbol, fromSec, toSec) {
      const entry = catalogueEntry(symbol);
      if (!entry) return [];
      const bars = dailyBars(entry, walk, holidays, { fromSec, toSec, nowMs: now() });
      return withCorporateActions(symbol, bars, holidays);
    },
    async intradayBars(symbol, fromSec, toSec, minutes) {
      const entry = catalogueEntry(symbol);
      const range = { fromSec, toSec, nowMs: now(), minutes };
      return entry ? unadjustedIntraday(symbol, intradayBars(entry, walk, holidays, range)) : [];
    },
    async marketStatus() {
      return marketSessionAt(new Date(now()), holidays);
    },
    async marketHolidays() {
      return [...holidays];
    },
    async symbols() {
      return SIMULATED_CATALOGUE.map(({ symbol, name, type }) => ({
        symbol,
        name,
        kind: type === 'ETP' ? 'fund' : 'stock',
      }));
    },
    async close() {
      await tradeStream.close();
    },
  };
}
