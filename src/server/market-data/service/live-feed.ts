import type { Quote } from '#shared/market-data/market-data.ts';
import type { Trade, TradeStream } from '../provider.ts';
import type { LiveHub } from './live-hub.ts';

// Where live quotes come from: the provider's trade stream when it has one (following the
// set of symbols open pages watch), else polling the watched symbols round-robin at a
// bounded rate through the same limiter as every other upstream call.

/**
 * A trade moves the last price (and the day's range) of the quote it belongs to. What the
 * quote did not know stays unknown: no change without a previous close, no range invented
 * from one trade (decision 022).
 */
export function applyTrade(quote: Quote, trade: Trade): Quote {
  const price = trade.price;
  const { previousClose } = quote;
  const change = previousClose === null ? null : price - previousClose;
  return {
    ...quote,
    price,
    change,
    changePercent:
      previousClose === null || change === null ? null : (change / previousClose) * 100,
    high: quote.high === null ? null : Math.max(quote.high, price),
    low: quote.low === null ? null : Math.min(quote.low, price),
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
  /**
   * false when the symbol is known not to exist (outside the simulated catalogue, or upstream
   * said 'no data' within its TTL): it is then neither polled nor followed on the stream.
   */
  mayExist: (symbol: string) => boolean;
  pollIntervalMs: number;
  log: { warn(obj: object, msg: string): void };
}

/** Made-up symbols skipped per poll tick at most, so a tick stays O(1) whatever is watched. */
const MAX_SKIPS_PER_TICK = 64;

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
    // Made-up symbols would take the vendor's few stream slots (~50 on Finnhub) from real ones.
    const follow = (added: readonly string[], removed: readonly string[]) =>
      tradeStream.changeSymbols({ added: added.filter(deps.mayExist), removed });
    follow(hub.watchedSymbols(), []);
    const offWatch = hub.onWatchedChange(({ added, removed }) => follow(added, removed));
    return {
      stop() {
        offTrade();
        offWatch();
      },
    };
  }

  const ring = createPollingRing();
  for (const symbol of hub.watchedSymbols()) ring.add(symbol);
  const offWatch = hub.onWatchedChange(({ added, removed }) => {
    for (const symbol of removed) ring.remove(symbol);
    for (const symbol of added) ring.add(symbol);
  });
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    let symbol = ring.next();
    for (let skips = 0; symbol !== undefined && !deps.mayExist(symbol); skips++) {
      if (skips >= MAX_SKIPS_PER_TICK) return;
      symbol = ring.next();
    }
    if (symbol === undefined) return;
    const polled = symbol;
    busy = true;
    deps
      .poll(polled)
      .then((quote) => {
        if (quote) hub.publish(quote);
      })
      .catch((error: unknown) => deps.log.warn({ err: error, symbol: polled }, 'live: poll failed'))
      .finally(() => (busy = false));
  }, deps.pollIntervalMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      offWatch();
    },
  };
}

/** Round-robin over the watched symbols; add, remove and next are O(1) (swap-remove). */
function createPollingRing() {
  const items: string[] = [];
  const index = new Map<string, number>();
  let cursor = 0;
  return {
    add(symbol: string) {
      if (index.has(symbol)) return;
      index.set(symbol, items.length);
      items.push(symbol);
    },
    remove(symbol: string) {
      const at = index.get(symbol);
      if (at === undefined) return;
      const last = items.pop();
      index.delete(symbol);
      if (last !== undefined && last !== symbol) {
        items[at] = last;
        index.set(last, at);
      }
    },
    next(): string | undefined {
      if (items.length === 0) return undefined;
      cursor = cursor % items.length;
      return items[cursor++];
    },
  };
}
