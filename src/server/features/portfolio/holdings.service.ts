import type { CostBasisMethod, Holdings } from '../../../shared/portfolio-ledger.ts';
import type { Db } from '../../db/database.ts';
import { latestCloses } from './closes.repo.ts';
import { buyNames, ledgerSymbols, ledgerText } from './ledger.repo.ts';
import type { PriceNow } from './maths/holdings.ts';
import type { PortfolioPool } from './portfolio-pool.ts';

export interface HoldingsDeps {
  db: Db;
  pool: PortfolioPool;
  /** The user's cost-basis preference (FIFO unless they chose average cost). */
  defaultMethod(userId: string): Promise<CostBasisMethod>;
  /** Live prices for symbols with no stored close yet (a new symbol's first day). */
  livePrices(symbols: readonly string[], userId: string): Promise<Map<string, PriceNow>>;
}

export function createHoldingsService(deps: HoldingsDeps) {
  async function pricesOf(userId: string): Promise<[string, PriceNow][]> {
    const symbols = await ledgerSymbols(deps.db, userId);
    const prices = new Map<string, PriceNow>();
    for (const [symbol, latest] of await latestCloses(deps.db, symbols)) {
      prices.set(symbol, { price: latest.close, previousClose: latest.previousClose });
    }
    const unpriced = symbols.filter((symbol) => !prices.has(symbol));
    if (unpriced.length > 0) {
      for (const [symbol, live] of await deps.livePrices(unpriced, userId)) {
        prices.set(symbol, live);
      }
    }
    return [...prices];
  }

  return {
    async holdings(userId: string, method?: CostBasisMethod): Promise<Holdings> {
      const [ledger, names, prices, chosen] = await Promise.all([
        ledgerText(deps.db, userId),
        buyNames(deps.db, userId),
        pricesOf(userId),
        method ?? deps.defaultMethod(userId),
      ]);
      return deps.pool.holdings({
        kind: 'holdings',
        ledger,
        method: chosen,
        prices,
        names: [...names],
      });
    },
  };
}

export type HoldingsService = ReturnType<typeof createHoldingsService>;
