import type { Quote } from '#shared/market-data/market-data.ts';
import type { Trade, TradeStream } from '../../provider.ts';

// A live stream in the shape of Finnhub's trades: every tick, one trade per followed symbol at
// the price quote() gives at that moment, and only while its exchange's regular session is open
// (a closed market sends nothing, as Finnhub's sends only pings).

export interface TradeStreamOptions {
  now: () => number;
  tickIntervalMs: number;
  /** Whether the symbol's exchange is in its regular session at that instant. */
  isOpen(symbol: string, nowMs: number): boolean;
  quoteAt(symbol: string, nowMs: number): Quote | null;
}

export function createSimulatedTradeStream(options: TradeStreamOptions): TradeStream {
  const symbols = new Set<string>();
  const listeners = new Set<(trades: Trade[]) => void>();
  let tickCount = 0;

  function tick() {
    tickCount++;
    const nowMs = options.now();
    if (symbols.size === 0 || listeners.size === 0) return;
    const trades = [...symbols].flatMap((symbol, index) => {
      if (!options.isOpen(symbol, nowMs)) return [];
      const quote = options.quoteAt(symbol, nowMs);
      if (!quote) return [];
      // Lots of 1–100 shares, varied per symbol and tick.
      const volume = 1 + ((tickCount * 37 + index * 11) % 100);
      return [{ symbol: quote.symbol, price: quote.price, time: nowMs, volume }];
    });
    if (trades.length === 0) return;
    for (const listener of listeners) listener(trades);
  }

  const timer = setInterval(tick, options.tickIntervalMs);
  timer.unref();

  return {
    changeSymbols({ added, removed }) {
      for (const symbol of removed) symbols.delete(symbol.trim().toUpperCase());
      // Symbols outside the catalogue never trade: not followed, so never looked at per tick.
      const nowMs = options.now();
      for (const symbol of added) {
        const upper = symbol.trim().toUpperCase();
        if (options.quoteAt(upper, nowMs)) symbols.add(upper);
      }
    },
    onTrade(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      clearInterval(timer);
      listeners.clear();
    },
  };
}
