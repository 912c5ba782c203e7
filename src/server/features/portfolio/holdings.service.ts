import { nyDate } from '#shared/market-data/market-hours.ts';
import type { CostBasisMethod } from '#shared/preferences/preferences.ts';
import type { Db } from '../../db/database.ts';
import { latestCloses } from './closes.repo.ts';
import { createAnswerCache, type AnswerCache } from './answer-cache.ts';
import { ledgerSymbols, ledgerVersion } from './ledger.repo.ts';
import type { PriceNow } from './maths/holdings.ts';
import type { AnswerJson, PortfolioPool } from './portfolio-pool.ts';
import {
  currencyScope,
  ratesIdentity,
  US_DOLLARS_ONLY,
  type CurrencyDeps,
} from './currency-scope.ts';

export interface HoldingsDeps {
  db: Db;
  pool: PortfolioPool;
  /** The user's cost-basis preference (FIFO unless they chose average cost). */
  defaultMethod(userId: string): Promise<CostBasisMethod>;
  /** Live prices for symbols with no stored close yet (a new symbol's first day). */
  livePrices(symbols: readonly string[], userId: string): Promise<Map<string, PriceNow>>;
  /** Remembered answers (decision 029); one per service unless given. */
  answers?: AnswerCache<AnswerJson>;
  currencies?: CurrencyDeps;
  now?: () => number;
}

export function createHoldingsService(deps: HoldingsDeps) {
  const currencies = deps.currencies ?? US_DOLLARS_ONLY;
  const now = deps.now ?? Date.now;
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
    async holdings(
      userId: string,
      asked: { method?: CostBasisMethod | undefined; account?: string | undefined } = {},
    ): Promise<AnswerJson> {
      // The answer is a function of these (names are part of the ledger's rows): recomputed
      // only when one of them changed.
      const [version, prices, method, scope] = await Promise.all([
        ledgerVersion(deps.db, userId),
        pricesOf(userId),
        asked.method ?? deps.defaultMethod(userId),
        currencyScope(deps.db, currencies, userId, asked.account ?? null),
      ]);
      const today = nyDate(new Date(now()));
      const rates = ratesIdentity(scope.rates);
      const key = JSON.stringify([
        userId,
        version,
        method,
        prices,
        today,
        scope.baseCurrency,
        rates,
        scope.account,
      ]);
      return answers.get(key, () =>
        deps.pool.holdings({ kind: 'holdings', userId, method, prices, today, ...scope }),
      );
    },
  };
}

export type HoldingsService = ReturnType<typeof createHoldingsService>;
