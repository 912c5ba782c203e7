import { nyDate } from '../../../shared/market-hours.ts';
import type { Performance, PerformanceRange } from '../../../shared/portfolio-ledger.ts';
import type { Db } from '../../db/database.ts';
import { createClosesCache } from './closes-cache.ts';
import { createAnswerCache, type AnswerCache } from './answer-cache.ts';
import type { CloseSeries } from './closes.repo.ts';
import { ledgerSymbols, ledgerText, ledgerVersion } from './ledger.repo.ts';
import type { PortfolioPool } from './portfolio-pool.ts';

export interface PerformanceDeps {
  db: Db;
  pool: PortfolioPool;
  now?: () => number;
  /** Remembered answers (decision 029); one per service unless given. */
  answers?: AnswerCache<Performance>;
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
  const answers = deps.answers ?? createAnswerCache<Performance>();
  const identity = seriesIdentity();
  return {
    async performance(
      userId: string,
      range: PerformanceRange,
      benchmark: string,
    ): Promise<Performance> {
      const [version, symbols] = await Promise.all([
        ledgerVersion(deps.db, userId),
        ledgerSymbols(deps.db, userId),
      ]);
      const stored = [...(await closes.closesOf([...new Set(symbols).add(benchmark)]))];
      const today = nyDate(new Date(now()));
      const used = stored.map(([symbol, series]) => [symbol, identity(series)]);
      const key = JSON.stringify([userId, version, range, benchmark, today, used]);
      return answers.get(key, async () =>
        deps.pool.performance({
          kind: 'performance',
          ledger: await ledgerText(deps.db, userId),
          closes: stored,
          range,
          benchmark,
          today,
        }),
      );
    },
  };
}

export type PerformanceService = ReturnType<typeof createPerformanceService>;
