import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '#server/app.ts';
import { createMarketDataService } from '#server/market-data/service/market-data.service.ts';
import { testConfig } from '#tests/app.ts';
import { createTestProvider } from '#tests/market-data/test-provider.ts';
import { startBenchDatabase } from './bench-database.ts';
import { mainThreadCpuNs } from './process-stats.ts';

// Cached batch quotes (the dashboard's most frequent call) against a bare Fastify route in the
// same process and run, over loopback: the ratio is what our layers cost (validation of the
// query, security headers, hooks, cache lookups). The headline is the ratio to a bare route
// sending the same JSON (the target ≥ 0.6, docs/decisions/037): it leaves out what a
// bigger response costs the load generator too.

const DURATION_S = 3;
/**
 * Rounds of all three routes, each round in a rotated order; the medians are reported. The
 * machine is shared: interleaving keeps a burst of other work from landing on one route only.
 */
const ROUNDS = 3;
const CONNECTIONS = 50;
/** The load generator runs in a worker thread, off the servers' event loop. */
const WORKERS = 1;
const QUOTES_URL = '/api/quotes?symbols=AAPL,MSFT,GOOGL,AMZN';

const run = (url: string, duration: number) =>
  autocannon({ url, connections: CONNECTIONS, duration, workers: WORKERS });

interface Figures {
  rps: number;
  p99Ms: number;
  /** The servers' thread's CPU time per request (null where Linux's schedstat is missing). */
  cpuMicrosPerRequest: number | null;
}

async function requestsPerSecond(url: string): Promise<Figures> {
  const cpuBefore = await mainThreadCpuNs();
  const result = await run(url, DURATION_S);
  const cpuAfter = await mainThreadCpuNs();
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  const cpuNs =
    cpuBefore === undefined || cpuAfter === undefined ? null : (cpuAfter - cpuBefore) / 1000;
  return {
    rps: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    cpuMicrosPerRequest:
      cpuNs === null ? null : Math.round((cpuNs / result.requests.total) * 10) / 10,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;

/** Each URL's figures in each of ROUNDS interleaved rounds. */
async function interleaved(urls: readonly string[]): Promise<Figures[][]> {
  const rounds: Figures[][] = urls.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (let k = 0; k < urls.length; k++) {
      const i = (round + k) % urls.length;
      rounds[i]?.push(await requestsPerSecond(urls[i] ?? ''));
    }
  }
  return rounds;
}

const medianFigures = (figures: Figures[]): Figures => {
  const cpu = figures.flatMap((f) =>
    f.cpuMicrosPerRequest === null ? [] : [f.cpuMicrosPerRequest],
  );
  return {
    rps: median(figures.map((f) => f.rps)),
    p99Ms: median(figures.map((f) => f.p99Ms)),
    cpuMicrosPerRequest: cpu.length > 0 ? median(cpu) : null,
  };
};

/** The median of the rounds' ratios: each round's routes ran minutes apart at most. */
const medianRatio = (ours: Figures[], theirs: Figures[]) =>
  ratio(median(ours.map((f, i) => f.rps / (theirs[i]?.rps ?? Infinity))), 1);

const cpuRatio = (ours: Figures[], theirs: Figures[]) => {
  const { cpuMicrosPerRequest: oursCpu } = medianFigures(ours);
  const { cpuMicrosPerRequest: theirsCpu } = medianFigures(theirs);
  return oursCpu && theirsCpu ? ratio(theirsCpu, oursCpu) : null;
};

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
    const [cached = [], bareOnly = [], bareSame = []] = await interleaved([
      appUrl + QUOTES_URL,
      `${bareUrl}/bare`,
      `${bareUrl}/bare-same-payload`,
    ]);
    return {
      durationSeconds: DURATION_S,
      rounds: ROUNDS,
      connections: CONNECTIONS,
      bareRoute: medianFigures(bareOnly),
      bareRouteSamePayload: medianFigures(bareSame),
      cachedBatchQuotes: medianFigures(cached),
      /** The figure: ≥ 0.6 of a bare route serving the same payload. */
      ratioToSamePayload: medianRatio(cached, bareSame),
      ratio: medianRatio(cached, bareOnly),
      /**
       * The same ratio from CPU time per request (bare's over ours): what the throughput ratio
       * is when the server's thread has a core to itself, steadier on a shared machine.
       */
      cpuRatioToSamePayload: cpuRatio(cached, bareSame),
      cpuRatio: cpuRatio(cached, bareOnly),
      upstreamCalls: provider.totalCalls(),
    };
  } finally {
    await bare.close();
    await app.close();
    await db.stop();
  }
}
