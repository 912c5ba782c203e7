// The "noisy neighbour" figure: does one user at the ledger cap (100,000 transactions)
// move another user's figures? The built server runs as its own process on a database seeded
// directly (noisy-neighbour-setup.ts). A neighbour works as a person does (adds a transaction,
// reads holdings, performance and watchlists, one request after another) while a prober asks
// /api/health ten times a second: first alone (idle), then while the heavy user runs CSV and
// account exports, performance of many ranges and benchmarks, holdings and import previews,
// all at once and over and over. Prints JSON: the neighbour's and /api/health's p50/p99 in
// both phases and their ratios (target ≤ 2), and what the heavy user got (answers, refusals).
// A refused heavy request (429/503) is retried after its Retry-After, at most 1 s, as the app
// would; a flood of refusals is a rate limit's business, not this figure's.
// DATABASE_URL: a PostgreSQL server to make a throwaway database on; else embedded PostgreSQL.
// NOISY_IDLE_S / NOISY_LOAD_S: each phase's whole length (default 24 s), measured in
// NOISY_ROUNDS windows (default 3) that alternate idle and noisy. NOISY_NODE_ARGS: extra flags
// for the server's node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see its threads' time).
import { availableParallelism, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { PERFORMANCE_RANGES } from '#shared/portfolio/portfolio-ledger.ts';
import { benchFile } from './import.ts';
import { Recorder, Tab, type Answer } from './load-client.ts';
import { buildWorld, NEIGHBOUR_SYMBOLS, signIn, startServer } from './noisy-neighbour-setup.ts';

const IDLE_S = Number(process.env.NOISY_IDLE_S ?? 24);
const LOAD_S = Number(process.env.NOISY_LOAD_S ?? 24);
const ROUNDS = Number(process.env.NOISY_ROUNDS ?? 3);
const PORT = Number(process.env.NOISY_PORT ?? 3397);
const IMPORT_ROWS = 20_000;
/** What the heavy user keeps running at once (the attack's six exports and twelve performances). */
const HEAVY = { csvExports: 3, accountExports: 3, performance: 12, holdings: 2, imports: 2 };
const TARGET_RATIO = 2;

const round = (n: number) => Math.round(n * 10) / 10;
const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);
};
const figuresOf = (recorder: Recorder) => {
  const all = recorder.allMs();
  return {
    requests: all.length,
    p50Ms: percentile(all, 0.5),
    p99Ms: percentile(all, 0.99),
    routes: recorder.routes(),
    errors: recorder.errors().total,
  };
};

/** Runs `step` over and over until `until()` says stop. */
async function loop(until: () => boolean, step: (n: number) => Promise<unknown>) {
  for (let n = 0; !until(); n++) await step(n);
}

/** A person using the app: one request after another, a short pause between pages. */
function neighbourStep(tab: Tab) {
  return async (n: number) => {
    const symbol = NEIGHBOUR_SYMBOLS[n % NEIGHBOUR_SYMBOLS.length] ?? 'AAPL';
    const range = PERFORMANCE_RANGES[n % PERFORMANCE_RANGES.length] ?? '1Y';
    await tab.request('POST transaction', 'POST', '/api/portfolio/transactions', {
      type: 'buy',
      symbol,
      date: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10),
      quantity: '1',
      price: '100',
    });
    await tab.get('GET holdings', '/api/portfolio/holdings');
    await tab.get('GET performance', `/api/portfolio/performance?range=${range}`);
    await tab.get('GET watchlists', '/api/watchlists');
    await tab.request('PUT watchlist', 'PUT', `/api/watchlist/${symbol}`);
    await tab.get('GET watchlist', '/api/watchlist');
    await sleep(50);
  };
}

/** After a refusal, what the answer said to wait (at most 1 s). */
async function backOff(answer: Answer | null) {
  if (answer && (answer.status === 429 || answer.status === 503)) {
    const seconds = Number(answer.headers['retry-after'] ?? 1);
    await sleep(Math.min(1_000, Math.max(100, seconds * 1000)));
  }
}

/** Every heavy loop of the user at the cap; resolves when `until()` says stop. */
function heavyLoops(tab: Tab, symbols: string[], until: () => boolean) {
  const file = benchFile(IMPORT_ROWS).text;
  const many = (count: number, step: (n: number) => Promise<Answer | null>) =>
    Array.from({ length: count }, (_, k) =>
      loop(until, async (n) => backOff(await step(n * count + k))),
    );
  const accepted = (status: number) => status < 500 || status === 503;
  return Promise.all([
    ...many(HEAVY.csvExports, () =>
      tab.get('GET export.csv', '/api/portfolio/transactions/export.csv'),
    ),
    ...many(HEAVY.accountExports, () => tab.get('GET export.json', '/api/me/export.json')),
    ...many(HEAVY.performance, (n) => {
      const range = PERFORMANCE_RANGES[n % PERFORMANCE_RANGES.length] ?? 'MAX';
      // Another benchmark each time: no remembered answer serves it.
      const benchmark = symbols[n % symbols.length] ?? 'SPY';
      return tab.get(
        'GET performance',
        `/api/portfolio/performance?range=${range}&benchmark=${benchmark}`,
      );
    }),
    ...many(HEAVY.holdings, (n) =>
      tab.get('GET holdings', `/api/portfolio/holdings?method=${n % 2 ? 'fifo' : 'average'}`),
    ),
    ...many(HEAVY.imports, () =>
      tab.upload('POST import preview', '/api/portfolio/import?dryRun=1', file, accepted),
    ),
  ]);
}

/**
 * The server's event-loop delay since the last call (prom-client's figures, which each scrape
 * of /metrics starts again; loopback needs no token), in ms.
 */
async function eventLoopDelay(tab: Tab) {
  const text = (await tab.get('metrics', '/metrics'))?.body ?? '';
  const figure = (name: string) =>
    round(Number(new RegExp(`^${name} ([\\d.e+-]+)`, 'm').exec(text)?.[1] ?? NaN) * 1000);
  return {
    p99Ms: figure('nodejs_eventloop_lag_p99_seconds'),
    maxMs: figure('nodejs_eventloop_lag_max_seconds'),
  };
}

/** Records into whichever recorder the current window's phase names. */
class PhaseRecorder extends Recorder {
  target = new Recorder();
  override record(...args: Parameters<Recorder['record']>) {
    this.target.record(...args);
  }
}

interface Phase {
  neighbour: Recorder;
  health: Recorder;
  eventLoop: { p99Ms: number; maxMs: number }[];
}
const newPhase = (): Phase => ({
  neighbour: new Recorder(),
  health: new Recorder(),
  eventLoop: [],
});

/** One window of a phase: the neighbour works and the prober asks for `seconds`. */
async function window(
  seconds: number,
  phase: Phase,
  tabs: { neighbour: Tab; health: Tab },
  recorders: { neighbour: PhaseRecorder; health: PhaseRecorder },
) {
  recorders.neighbour.target = phase.neighbour;
  recorders.health.target = phase.health;
  await eventLoopDelay(tabs.health);
  const end = performance.now() + seconds * 1000;
  const until = () => performance.now() >= end;
  await Promise.all([
    loop(until, neighbourStep(tabs.neighbour)),
    loop(until, async () => {
      await tabs.health.get('GET /api/health', '/api/health');
      await sleep(100);
    }),
  ]);
  phase.eventLoop.push(await eventLoopDelay(tabs.health));
}

const figuresOfPhase = (phase: Phase) => ({
  neighbour: figuresOf(phase.neighbour),
  health: figuresOf(phase.health),
  serverEventLoopDelay: {
    p99MsMeanOfWindows: round(
      phase.eventLoop.reduce((sum, w) => sum + w.p99Ms, 0) / Math.max(1, phase.eventLoop.length),
    ),
    maxMs: Math.max(...phase.eventLoop.map((w) => w.maxMs)),
  },
});

export async function benchNoisyNeighbour() {
  const seedStart = performance.now();
  const world = await buildWorld();
  const seedSeconds = round((performance.now() - seedStart) / 1000);
  const server = await startServer(world.url, PORT);
  try {
    const recorders = { neighbour: new PhaseRecorder(), health: new PhaseRecorder() };
    const heavyRecorder = new Recorder();
    const tabs = {
      neighbour: await signIn(
        server.baseUrl,
        world.neighbour.email,
        '127.38.0.2',
        recorders.neighbour,
      ),
      health: new Tab(server.baseUrl, recorders.health, '127.38.0.3'),
    };
    const heavyTab = await signIn(server.baseUrl, world.heavy.email, '127.38.0.1', heavyRecorder);
    // Warm-up: the neighbour's symbols' history syncs, the JIT and the database caches warm.
    await window(3, newPhase(), tabs, recorders);
    // Idle and noisy windows take turns, so a change in the machine's other load (it is shared)
    // falls on both phases alike.
    const idle = newPhase();
    const noisy = newPhase();
    heavyRecorder.clear();
    for (let round = 0; round < ROUNDS; round++) {
      await window(IDLE_S / ROUNDS, idle, tabs, recorders);
      let stopHeavy = false;
      const heavy = heavyLoops(heavyTab, world.heavy.symbols, () => stopHeavy);
      await sleep(2_000); // every heavy loop is running before the window is measured
      await window(LOAD_S / ROUNDS, noisy, tabs, recorders);
      stopHeavy = true;
      await heavy; // the heavy user's last requests end before the next idle window
    }
    const idleFigures = figuresOfPhase(idle);
    const noisyFigures = figuresOfPhase(noisy);
    const ratio = (a: number, b: number) => (b > 0 ? round((a / b) * 100) / 100 : null);
    return {
      benchmark: 'noisy neighbour',
      fixture: { heavyTransactions: world.heavy.transactions, seedSeconds },
      heavyUserAtOnce: HEAVY,
      windows: { rounds: ROUNDS, idleSeconds: IDLE_S, noisySeconds: LOAD_S },
      idle: idleFigures,
      noisy: noisyFigures,
      heavyUser: { routes: heavyRecorder.routes(), refused: heavyRecorder.errors() },
      ratios: {
        neighbourP99: ratio(noisyFigures.neighbour.p99Ms, idleFigures.neighbour.p99Ms),
        healthP99: ratio(noisyFigures.health.p99Ms, idleFigures.health.p99Ms),
        target: TARGET_RATIO,
      },
      machine: { cores: availableParallelism(), loadAverage1m: round(loadavg()[0] ?? 0) },
    };
  } finally {
    await server.stop();
    await world.stop();
  }
}

// Run as a script (npm run bench:noisy), not when bench/run.ts imports it.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify(await benchNoisyNeighbour(), null, 2));
}
