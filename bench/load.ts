import { setTimeout as sleep } from 'node:timers/promises';
import { LIVE_STREAM_PATH } from '#shared/platform/live.ts';
import { Recorder, Tab, type LiveStream } from './load-client.ts';
import {
  choose,
  dashboard,
  markets,
  pick,
  SEARCHES,
  signedInPages,
  STOCKS,
  visitorPages,
  type Page,
} from './load-pages.ts';
import { startLoadServer, type LoadServer, type ServerEntry } from './load-server.ts';
import { rssBytes, treeRssBytes } from './process-stats.ts';

// A scripted mix of virtual users against one server process over loopback, bounded in count
// and time: visitors browse the dashboard, markets and stock pages (API calls as the SPA makes
// them, plus one live stream each); signed-in users add and remove watchlist items and
// positions. Each VU thinks between pages like a person, so this is offered load, not a
// saturation test.

export interface LoadOptions {
  port: number;
  entry: ServerEntry;
  databaseUrl?: string;
  durationS: number;
  virtualUsers: number;
  /** Share of the virtual users that are signed in. */
  signedInShare: number;
  /** Accounts made before the run (scrypt makes each sign-up and sign-in cost ~0.4 s). */
  accounts: number;
  thinkMs: [number, number];
}

const mib = (bytes: number | undefined) =>
  bytes === undefined ? null : Math.round((bytes / 2 ** 20) * 10) / 10;

/** Client addresses 127.1.x.y: one per account, so per-address sign-in limits see real users. */
const addressOf = (n: number) => `127.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;

/** Signs up, follows the verification link from the outbox, logs in with it: a tab with a session. */
async function signedInTab(server: LoadServer, recorder: Recorder, n: number): Promise<Tab> {
  const tab = new Tab(server.baseUrl, recorder, addressOf(n));
  const email = `load-${n}-${Date.now().toString(36)}@example.com`;
  const password = `load-password-${n}`;
  const signUp = await tab.request(
    'POST /api/auth/sign-up/email',
    'POST',
    '/api/auth/sign-up/email',
    {
      name: `Load ${n}`,
      email,
      password,
    },
  );
  if (signUp?.status !== 200) throw new Error(`sign-up ${n}: ${signUp?.status} ${signUp?.body}`);
  let link: string | undefined;
  for (let i = 0; i < 100 && !link; i++) {
    const mail = await server.db.query<{ text: string }>(
      'SELECT text FROM mail_outbox WHERE "to" = $1 ORDER BY id DESC LIMIT 1',
      [email],
    );
    link = /(https?:\/\/\S+)/.exec(mail.rows[0]?.text ?? '')?.[1];
    if (!link) await sleep(50);
  }
  if (!link) throw new Error(`no verification mail for ${email}`);
  const url = new URL(link);
  await tab.get('GET /api/auth/verify-email', url.pathname + url.search);
  // Logging in with the link's token finishes verification and signs in (decision 016).
  const signIn = await tab.request(
    'POST /api/auth/verify-email',
    'POST',
    '/api/auth/verify-email',
    {
      email,
      password,
      token: url.searchParams.get('token'),
    },
  );
  if (signIn?.status !== 200) throw new Error(`sign-in ${n}: ${signIn?.status} ${signIn?.body}`);
  return tab;
}

async function virtualUser(
  tab: Tab,
  pages: Array<[Page, number]>,
  until: number,
  options: LoadOptions,
  recorder: Recorder,
) {
  let stream: LiveStream | undefined;
  try {
    stream = await tab.openStream(LIVE_STREAM_PATH);
  } catch {
    recorder.error('live stream → could not open');
  }
  let watched: string[] = [];
  while (Date.now() < until) {
    const symbols = await choose(pages)(tab);
    if (stream && symbols.length) {
      if (watched.length) stream.unwatch(watched);
      stream.watch(symbols);
      watched = symbols;
    }
    const [min, max] = options.thinkMs;
    await sleep(Math.min(min + Math.random() * (max - min), Math.max(0, until - Date.now())));
  }
  return stream;
}

/** Upstream (fake Finnhub) requests by path, from the fake's own counters. */
function upstreamCounts(server: LoadServer) {
  const paths = [
    '/quote',
    '/stock/profile2',
    '/stock/candle',
    '/news',
    '/search',
    '/stock/market-status',
    '/stock/market-holiday',
  ];
  return Object.fromEntries(
    [
      ...paths.map((p) => [p, server.fake.requestCount(p)] as const),
      ['total', server.fake.requestCount()] as const,
    ].filter(([, n]) => n > 0),
  );
}

/** Lines of one metric family from /metrics (the server's own view of cache and upstream). */
async function scrapeMetrics(server: LoadServer, names: string[]) {
  const text = await fetch(`${server.baseUrl}/metrics`).then((r) => r.text());
  return text
    .split('\n')
    .filter((line) => names.some((name) => line.startsWith(name)))
    .map((line) => line.trim());
}

export async function runLoad(options: LoadOptions) {
  const server = await startLoadServer({
    port: options.port,
    entry: options.entry,
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
  });
  const recorder = new Recorder();
  const tabs: Tab[] = [];
  let tradeTimer: NodeJS.Timeout | undefined;
  try {
    // Set-up, not measured: accounts (two at a time: scrypt is CPU-bound, the machine has 2
    // cores), then one visitor warms every page, as a first real visitor would.
    recorder.recording = false;
    const setupStarted = performance.now();
    const accounts: Tab[] = [];
    for (let n = 0; n < options.accounts; n += 2) {
      const batch = [n, n + 1].filter((i) => i < options.accounts);
      accounts.push(...(await Promise.all(batch.map((i) => signedInTab(server, recorder, i)))));
    }
    tabs.push(...accounts);
    const accountSetupS = Math.round(performance.now() - setupStarted) / 1000;
    const warm = new Tab(server.baseUrl, recorder);
    for (const page of [dashboard, markets]) await page(warm);
    // Every search the visitors type, as earlier visitors would have: a search that misses
    // the cache during the run would wait for a budget the warm-up has just spent.
    for (const query of SEARCHES) await warm.get('', `/api/search?q=${query}&limit=5`);
    for (const symbol of STOCKS) {
      await Promise.all([
        warm.get('', `/api/quotes/${symbol}`),
        warm.get('', `/api/stocks/${symbol}/profile`),
        warm.get('', `/api/stocks/${symbol}/stats`),
      ]);
    }
    warm.close();
    const upstreamAfterSetup = upstreamCounts(server);
    server.fake.resetCounts();

    // Trades from the fake's stream: live quotes for the streams to fan out.
    tradeTimer = setInterval(() => {
      server.fake.sendTrades(
        Array.from({ length: 5 }, () => ({
          s: pick(STOCKS),
          p: 100 + Math.random() * 300,
          t: Date.now(),
          v: 1 + Math.floor(Math.random() * 100),
        })),
      );
    }, 200);

    const signedIn = Math.round(options.virtualUsers * options.signedInShare);
    const visitors = options.virtualUsers - signedIn;
    recorder.recording = true;
    const started = Date.now();
    const until = started + options.durationS * 1000;
    const memory = { serverMax: 0, postgresMax: 0 };
    const sampler = setInterval(() => {
      void Promise.all([rssBytes(server.pid), treeRssBytes(server.postgresPid)]).then(([s, p]) => {
        memory.serverMax = Math.max(memory.serverMax, s ?? 0);
        memory.postgresMax = Math.max(memory.postgresMax, p);
      });
    }, 1_000);
    const runs: Array<Promise<LiveStream | undefined>> = [];
    for (let i = 0; i < visitors; i++) {
      const tab = new Tab(server.baseUrl, recorder, addressOf(1_000 + i));
      tabs.push(tab);
      runs.push(virtualUser(tab, visitorPages, until, options, recorder));
    }
    for (let i = 0; i < signedIn; i++) {
      const tab = accounts[i % accounts.length];
      if (tab) runs.push(virtualUser(tab, signedInPages, until, options, recorder));
    }
    const streams = await Promise.all(runs);
    const elapsedS = (Date.now() - started) / 1000;
    recorder.recording = false;
    clearInterval(sampler);
    const [serverRss, postgresRss] = await Promise.all([
      rssBytes(server.pid),
      treeRssBytes(server.postgresPid),
    ]);
    for (const stream of streams) {
      if (stream?.closedEarly) recorder.error('live stream → closed by the server');
    }
    const serverMetrics = await scrapeMetrics(server, [
      'market_data_upstream_calls_total{',
      'market_data_cache_lookups_total{',
      'live_streams_open ',
      'db_pool_',
    ]);
    for (const stream of streams) stream?.close();
    const total = recorder.totalRequests();
    return {
      database: options.databaseUrl ? 'DATABASE_URL' : 'embedded',
      durationS: Math.round(elapsedS * 10) / 10,
      virtualUsers: { visitors, signedIn, accounts: options.accounts, thinkMs: options.thinkMs },
      accountSetupS,
      requests: { total, perSecond: Math.round(total / elapsedS) },
      errors: recorder.errors(),
      routes: recorder.routes(),
      live: {
        streams: streams.filter(Boolean).length,
        messagesReceived: streams.reduce((sum, s) => sum + (s?.messages ?? 0), 0),
      },
      memoryMiB: {
        server: { end: mib(serverRss), max: mib(memory.serverMax) },
        postgres: { end: mib(postgresRss), max: mib(memory.postgresMax) },
      },
      upstreamCalls: {
        setupAndWarmUp: upstreamAfterSetup,
        duringRun: upstreamCounts(server),
        perMinuteLimit: 60,
      },
      serverMetrics,
    };
  } finally {
    if (tradeTimer) clearInterval(tradeTimer);
    for (const tab of tabs) tab.close();
    await server.stop();
  }
}
