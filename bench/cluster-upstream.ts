// `npm run bench:cluster`: upstream (Finnhub) calls made by 1 and by 3 server processes under
// the same load, against the local fake Finnhub. Each process has its own quote cache and rate
// limiter (docs/decisions/012-scale-out.md), so this measures what sharing nothing costs.
// Needs a PostgreSQL where it may create a database: BENCH_DATABASE_URL (default: the
// machine's postgres://postgres@127.0.0.1:5432/postgres).
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import pg from 'pg';
import { INDEX_FUNDS, WATCHED_STOCKS } from '../src/shared/symbols.ts';
import { startFakeFinnhub } from '../tests/fake-finnhub/index.ts';
import { startServer, stopAllServers } from '../tests/processes.ts';
import { scratchDir } from './scratch-dir.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LOAD_MS = Number(process.env.BENCH_LOAD_MS ?? 10_000);
const CONCURRENCY = 16;
const SYMBOLS = WATCHED_STOCKS.map((stock) => stock.symbol);

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
  const name = `tickerdeck_bench_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${name}`;
  const fake = await startFakeFinnhub({ perMinuteLimit: 1_000_000 });
  const dataDir = await scratchDir('bench-cluster');
  try {
    const env = {
      DATABASE_URL: databaseUrl.toString(),
      DATA_DIR: dataDir,
      MARKET_DATA_PROVIDER: 'finnhub',
      FINNHUB_API_KEY: fake.apiKey,
      FINNHUB_BASE_URL: fake.baseUrl,
      FINNHUB_WS_URL: fake.wsUrl,
      LOG_LEVEL: 'info', // as in production; the kit waits for 'Server listening'
    };
    // One first (it migrates), then the rest together.
    const servers = [await startServer(env)];
    servers.push(
      ...(await Promise.all(Array.from({ length: processes - 1 }, () => startServer(env)))),
    );
    fake.resetCounts();

    // A load balancer without sticky sessions: request i goes to process i mod N.
    let requests = 0;
    let errors = 0;
    const until = Date.now() + LOAD_MS;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, worker) => {
        for (let i = worker; Date.now() < until; i += CONCURRENCY) {
          const server = servers[i % servers.length];
          const symbol = SYMBOLS[i % SYMBOLS.length];
          const url =
            i % 3 === 0
              ? `${server?.url}/api/market/overview`
              : `${server?.url}/api/quotes/${symbol}`;
          const response = await fetch(url);
          await response.arrayBuffer();
          requests += 1;
          if (!response.ok) errors += 1;
        }
      }),
    );
    return {
      processes,
      loadMs: LOAD_MS,
      requests,
      errors,
      upstreamQuoteCalls: fake.requestCount('/quote'),
      upstreamCallsTotal: fake.requestCount(),
    };
  } finally {
    await stopAllServers();
    await fake.close();
    await rm(dataDir, { recursive: true, force: true });
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

const figures = {
  measuredAt: new Date().toISOString(),
  distinctSymbolsRequested: new Set([...SYMBOLS, ...INDEX_FUNDS.map((f) => f.symbol)]).size,
  one: await measure(1),
  three: await measure(3),
};
console.log(JSON.stringify(figures, null, 2));
