// bench/portfolio.ts's figures of the dividend calendar and the income view (docs/decisions/092)
// for the same ledgers, after a write (the answer cache misses, the threads re-read what
// changed). The fixture's symbols (B000…) are unknown to market data, so every projection comes
// from the ledger's own dividends: the costlier path.
import { performance as clock } from 'node:perf_hooks';
import { noAnswerCache } from '#server/features/portfolio/answer-cache.ts';
import type { CurrencyDeps } from '#server/features/portfolio/currency-scope.ts';
import { createIncomeService } from '#server/features/portfolio/income.service.ts';
import type { PortfolioPool } from '#server/features/portfolio/portfolio-pool.ts';
import type { Db } from '#server/db/database.ts';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const round = (ms: number) => Math.round(ms * 10) / 10;

export async function incomeFigures(options: {
  db: Db;
  pool: PortfolioPool;
  currencies: CurrencyDeps;
  userId: string;
  write(): Promise<void>;
  runs: number;
}) {
  const income = createIncomeService({
    db: options.db,
    pool: options.pool,
    currencies: options.currencies,
    dividends: async () => [],
    log: { warn: () => undefined },
    answers: noAnswerCache(),
  });
  const timedRuns = async (ask: () => Promise<string>) => {
    const start = clock.now();
    const first = (await ask()).length;
    const firstMs = clock.now() - start;
    const ms: number[] = [];
    for (let i = 0; i < options.runs; i++) {
      await options.write();
      const t = clock.now();
      await ask();
      ms.push(clock.now() - t);
    }
    return {
      firstMs: round(firstMs),
      p50Ms: round(percentile(ms, 50)),
      p95Ms: round(percentile(ms, 95)),
      answerBytes: first,
      targetP50Ms: 300,
    };
  };
  return {
    income: await timedRuns(() => income.income(options.userId, {})),
    dividendCalendar: await timedRuns(() => income.calendar(options.userId, {})),
  };
}
