// `npm run bench:cluster`: upstream calls made by 1 and by 3 server processes under the same
// load, against the local fake Finnhub (quotes, 60/min plan) and fake Tiingo (daily history,
// Starter: 50/hour). Each process has its own caches (docs/decisions/012-scale-out.md) but
// every process on one API key spends one budget, kept in PostgreSQL (docs/decisions/024).
// Then upstream calls per trading day for 100 users with 20 symbols each
// (bench/upstream-day-model.ts). Needs a PostgreSQL where it may create databases:
// BENCH_DATABASE_URL (default: the machine's postgres://postgres@127.0.0.1:5432/postgres).
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import pg from 'pg';
import { WATCHED_STOCKS } from '#shared/platform/symbols.ts';
import { startFakeFinnhub } from '#tests/fake-finnhub/index.ts';
import { startFakeTiingo } from '#tests/fake-tiingo/index.ts';
import { startServer, stopAllServers } from '#tests/processes.ts';
import { scratchDir } from './scratch-dir.ts';
import { simulateDays } from './upstream-day-model.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LOAD_MS = Number(process.env.BENCH_LOAD_MS ?? 10_000);
const CONCURRENCY = 16;
const SYMBOLS = WATCHED_STOCKS.map((stock) => stock.symbol);
/** Finnhub free: 60/min (and 30/s); a token bucket lets at most 60 + 1/s through in a span. */
const FINNHUB_PER_MINUTE = 60;
const TIINGO_PER_HOUR = 50;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function measure(processes: number) {
  const run = processes === 1 ? 'A' : 'B';
  const name = `tickerdeck_bench_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${name}`;
  const fake = await startFakeFinnhub({ perMinuteLimit: 1_000_000 });
  const tiingo = await startFakeTiingo();
  const dataDir = await scratchDir('bench-cluster');
  try {
    const env = {
      DATABASE_URL: databaseUrl.toString(),
      DATA_DIR: dataDir,
      MARKET_DATA_PROVIDER: 'finnhub',
      FINNHUB_API_KEY: fake.apiKey,
      FINNHUB_BASE_URL: fake.baseUrl,
      FINNHUB_WS_URL: fake.wsUrl,
      HISTORY_PROVIDER: 'tiingo',
      TIINGO_API_KEY: tiingo.apiKey,
      TIINGO_BASE_URL: tiingo.baseUrl,
      // Every request comes from 127.0.0.1: lift the per-client limit (decision 015), which
      // would otherwise hold the whole load to 30 misses a minute.
      MARKET_CLIENT_LIMIT_PER_MINUTE: '1000000',
      LOG_LEVEL: 'info', // as in production; the kit waits for 'Server listening'
    };
    // One first (it migrates), then the rest together.
    const servers = [await startServer(env)];
    servers.push(
      ...(await Promise.all(Array.from({ length: processes - 1 }, () => startServer(env)))),
    );
    fake.resetCounts();
    tiingo.resetCounts();

    // A load balancer without sticky sessions: request i goes to process i mod N.
    let requests = 0;
    let errors = 0;
    const started = Date.now();
    const until = started + LOAD_MS;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, worker) => {
        for (let i = worker; Date.now() < until; i += CONCURRENCY) {
          const server = servers[i % servers.length];
          // Mostly symbols nobody asked before (cache misses), so demand exceeds both plans.
          const symbol = i % 4 === 0 ? SYMBOLS[i % SYMBOLS.length] : `Q${run}${i}`;
          const url =
            i % 3 === 0
              ? `${server?.url}/api/market/overview`
              : i % 3 === 1
                ? `${server?.url}/api/stocks/${symbol}/history?timeframe=1M`
                : `${server?.url}/api/quotes/${symbol}`;
          const response = await fetch(url);
          await response.arrayBuffer();
          requests += 1;
          if (!response.ok) errors += 1;
        }
      }),
    );
    const finnhubCalls = fake.requestCount();
    // What one key's plan lets through from the first request to the last answer (token-bucket
    // bound: a full minute's burst, then one a second); a budget per process would allow N×.
    const elapsedMs = Date.now() - started;
    const finnhubAllowance = Math.floor(FINNHUB_PER_MINUTE * (1 + elapsedMs / 60_000));
    return {
      processes,
      loadMs: LOAD_MS,
      elapsedMs,
      requests,
      errors,
      finnhub: {
        upstreamQuoteCalls: fake.requestCount('/quote'),
        upstreamCallsTotal: finnhubCalls,
        oneKeyAllowance: finnhubAllowance,
        withinOneKeyPlan: finnhubCalls <= finnhubAllowance,
      },
      tiingo: {
        upstreamCalls: tiingo.requestCount(),
        peakPerClockHour: tiingo.peakPerHour(),
        planPerHour: TIINGO_PER_HOUR,
        refusedWith429: tiingo.refusedCount(),
        withinOneKeyPlan: tiingo.peakPerHour() <= TIINGO_PER_HOUR,
      },
    };
  } finally {
    await stopAllServers();
    await fake.close();
    await tiingo.close();
    await rm(dataDir, { recursive: true, force: true });
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

// BENCH_PARTS=processes or =days runs one half (the day model takes several minutes).
const parts = process.env.BENCH_PARTS ?? 'processes,days';
const figures = {
  measuredAt: new Date().toISOString(),
  ...(parts.includes('processes')
    ? {
        load:
          'round-robin: market overview, 1M charts and quotes; 3 in 4 chart and quote ' +
          'symbols never asked before, so demand exceeds both plans',
        one: await measure(1),
        three: await measure(3),
      }
    : {}),
  ...(parts.includes('days')
    ? {
        perDayFor100UsersWith20Symbols: [
          await simulateDays(ADMIN_URL, 1, 'starter'),
          await simulateDays(ADMIN_URL, 3, 'starter'),
          await simulateDays(ADMIN_URL, 3, 'power'),
        ],
      }
    : {}),
};
console.log(JSON.stringify(figures, null, 2));
