import { US_MARKET_HOLIDAYS, marketSessionAt, nyDate } from '#shared/market-data/market-hours.ts';
import { listingMarket } from '#shared/market-data/listing-markets.ts';
import {
  calendarOf,
  usCalendar,
  type TradingCalendar,
} from '#shared/market-data/trading-calendar.ts';
import type { MarketDataProvider, ProviderLimits } from '../../provider.ts';
import { dailyBars, intradayBars } from './bars.ts';
import { catalogueEntry, SIMULATED_CATALOGUE, type CatalogueEntry } from './catalogue.ts';
import { listingAssetClass, listingSector } from './catalogue-sectors.ts';
import {
  simulatedDividends,
  unadjustedIntraday,
  withCorporateActions,
} from './corporate-actions.ts';
import { simulatedCompanyNews } from './company-news.ts';
import { createSimulatedFxRates } from './fx-rates.ts';
import { simulatedFundamentals, simulatedNextEarnings } from './fundamentals.ts';
import { simulatedNews } from './news.ts';
import { createPriceWalk } from './price-walk.ts';
import { createSessionClock, quoteAt, replayedQuoteAt } from './quote.ts';
import { profileOf, searchCatalogue } from './search.ts';
import { createSimulatedTradeStream } from './trade-stream.ts';

export interface SimulatedProviderOptions {
  /** Same seed and clock → same prices, history and news. */
  seed?: number;
  /** Epoch milliseconds; tests pass a fixed or stepped clock. */
  now?: () => number;
  tickIntervalMs?: number;
  /**
   * SIMULATED_MARKET_ALWAYS_OPEN: every exchange counts as open, and outside its hours the latest
   * session replays, so live prices and alerts can be tried on a weekend or at night.
   */
  alwaysOpen?: boolean;
}

/** What the market status says around the clock under SIMULATED_MARKET_ALWAYS_OPEN. */
export const ALWAYS_OPEN_SESSION = { isOpen: true, session: 'regular', holiday: null } as const;

/** Its data is computed here: no call spends a vendor's budget. */
export const SIMULATED_LIMITS: ProviderLimits = 'offline';

const DEFAULT_SEED = 20250602;
const DEFAULT_TICK_MS = 1500;

/** The offline market: real listings, simulated prices (docs/architecture.md). */
export function createSimulatedProvider(
  options: SimulatedProviderOptions = {},
): MarketDataProvider {
  const now = options.now ?? Date.now;
  const alwaysOpen = options.alwaysOpen ?? false;
  const holidays = US_MARKET_HOLIDAYS;
  // Each listing trades by its own exchange's calendar (decision 084); US ones by ours.
  const us = usCalendar(holidays);
  const calendarFor = (entry: CatalogueEntry): TradingCalendar =>
    listingMarket(entry.symbol).hours ? calendarOf(entry.symbol) : us;
  const walk = createPriceWalk(options.seed ?? DEFAULT_SEED, calendarFor);
  const sessionClocks = new Map<string, ReturnType<typeof createSessionClock>>();
  const latest = (entry: CatalogueEntry, nowMs: number) => {
    const calendar = calendarFor(entry);
    let clock = sessionClocks.get(calendar.id);
    if (!clock) {
      clock = createSessionClock(calendar);
      sessionClocks.set(calendar.id, clock);
    }
    return clock(nowMs);
  };

  function quoteNow(symbol: string, nowMs: number) {
    const entry = catalogueEntry(symbol);
    if (!entry) return null;
    const session = latest(entry, nowMs);
    return alwaysOpen && nowMs >= session.closeMs
      ? replayedQuoteAt(entry, walk, session, nowMs)
      : quoteAt(entry, walk, session, nowMs);
  }

  let openTick = Number.NaN;
  const openNow = new Map<string, boolean>();
  const tradeStream = createSimulatedTradeStream({
    now,
    tickIntervalMs: options.tickIntervalMs ?? DEFAULT_TICK_MS,
    isOpen: (symbol, nowMs) => {
      const entry = catalogueEntry(symbol);
      if (!entry) return false;
      if (alwaysOpen) return true;
      // Once per exchange and tick, not per followed symbol.
      if (nowMs !== openTick) {
        openTick = nowMs;
        openNow.clear();
      }
      const calendar = calendarFor(entry);
      let open = openNow.get(calendar.id);
      if (open === undefined) {
        open = calendar.isOpen(new Date(nowMs));
        openNow.set(calendar.id, open);
      }
      return open;
    },
    quoteAt: quoteNow,
  });

  return {
    name: 'simulated',
    limits: SIMULATED_LIMITS,
    // Its stories exist only here: 'View all news' opens them on the Markets page (decision 072).
    newsPageUrl: null,
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
      const bars = dailyBars(entry, walk, calendarFor(entry), { fromSec, toSec, nowMs: now() });
      return withCorporateActions(symbol, bars, holidays);
    },
    async intradayBars(symbol, fromSec, toSec, minutes) {
      const entry = catalogueEntry(symbol);
      const range = { fromSec, toSec, nowMs: now(), minutes };
      if (!entry) return [];
      return unadjustedIntraday(symbol, intradayBars(entry, walk, calendarFor(entry), range));
    },
    async fundamentals(symbol) {
      const entry = catalogueEntry(symbol);
      if (!entry) return null;
      const nowMs = now();
      const calendar = calendarFor(entry);
      // A little over three months of sessions, for the 3-month average volume.
      const range = { fromSec: nowMs / 1000 - 100 * 86_400, toSec: nowMs / 1000, nowMs };
      const bars = dailyBars(entry, walk, calendar, range);
      const price = quoteNow(symbol, nowMs)?.price ?? null;
      const today = calendar.dateOf(new Date(nowMs));
      return simulatedFundamentals(entry, price, bars, today, holidays);
    },
    async nextEarnings(symbol, from, to) {
      const entry = catalogueEntry(symbol);
      return entry ? simulatedNextEarnings(entry, from, to, holidays) : null;
    },
    async dividends(symbol, from, to) {
      return simulatedDividends(symbol, { from, to, today: nyDate(new Date(now())) }, holidays);
    },
    async marketStatus() {
      return alwaysOpen ? ALWAYS_OPEN_SESSION : marketSessionAt(new Date(now()), holidays);
    },
    async marketHolidays() {
      return [...holidays];
    },
    async symbols() {
      return SIMULATED_CATALOGUE.map((entry) => {
        const sector = listingSector(entry);
        return {
          symbol: entry.symbol,
          name: entry.name,
          kind: entry.type === 'ETP' ? 'fund' : 'stock',
          assetClass: listingAssetClass(entry),
          ...(sector ? { sector } : {}),
        };
      });
    },
    async close() {
      await tradeStream.close();
    },
  };
}
