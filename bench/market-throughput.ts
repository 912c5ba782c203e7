import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/server/app.ts';
import { createMarketDataService } from '../src/server/market-data/service/market-data-service.ts';
import { testConfig } from '../tests/app.ts';
import { createTestProvider } from '../tests/market-data/test-provider.ts';
import { startBenchDatabase } from './bench-database.ts';

// Cached batch quotes (the dashboard's most frequent call) against a bare Fastify route in the
// same process and run, over loopback: the ratio is what our layers cost (zod validation of
// query and response, security headers, cache lookups). Target ≥ 0.5.

const DURATION_S = 4;
const CONNECTIONS = 50;
/** One worker thread: on a 2-core machine, one core generates load and one serves. */
const WORKERS = 1;
const QUOTES_URL = '/api/quotes?symbols=AAPL,MSFT,GOOGL,AMZN';

async function requestsPerSecond(url: string) {
  // Warm up (JIT, caches), then measure; the load generator runs in worker threads so it does
  // not share the server's event loop.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, workers: WORKERS });
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    workers: WORKERS,
  });
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
