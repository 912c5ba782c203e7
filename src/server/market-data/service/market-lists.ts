import type {
  MarketOverview,
  Movers,
  QuoteResult,
  Sectors,
} from '#shared/market-data/market-data.ts';
import {
  INDEX_FUNDS,
  SECTOR_FUNDS,
  SECTOR_HOLDINGS,
  WATCHED_STOCKS,
} from '#shared/platform/symbols.ts';
import { gainersAndLosers } from './movers.ts';

// The fixed lists of the dashboard and Markets screens, built from the shared quote cache (each
// quote comes from it and fills it, as everywhere else), never from sample prices (decision 025).

type QuoteResults = (symbols: readonly string[]) => Promise<QuoteResult[]>;

const missing = (symbol: string): QuoteResult => ({ symbol, quote: null, freshness: null });

export function createMarketLists(quoteResults: QuoteResults) {
  return {
    /** SPEC §2's six index rows (all six, failed quotes kept) and the watched stocks' movers. */
    async overview(): Promise<MarketOverview> {
      const symbols = [...INDEX_FUNDS.map((f) => f.symbol), ...WATCHED_STOCKS.map((s) => s.symbol)];
      const results = new Map((await quoteResults(symbols)).map((r) => [r.symbol, r]));
      const resultOf = (symbol: string) => results.get(symbol) ?? missing(symbol);
      return {
        indices: INDEX_FUNDS.map((fund) => ({ ...fund, result: resultOf(fund.symbol) })),
        ...gainersAndLosers(
          WATCHED_STOCKS.map((stock) => ({ ...stock, quote: resultOf(stock.symbol).quote })),
        ),
      };
    },

    /** Gainers and losers among the sector funds' largest holdings (the Markets screen). */
    async movers(): Promise<Movers> {
      const results = await quoteResults(SECTOR_HOLDINGS.map((holding) => holding.symbol));
      return gainersAndLosers(
        SECTOR_HOLDINGS.map((holding, i) => ({ ...holding, quote: results[i]?.quote ?? null })),
      );
    },

    /** SPEC §2's eight sector tiles. */
    async sectors(): Promise<Sectors> {
      const results = await quoteResults(SECTOR_FUNDS.map((f) => f.symbol));
      return {
        sectors: SECTOR_FUNDS.map(({ symbol, name }, i) => ({
          symbol,
          name,
          result: results[i] ?? missing(symbol),
        })),
      };
    },
  };
}
