import { nyDate } from '#shared/market-data/market-hours.ts';
import type { PerformanceRange } from '#shared/portfolio/portfolio-ledger.ts';
import type { Db } from '../../db/database.ts';
import { createClosesCache } from './closes-cache.ts';
import { createAnswerCache, type AnswerCache } from './answer-cache.ts';
import type { CloseSeries } from './closes.repo.ts';
import { ledgerFirstDates, ledgerVersion } from './ledger.repo.ts';
import { dayOf } from './maths/days.ts';
import type { AnswerJson, PortfolioPool } from './portfolio-pool.ts';
import {
  currencyScope,
  ratesIdentity,
  US_DOLLARS_ONLY,
  type CurrencyDeps,
} from './currency-scope.ts';

export interface PerformanceDeps {
  db: Db;
  pool: PortfolioPool;
  now?: () => number;
  /** Remembered answers (decision 029); one per service unless given. */
  answers?: AnswerCache<AnswerJson>;
  /**
   * Fetches the daily history of symbols nobody has viewed yet (the market data's sync, counted
   * against `userId`), so a back-dated buy of a symbol never charted has history on day one.
   * Failures leave the symbol without history, never fail the answer.
   */
  ensureHistory?: (symbols: string[], userId: string) => Promise<void>;
  currencies?: CurrencyDeps;
}

/**
 * Which loaded close series an answer used: the closes cache hands out the same series object
 * until it reloads the symbol, so a reload (a new close, a corrected one) gives a new identity.
 */
function seriesIdentity() {
  const ids = new WeakMap<CloseSeries, number>();
  let next = 0;
  return (series: CloseSeries) => {
    let id = ids.get(series);
    if (id === undefined) {
      id = next++;
      ids.set(series, id);
    }
    return id;
  };
}

export function createPerformanceService(deps: PerformanceDeps) {
  const now = deps.now ?? Date.now;
  const closes = createClosesCache(deps.db);
  const answers = deps.answers ?? createAnswerCache<AnswerJson>();
  const identity = seriesIdentity();
  const currencies = deps.currencies ?? US_DOLLARS_ONLY;
  return {
    /** The performance answer's JSON (the pool's thread reads the ledger and writes it). */
    async performance(
      userId: string,
      range: PerformanceRange,
      benchmark: string,
      account?: string,
    ): Promise<AnswerJson> {
      const [version, firstDates, scope] = await Promise.all([
        ledgerVersion(deps.db, userId),
        ledgerFirstDates(deps.db, userId),
        currencyScope(deps.db, currencies, userId, account ?? null),
      ]);
      const wanted = [...new Set(firstDates.keys()).add(benchmark)];
      let loaded = await closes.closesOf(wanted);
      // Symbols whose stored history starts after the ledger needs it (never charted: at most
      // the day's quote is stored). The benchmark is needed from the first trade on.
      const start = Math.min(...[...firstDates.values()].map(dayOf));
      const unseen = wanted.filter((symbol) => {
        const days = loaded.get(symbol)?.days;
        const needed = dayOf(firstDates.get(symbol) ?? '') || start;
        return !days || days.length === 0 || (days[0] ?? 0) > needed;
      });
      if (unseen.length > 0 && firstDates.size > 0 && deps.ensureHistory) {
        await deps.ensureHistory(unseen, userId);
        closes.forget(unseen);
        loaded = await closes.closesOf(wanted);
      }
      const stored = [...loaded];
      const today = nyDate(new Date(now()));
      const used = stored.map(([symbol, series]) => [symbol, identity(series)]);
      const rates = ratesIdentity(scope.rates);
      const key = JSON.stringify([
        userId,
        version,
        range,
        benchmark,
        today,
        used,
        scope.baseCurrency,
        rates,
        scope.account,
      ]);
      return answers.get(key, () =>
        deps.pool.performance({
          kind: 'performance',
          userId,
          closes: stored,
          range,
          benchmark,
          today,
          ...scope,
        }),
      );
    },
  };
}

export type PerformanceService = ReturnType<typeof createPerformanceService>;
