// The benchmark: one user with 15,000 transactions over 12 years across 250 symbols, their
// daily closes stored (≈ 760,000 rows). Prints JSON: holdings p50, performance MAX p50, and the
// process's event-loop delay p99 while 10 performance MAX requests run at once, the income view
// and dividend calendar after a write (bench/portfolio-income.ts), beside the
// anchor (Ghostfolio ≈ 16 s per snapshot for 1,900 activities, its issue #7931).
// Measures the services in-process (database reads, maths, the answer's JSON), not HTTP, twice:
// after a write (one transaction added or removed before each request, so each recomputes what
// changed) and remembered (decision 029's answer cache, as requests between writes are served).
// Ten at once are ten computations (no answer cache), each after the same write.
// DATABASE_URL: a PostgreSQL server to make a throwaway database on; else embedded PostgreSQL.
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay, performance as clock } from 'node:perf_hooks';
import { noAnswerCache } from '#server/features/portfolio/answer-cache.ts';
import { createHoldingsService } from '#server/features/portfolio/holdings.service.ts';
import { createPerformanceService } from '#server/features/portfolio/performance.service.ts';
import { createPortfolioPool } from '#server/features/portfolio/portfolio-pool.ts';
import type { CurrencyDeps } from '#server/features/portfolio/currency-scope.ts';
import { createFxService } from '#server/market-data/service/fx.ts';
import { isCurrency } from '#shared/platform/currencies.ts';
import { throwawayDatabase } from './bench-database.ts';
import { incomeFigures } from './portfolio-income.ts';
import { measureTaxYear } from './tax-year-report.ts';
import { FIXTURE_START, seedLedger, seedRates } from './portfolio-ledger-fixture.ts';

const FIXTURE = {
  transactions: Number(process.env.BENCH_TRANSACTIONS ?? 15_000),
  symbols: Number(process.env.BENCH_SYMBOLS ?? 250),
  years: Number(process.env.BENCH_YEARS ?? 12),
};
/** The accounts-and-currencies ledger beside the single-account USD one (docs/decisions/085). */
const MULTI = { accounts: 5, currencies: ['USD', 'EUR', 'GBP'] } as const;
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const CONCURRENT = 10;
const BENCHMARK = 'SPY';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const round = (ms: number) => Math.round(ms * 10) / 10;
const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

async function timed(work: () => Promise<unknown>): Promise<{ ms: number; bytes: number }> {
  const start = clock.now();
  // The services answer with the JSON to send; anything else is serialised here.
  const answer = await work();
  const json = typeof answer === 'string' ? answer : JSON.stringify(answer);
  return { ms: clock.now() - start, bytes: json.length };
}

interface Requests {
  holdingsOnce(): Promise<unknown>;
  performanceOnce(): Promise<unknown>;
  /** A write to the ledger before each timed request (after-a-write figures), or nothing. */
  write(): Promise<void>;
  /** performanceOnce without the answer cache: ten at once are ten computations. */
  performanceComputed(): Promise<unknown>;
}

/** Sequential p50/p95 and CPU per request, then 10 concurrent requests' event-loop delay. */
async function measure({ holdingsOnce, performanceOnce, write, performanceComputed }: Requests) {
  // One warm-up each (JIT, the database's caches), then sequential runs.
  const first = {
    holdings: await timed(holdingsOnce),
    performance: await timed(performanceOnce),
  };
  const holdingsMs: number[] = [];
  const performanceMs: number[] = [];
  let performanceBytes = 0;
  // CPU of this process (event loop and worker threads) per request: unlike wall time it does
  // not grow when other programs share the machine's cores.
  let cpu = process.cpuUsage();
  let writeCpu = 0;
  const writeOnce = async () => {
    const before = process.cpuUsage();
    await write();
    writeCpu += cpuMs(process.cpuUsage(before));
  };
  for (let i = 0; i < RUNS; i++) {
    await writeOnce();
    holdingsMs.push((await timed(holdingsOnce)).ms);
  }
  const holdingsCpuMs = (cpuMs(process.cpuUsage(cpu)) - writeCpu) / RUNS;
  cpu = process.cpuUsage();
  writeCpu = 0;
  for (let i = 0; i < RUNS; i++) {
    await writeOnce();
    const run = await timed(performanceOnce);
    performanceMs.push(run.ms);
    performanceBytes = run.bytes;
  }
  const performanceCpuMs = (cpuMs(process.cpuUsage(cpu)) - writeCpu) / RUNS;

  const loop = monitorEventLoopDelay({ resolution: 1 });
  const concurrentMs: number[] = [];
  loop.enable();
  for (let round = 0; round < 3; round++) {
    await write();
    const batch = await Promise.all(
      Array.from({ length: CONCURRENT }, () => timed(performanceComputed)),
    );
    concurrentMs.push(...batch.map((run) => run.ms));
  }
  loop.disable();
  const loopMs = (ns: number) => round(ns / 1e6);

  return {
    holdings: {
      firstMs: round(first.holdings.ms),
      p50Ms: round(percentile(holdingsMs, 50)),
      p95Ms: round(percentile(holdingsMs, 95)),
      cpuMsPerRequest: round(holdingsCpuMs),
      targetP50Ms: 100,
    },
    performanceMax: {
      firstMs: round(first.performance.ms),
      p50Ms: round(percentile(performanceMs, 50)),
      p95Ms: round(percentile(performanceMs, 95)),
      cpuMsPerRequest: round(performanceCpuMs),
      answerBytes: performanceBytes,
      targetP50Ms: 300,
    },
    tenConcurrentPerformanceMax: {
      requestP50Ms: round(percentile(concurrentMs, 50)),
      requestMaxMs: round(Math.max(...concurrentMs)),
      eventLoopDelayP50Ms: loopMs(loop.percentile(50)),
      eventLoopDelayP99Ms: loopMs(loop.percentile(99)),
      eventLoopDelayMaxMs: loopMs(loop.max),
      targetEventLoopP99Ms: 50,
    },
  };
}

async function main() {
  const { database, stop } = await throwawayDatabase();
  try {
    const seedStart = clock.now();
    const seeded = await seedLedger(database.db, FIXTURE, BENCHMARK);
    const multi = await seedLedger(database.db, { ...FIXTURE, ...MULTI }, BENCHMARK, {
      closes: false,
    });
    await seedRates(database.db, MULTI.currencies, FIXTURE_START, FIXTURE.years);
    const seedMs = clock.now() - seedStart;
    await database.pool.query('ANALYZE');
    const pool = createPortfolioPool({ databaseUrl: database.url });
    const fx = createFxService({ db: database.db, log: { warn: () => undefined } });
    const currencies: CurrencyDeps = {
      baseCurrency: async () => 'USD',
      rateSeries: async (wanted, base, from) => {
        const series = new Map();
        for (const currency of wanted) {
          if (!isCurrency(currency) || !isCurrency(base)) continue;
          const rates = await fx.rateSeries(currency, base, from);
          series.set(currency, { days: rates.days, closes: rates.rates });
        }
        return series;
      },
    };
    // After a write: before each request one transaction of the ledger is added or removed (a
    // fee on one symbol, in turn), so the answer cache misses and the threads re-read what
    // changed (docs/decisions/086). Remembered: no write, the answer cache of decision 029.
    // The write toggles by what the table holds, so each writer may start where another left.
    const writer = (userId: string) => async () => {
      const id = `${userId.slice(0, 8)}-bench-write`;
      const removed = await database.pool.query(
        'DELETE FROM portfolio_transactions WHERE id = $1',
        [id],
      );
      if (removed.rowCount === 0) {
        await database.pool.query(
          `INSERT INTO portfolio_transactions
             (id, user_id, account_id, type, symbol, date, amount, currency, created_at)
           SELECT $2, user_id, account_id, 'fee', symbol, date, 1, currency, now()
           FROM portfolio_transactions WHERE user_id = $1 AND type = 'buy' LIMIT 1`,
          [userId, id],
        );
      }
    };
    const services = (userId: string, afterWrite: boolean) => {
      const holdings = createHoldingsService({
        db: database.db,
        pool,
        currencies,
        defaultMethod: async () => 'fifo',
        livePrices: async () => new Map(),
      });
      const performance = createPerformanceService({ db: database.db, pool, currencies });
      const computed = createPerformanceService({
        db: database.db,
        pool,
        currencies,
        answers: noAnswerCache(),
      });
      return {
        performanceComputed: () => computed.performance(userId, 'MAX', BENCHMARK),
        holdingsOnce: () => holdings.holdings(userId),
        performanceOnce: () => performance.performance(userId, 'MAX', BENCHMARK),
        write: afterWrite ? writer(userId) : async () => undefined,
      };
    };
    // Interleaved (single, accounts, accounts, single) so the machine's noise falls on both.
    const computed = await measure(services(seeded.userId, true));
    const accountsComputed = await measure(services(multi.userId, true));
    const accountsRemembered = await measure(services(multi.userId, false));
    const remembered = await measure(services(seeded.userId, false));
    // The income view and the dividend calendar, each after a write (docs/decisions/092).
    const incomeOf = (userId: string) =>
      incomeFigures({
        db: database.db,
        pool,
        currencies,
        userId,
        write: writer(userId),
        runs: RUNS,
      });
    const income = {
      single: await incomeOf(seeded.userId),
      accounts: await incomeOf(multi.userId),
    };
    const taxYearAfterWrite = await measureTaxYear({
      ...{ db: database.db, pool, currencies, userId: seeded.userId, runs: RUNS },
      write: writer(seeded.userId),
    });
    const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
    const figures = {
      fixture: { ...FIXTURE, ...seeded, seedSeconds: round(seedMs / 1000) },
      computedAfterWrite: computed,
      remembered,
      incomeAfterWrite: income,
      taxYearAfterWrite,
      accountsAndCurrencies: {
        fixture: { ...MULTI, transactions: multi.transactions },
        computedAfterWrite: accountsComputed,
        remembered: accountsRemembered,
        costOfAccountsAndCurrencies: {
          holdingsP50: ratio(accountsComputed.holdings.p50Ms, computed.holdings.p50Ms),
          performanceMaxP50: ratio(
            accountsComputed.performanceMax.p50Ms,
            computed.performanceMax.p50Ms,
          ),
        },
      },
      machine: { cores: availableParallelism(), loadAverage1m: round(loadavg()[0] ?? 0) },
      anchor: {
        ghostfolio: '≈16 s per portfolio snapshot for 1,900 activities, blocking its API (#7931)',
      },
    };
    console.log(JSON.stringify(figures, null, 2));
    await pool.close();
  } finally {
    await stop();
  }
}

await main();
