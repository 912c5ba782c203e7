import { performance as clock } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import type { CurrencyDeps } from '#server/features/portfolio/currency-scope.ts';
import type { PortfolioPool } from '#server/features/portfolio/portfolio-pool.ts';
import { createRealizedService } from '#server/features/portfolio/realized.service.ts';

// A tax year's realized-gains report (docs/decisions/089, 093) in the portfolio benchmark: the
// latest year with a sale, lot by lot, as JSON and as the Form 8949 CSV, each after a write (the
// ledger changed, so the books and the report are computed again).

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const round = (ms: number) => Math.round(ms * 10) / 10;

export async function measureTaxYear(deps: {
  db: Db;
  pool: PortfolioPool;
  currencies: CurrencyDeps;
  userId: string;
  write: () => Promise<void>;
  runs: number;
}) {
  // From the ledger as seeded: a write of an earlier measurement may have been left in place.
  await deps.db.execute(
    sql`DELETE FROM portfolio_transactions WHERE user_id = ${deps.userId} AND id LIKE '%-bench-write'`,
  );
  const service = createRealizedService({
    db: deps.db,
    pool: deps.pool,
    currencies: deps.currencies,
    defaultMethod: async () => 'fifo',
  });
  const first = JSON.parse(await service.realized(deps.userId, {})) as {
    year: number;
    sales: unknown[];
  };
  const json: number[] = [];
  const csv: number[] = [];
  // CPU of the process (its threads included) per JSON report: what the machine's load hides.
  let cpuMs = 0;
  for (let run = 0; run < deps.runs; run += 1) {
    await deps.write();
    let start = clock.now();
    const cpu = process.cpuUsage();
    await service.realized(deps.userId, { year: first.year });
    json.push(clock.now() - start);
    const used = process.cpuUsage(cpu);
    cpuMs += (used.user + used.system) / 1000;
    await deps.write();
    start = clock.now();
    await service.csv(deps.userId, { year: first.year }, 'form-8949');
    csv.push(clock.now() - start);
  }
  return {
    year: first.year,
    sales: first.sales.length,
    jsonP50Ms: round(percentile(json, 50)),
    jsonP95Ms: round(percentile(json, 95)),
    jsonCpuMsPerRequest: round(cpuMs / deps.runs),
    form8949CsvP50Ms: round(percentile(csv, 50)),
    targetP50Ms: 300,
  };
}
