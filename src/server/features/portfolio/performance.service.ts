import { nyDate } from '../../../shared/market-hours.ts';
import type { Performance, PerformanceRange } from '../../../shared/portfolio-ledger.ts';
import type { Db } from '../../db/database.ts';
import { createClosesCache } from './closes-cache.ts';
import { ledgerSymbols, ledgerText } from './ledger.repo.ts';
import type { PortfolioPool } from './portfolio-pool.ts';

export interface PerformanceDeps {
  db: Db;
  pool: PortfolioPool;
  now?: () => number;
}

export function createPerformanceService(deps: PerformanceDeps) {
  const now = deps.now ?? Date.now;
  const closes = createClosesCache(deps.db);
  return {
    async performance(
      userId: string,
      range: PerformanceRange,
      benchmark: string,
    ): Promise<Performance> {
      const [ledger, symbols] = await Promise.all([
        ledgerText(deps.db, userId),
        ledgerSymbols(deps.db, userId),
      ]);
      const stored = await closes.closesOf([...new Set(symbols).add(benchmark)]);
      return deps.pool.performance({
        kind: 'performance',
        ledger,
        closes: [...stored],
        range,
        benchmark,
        today: nyDate(new Date(now())),
      });
    },
  };
}

export type PerformanceService = ReturnType<typeof createPerformanceService>;
