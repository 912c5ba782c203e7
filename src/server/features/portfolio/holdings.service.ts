import type { CostBasisMethod } from '#shared/preferences/preferences.ts';
import type { Db } from '../../db/database.ts';
import { latestCloses } from './closes.repo.ts';
import { createAnswerCache, type AnswerCache } from './answer-cache.ts';
import { ledgerSymbols, ledgerVersion } from './ledger.repo.ts';
import type { PriceNow } from './maths/holdings.ts';
import type { AnswerJson, PortfolioPool } from './portfolio-pool.ts';

export interface HoldingsDeps {
  db: Db;
  pool: PortfolioPool;
  /** The user's cost-basis preference (FIFO unless they chose average cost). */
  defaultMethod(userId: string): Promise<CostBasisMethod>;
  /** Live prices for symbols with no stored close yet (a new symbol's first day). */
  livePrices(symbols: readonly string[], userId: string): Promise<Map<string, PriceNow>>;
  /** Remembered answers (decision 029); one per service unless given. */
  answers?: AnswerCache<AnswerJson>;
}

export function createHoldingsService(deps: HoldingsDeps) {
  const answers = deps.answers ?? createAnswerCache<AnswerJson>();
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
    /** The holdings answer's JSON (the pool's thread reads the ledger and writes it). */
    async holdings(userId: string, method?: CostBasisMethod): Promise<AnswerJson> {
      // The answer is a function of these (names are part of the ledger's rows): recomputed
      // only when one of them changed.
      const [version, prices, chosen] = await Promise.all([
        ledgerVersion(deps.db, userId),
        pricesOf(userId),
        method ?? deps.defaultMethod(userId),
      ]);
      const key = JSON.stringify([userId, version, chosen, prices]);
      return answers.get(key, () =>
        deps.pool.holdings({ kind: 'holdings', userId, method: chosen, prices }),
      );
    },
  };
}

export type HoldingsService = ReturnType<typeof createHoldingsService>;
