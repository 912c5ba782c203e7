import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/server/app.ts';
import { createMarketDataService } from '../src/server/market-data/service/market-data.service.ts';
import { testConfig } from '../tests/app.ts';
import { createTestProvider } from '../tests/market-data/test-provider.ts';
import { startBenchDatabase } from './bench-database.ts';

// Cached batch quotes (the dashboard's most frequent call) against a bare Fastify route in the
// same process and run, over loopback: the ratio is what our layers cost (zod validation of
// query and response, security headers, cache lookups). Target ≥ 0.5.

const DURATION_S = 4;
const CONNECTIONS = 50;
/** The load generator runs in a worker thread, off the servers' event loop. */
const WORKERS = 1;
const QUOTES_URL = '/api/quotes?symbols=AAPL,MSFT,GOOGL,AMZN';

const run = (url: string, duration: number) =>
  autocannon({ url, connections: CONNECTIONS, duration, workers: WORKERS });

async function requestsPerSecond(url: string) {
  const result = await run(url, DURATION_S);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return { rps: Math.round(result.requests.average), p99Ms: result.latency.p99 };
}

export async function benchMarketThroughput() {
  const db = await startBenchDatabase();
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  // The same JSON our route sends, from a bare route: separates our layers' cost from the
  // cost of a bigger response (which the load generator pays too).
  let samePayload = '';
  bare.get('/bare-same-payload', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(samePayload),
  );
  const provider = createTestProvider();
  const app = await buildApp({
    config: testConfig(),
    database: db.database,
    marketData: createMarketDataService({
      provider,
      database: db.database,
      session: () => ({ isOpen: true, session: 'regular', holiday: null }),
      log: { warn: () => undefined },
    }),
  });
  try {
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    samePayload = await (await fetch(appUrl + QUOTES_URL)).text(); // also warms the cache
    // Warm up every route first (JIT, caches), so the order of measurement does not matter.
    for (const url of [appUrl + QUOTES_URL, `${bareUrl}/bare`, `${bareUrl}/bare-same-payload`]) {
      await run(url, 1);
    }
    const cached = await requestsPerSecond(appUrl + QUOTES_URL);
    const bareFigures = await requestsPerSecond(`${bareUrl}/bare`);
    const bareSamePayload = await requestsPerSecond(`${bareUrl}/bare-same-payload`);
    return {
      durationSeconds: DURATION_S,
      connections: CONNECTIONS,
      bareRoute: bareFigures,
      bareRouteSamePayload: bareSamePayload,
      cachedBatchQuotes: cached,
      ratio: Math.round((cached.rps / bareFigures.rps) * 100) / 100,
      ratioToSamePayload: Math.round((cached.rps / bareSamePayload.rps) * 100) / 100,
      upstreamCalls: provider.totalCalls(),
    };
  } finally {
    await bare.close();
    await app.close();
    await db.stop();
  }
}
