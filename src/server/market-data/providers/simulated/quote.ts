import { addDays } from '#shared/market-data/market-hours.ts';
import type { Quote } from '#shared/market-data/market-data.ts';
import type { TradingCalendar } from '#shared/market-data/trading-calendar.ts';
import type { CatalogueEntry } from './catalogue.ts';
import { extremesOf, roundPrice, type DayPath, type PriceWalk } from './price-walk.ts';

/** Prices move in steps of this size (the live stream ticks faster; repeats are fine). */
export const PRICE_STEP_MS = 5_000;

export interface SessionWindow {
  date: string;
  openMs: number;
  closeMs: number;
}

/**
 * The calendar's latestSession() with a memo: the answer only changes at the next session's
 * open, so most calls skip the time-zone arithmetic (quote() must stay well under 0.1 ms).
 */
export function createSessionClock(calendar: TradingCalendar) {
  let cached: (SessionWindow & { validUntilMs: number }) | undefined;
  return function latest(nowMs: number): SessionWindow {
    if (cached && nowMs >= cached.openMs && nowMs < cached.validUntilMs) return cached;
    const session = calendar.latestSession(new Date(nowMs));
    let next = addDays(session.date, 1);
    while (!calendar.isTradingDay(next)) next = addDays(next, 1);
    const nextOpen = calendar.sessionOn(next)?.open.getTime() ?? Number.POSITIVE_INFINITY;
    cached = {
      date: session.date,
      openMs: session.open.getTime(),
      closeMs: session.close.getTime(),
      validUntilMs: nextOpen,
    };
    return cached;
  };
}

/** The price on a path at an instant (clamped to the session), in PRICE_STEP_MS steps. */
export function priceOnPath(path: DayPath, atMs: number): { price: number; stepMs: number } {
  const minutes = path.prices.length - 1;
  const elapsed = Math.min(Math.max(atMs - path.openMs, 0), minutes * 60_000);
  const stepped = Math.floor(elapsed / PRICE_STEP_MS) * PRICE_STEP_MS;
  const minute = Math.floor(stepped / 60_000);
  const from = path.prices[minute] ?? 0;
  const to = path.prices[Math.min(minute + 1, minutes)] ?? from;
  const price = roundPrice(
    from + ((to - from) * (stepped - minute * 60_000)) / 60_000,
    path.decimals,
  );
  return { price, stepMs: path.openMs + stepped };
}

/** Like Finnhub's /quote: during a session the live price; otherwise the last session's. */
export function quoteAt(
  entry: CatalogueEntry,
  walk: PriceWalk,
  session: SessionWindow,
  nowMs: number,
): Quote | null {
  const path = walk.dayPath(entry, session.date);
  if (!path) return null;
  const { price, stepMs } = priceOnPath(path, Math.min(nowMs, session.closeMs));
  const minute = Math.min(Math.floor((stepMs - path.openMs) / 60_000), path.prices.length - 1);
  const change = roundPrice(price - path.previousClose, path.decimals);
  const soFar = extremesOf(path, 0, minute);
  return {
    symbol: entry.symbol,
    price,
    change,
    changePercent: Math.round((change / path.previousClose) * 1_000_000) / 10_000,
    open: path.prices[0] ?? price,
    high: Math.max(soFar.high, price),
    low: Math.min(soFar.low, price),
    previousClose: path.previousClose,
    currency: entry.currency,
    time: new Date(stepMs).toISOString(),
  };
}

/**
 * SIMULATED_MARKET_ALWAYS_OPEN, while the exchange is closed: the latest session plays again on
 * a loop (from its open, one real minute per session minute), stamped with the present instant
 * so it reads as a live quote; the price jumps back to the open when a loop ends.
 */
export function replayedQuoteAt(
  entry: CatalogueEntry,
  walk: PriceWalk,
  session: SessionWindow,
  nowMs: number,
): Quote | null {
  const length = session.closeMs - session.openMs;
  const into = (((nowMs - session.closeMs) % length) + length) % length;
  const quote = quoteAt(entry, walk, session, session.openMs + into);
  return quote && { ...quote, time: new Date(nowMs - (nowMs % PRICE_STEP_MS)).toISOString() };
}
