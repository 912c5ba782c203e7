// `npm run bench:cpu` (also `serverCpuPerRequest` in `npm run bench`): the server's own CPU time
// per request of the main routes, in microseconds. Measured from outside the server: the
// user + system time of every thread of its process (/proc/<pid>/task/*/schedstat, nanoseconds;
// worker threads included, PostgreSQL's processes not), before and after a batch of requests.
//
// BENCH_CPU_BUILDS=".tmp/before/dist,dist" compares builds interleaved in one run (A B B A …,
// median of the rounds): an earlier build's `dist` copied under the repository (its server finds
// our node_modules) beside a link to the migrations (`ln -s ../../drizzle .tmp/before/drizzle`).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fillPath } from '#shared/platform/contract.ts';
import { marketDataContract } from '#shared/market-data/market-data.contract.ts';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import { watchlistContract } from '#shared/watchlist/watchlist.contract.ts';
import { startServer, type Started } from './built-server.ts';
import { median } from './median.ts';
import { processCpuNs } from './process-stats.ts';
import { scratchDir } from './scratch-dir.ts';
import { signedInCookie } from './signed-in-session.ts';

const REQUESTS_PER_ROUND = Number(process.env.BENCH_CPU_REQUESTS ?? 200);
const ROUNDS = Number(process.env.BENCH_CPU_ROUNDS ?? 3);
const CONCURRENCY = 4;

interface Route {
  name: string;
  url: string;
  signedIn: boolean;
  /** Heavy routes run one at a time per user on the server (docs/decisions/073). */
  oneAtATime?: boolean;
}

const ROUTES: Route[] = [
  { name: 'GET / (page)', url: '/', signedIn: false },
  {
    name: 'GET quote (cached)',
    url: fillPath(marketDataContract.quote.path, { symbol: 'AAPL' }),
    signedIn: false,
  },
  { name: 'GET market overview', url: marketDataContract.overview.path, signedIn: false },
  {
    name: 'GET history 1M',
    url: `${fillPath(marketDataContract.history.path, { symbol: 'AAPL' })}?timeframe=1M`,
    signedIn: false,
  },
  { name: 'GET /api/me', url: accountContract.me.path, signedIn: true },
  { name: 'GET watchlist', url: watchlistContract.watchlist.path, signedIn: true },
  {
    name: 'GET holdings',
    url: portfolioContract.holdings.path,
    signedIn: true,
    oneAtATime: true,
  },
  {
    name: 'GET performance 1Y',
    url: `${portfolioContract.performance.path}?range=1Y`,
    signedIn: true,
    oneAtATime: true,
  },
];

async function batch(server: Started, route: Route, cookie: string, count: number) {
  const headers = route.signedIn ? { cookie } : undefined;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      const response = await fetch(server.url + route.url, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${route.name}: ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: route.oneAtATime ? 1 : CONCURRENCY }, worker));
}

/** CPU µs per request of one round of `route`. */
async function round(server: Started, route: Route, cookie: string) {
  const before = await processCpuNs(server.pid);
  await batch(server, route, cookie, REQUESTS_PER_ROUND);
  return (await processCpuNs(server.pid)) - before;
}

interface Build {
  label: string;
  server: Started;
  cookie: string;
  dataDir: string;
}

async function startBuild(distDir: string): Promise<Build> {
  const dataDir = await scratchDir('bench-cpu');
  const server = await startServer(dataDir, {}, path.resolve(distDir, 'server/main.js'));
  const cookie = await signedInCookie(server.url);
  // Warm-up: caches filled, code optimised, worker threads started.
  for (const route of ROUTES) await batch(server, route, cookie, 50);
  return { label: distDir, server, cookie, dataDir };
}

export async function benchServerCpu(distDirs = ['dist']) {
  const builds: Build[] = [];
  try {
    for (const dir of distDirs) builds.push(await startBuild(dir));
    const samples = new Map<string, Map<string, number[]>>();
    for (let r = 0; r < ROUNDS; r += 1) {
      // A B, then B A: each build runs first as often as last.
      const order = r % 2 ? [...builds].reverse() : builds;
      for (const route of ROUTES) {
        for (const build of order) {
          const ns = await round(build.server, route, build.cookie);
          const byRoute = samples.get(build.label) ?? new Map<string, number[]>();
          byRoute.set(route.name, [...(byRoute.get(route.name) ?? []), ns]);
          samples.set(build.label, byRoute);
        }
      }
    }
    const figures: Record<string, Record<string, number>> = {};
    for (const build of builds) {
      figures[build.label] = Object.fromEntries(
        ROUTES.map((route) => [
          route.name,
          Math.round(
            median(samples.get(build.label)?.get(route.name) ?? []) / 1_000 / REQUESTS_PER_ROUND,
          ),
        ]),
      );
    }
    return {
      unit: 'µs of server CPU per request (all its threads), median of rounds',
      requestsPerRound: REQUESTS_PER_ROUND,
      rounds: ROUNDS,
      ...(builds.length === 1 ? figures[builds[0]?.label ?? ''] : { builds: figures }),
    };
  } finally {
    for (const build of builds) {
      await build.server.stop();
      await rm(build.dataDir, { recursive: true, force: true });
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dirs = process.env.BENCH_CPU_BUILDS?.split(',').filter(Boolean);
  console.log(JSON.stringify({ serverCpuPerRequest: await benchServerCpu(dirs) }, null, 2));
}
