import { nyDate } from '../../../shared/market-hours.ts';
import type { Performance, PerformanceRange } from '../../../shared/portfolio-ledger.ts';
import type { Db } from '../../db/database.ts';
import { dailyCloses } from './closes.repo.ts';
import { ledgerRows, toLedgerEntry } from './ledger.repo.ts';
import { performanceOf } from './maths/performance.ts';

export interface PerformanceDeps {
  db: Db;
  now?: () => number;
}

export function createPerformanceService(deps: PerformanceDeps) {
  const now = deps.now ?? Date.now;
  return {
    async performance(
      userId: string,
      range: PerformanceRange,
      benchmark: string,
    ): Promise<Performance> {
      const entries = (await ledgerRows(deps.db, userId)).map(toLedgerEntry);
      let first: string | undefined;
      for (const entry of entries)
        if (first === undefined || entry.date < first) first = entry.date;
      const symbols = new Set(entries.map((entry) => entry.symbol)).add(benchmark);
      const closes = first ? await dailyCloses(deps.db, [...symbols], first) : new Map();
      return performanceOf({ entries, closes, range, benchmark, today: nyDate(new Date(now())) });
    },
  };
}

export type PerformanceService = ReturnType<typeof createPerformanceService>;
