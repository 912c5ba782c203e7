import type { Quote } from '../../../shared/market-data.ts';
import type { Trade, TradeStream } from '../provider.ts';
import type { LiveHub } from './live-hub.ts';

// Where live quotes come from: the provider's trade stream when it has one (following the
// set of symbols open pages watch), else polling the watched symbols round-robin at a
// bounded rate through the same limiter as every other upstream call.

/** A trade moves the last price (and the day's range) of the quote it belongs to. */
export function applyTrade(quote: Quote, trade: Trade): Quote {
  const price = trade.price;
  const change = price - quote.previousClose;
  return {
    ...quote,
    price,
    change,
    changePercent: quote.previousClose === 0 ? 0 : (change / quote.previousClose) * 100,
    high: Math.max(quote.high, price),
    low: quote.low > 0 ? Math.min(quote.low, price) : price,
    time: new Date(trade.time).toISOString(),
  };
}

export interface LiveFeedDeps {
  hub: LiveHub;
  tradeStream?: TradeStream;
  /** The cached quote (fetched once when missing) that a trade updates. */
  baseQuote: (symbol: string) => Promise<Quote | null>;
  /** Stores the updated quote in the cache and history. */
  store: (quote: Quote) => void;
  /** A fresh quote from upstream, for polling. */
  poll: (symbol: string) => Promise<Quote | null>;
  pollIntervalMs: number;
  log: { warn(obj: object, msg: string): void };
}

export function startLiveFeed(deps: LiveFeedDeps): { stop(): void } {
  const { hub, tradeStream } = deps;
  if (tradeStream) {
    const offTrade = tradeStream.onTrade((trades) => {
      // Only the latest trade per symbol in a batch matters to a quote.
      const latest = new Map<string, Trade>();
      for (const trade of trades) {
        const seen = latest.get(trade.symbol);
        if (!seen || trade.time >= seen.time) latest.set(trade.symbol, trade);
      }
      for (const trade of latest.values()) {
        void deps.baseQuote(trade.symbol).then(
          (quote) => {
            if (!quote) return;
            const updated = applyTrade(quote, trade);
            deps.store(updated);
            hub.publish(updated);
          },
          (error: unknown) => deps.log.warn({ err: error }, 'live: no base quote for a trade'),
        );
      }
    });
    const offWatch = hub.onWatchedChange((symbols) => tradeStream.setSymbols(symbols));
    return {
      stop() {
        offTrade();
        offWatch();
      },
    };
  }

  let next = 0;
  let busy = false;
  const timer = setInterval(() => {
    const symbols = hub.watchedSymbols();
    if (busy || symbols.length === 0) return;
    const symbol = symbols[next++ % symbols.length];
    if (!symbol) return;
    busy = true;
    deps
      .poll(symbol)
      .then((quote) => {
        if (quote) hub.publish(quote);
      })
      .catch((error: unknown) => deps.log.warn({ err: error, symbol }, 'live: poll failed'))
      .finally(() => (busy = false));
  }, deps.pollIntervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
