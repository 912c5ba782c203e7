// Child process of bench/alerts.ts: a whole server (buildApp, so the alerts runtime — engine,
// pg-boss jobs, the alert-mail worker — starts as in production) on the shared PostgreSQL.
// Role 'engine': not listening; on 'go' it makes the run's seeded ticks on the shared schedule
// and hands each one, stamped with its generation time, to the alert engine as the market-data
// layer would (onQuote), with the session open. Role 'tab': listens, market closed (its engine
// and sweep stay idle), and relays user events to the benchmark's sockets at /api/live.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyRequest } from 'fastify';
import pino from 'pino';
import type { Quote } from '#shared/market-data/market-data.ts';
import { marketSessionAt } from '#shared/market-data/market-hours.ts';
import { buildApp } from '#server/app.ts';
import { connectDatabase } from '#server/db/database.ts';
import { createUserEventBus } from '#server/live/user-events.ts';
import {
  createMarketDataService,
  type MarketDataService,
} from '#server/market-data/service/market-data.service.ts';
import { testConfig } from '#tests/app.ts';
import { createTestProvider } from '#tests/market-data/test-provider.ts';
import { BENCH_USER_HEADER, startPrices, ticks, type GoMessage } from './alerts-scenario.ts';
import { BENCH_CONNECTIONS_PER_ADDRESS } from './built-server.ts';

const [role = 'engine', databaseUrl = '', origin = 'http://localhost:3217'] = process.argv.slice(2);
const engineRole = role === 'engine';
// ALERTS_BENCH_LOG_LEVEL=warn shows what the runtime logs (claims that failed, for one).
const logLevel = process.env.ALERTS_BENCH_LOG_LEVEL === 'warn' ? 'warn' : 'error';
const log = pino({ level: logLevel });
const database = connectDatabase(databaseUrl);
const real = createMarketDataService({
  provider: createTestProvider(),
  database,
  // Engines: the calendar's work as in production (main.ts), the session held open so that
  // percent alerts evaluate at any hour. The tab server: closed (its sweep stays idle).
  session: (now) =>
    engineRole
      ? { ...marketSessionAt(now), isOpen: true, session: 'regular' }
      : { isOpen: false, session: null, holiday: null },
  log,
  // 500 users' sockets from one loopback address (the per-address cap is live-abuse's subject).
  live: { limits: { streamsPerAddress: 10_000 } },
});
// The engine hears the bench's ticks as it would the provider's: through onQuote.
const quoteListeners = new Set<(quote: Quote) => void>();
const marketData: MarketDataService = engineRole
  ? {
      ...real,
      onQuote(listener) {
        quoteListeners.add(listener);
        return () => quoteListeners.delete(listener);
      },
    }
  : real;
const userEvents = createUserEventBus({ database, log });
// The tab server: when each alert event reached this process (before its sockets).
const heardAt = new Map<string, number>();
userEvents.subscribe((_userId, event) => {
  if (event.type === 'alert-triggered') heardAt.set(event.notificationId, Date.now());
});
const app = await buildApp({
  config: testConfig({
    BASE_URL: origin,
    LOG_LEVEL: logLevel,
    MAX_CONNECTIONS_PER_ADDRESS: BENCH_CONNECTIONS_PER_ADDRESS,
  }),
  database,
  marketData,
  userEvents,
  // Sign-in is not this bench's subject: the socket names its user (set up by the parent).
  resolveUser: async (request: FastifyRequest) => {
    const id = request.headers[BENCH_USER_HEADER];
    return typeof id === 'string' ? { id, sessionId: `bench-${id}` } : null;
  },
});
const url = engineRole ? null : await app.listen({ port: 0, host: '127.0.0.1' });
const runtime = await app.alerts.ready();
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

const cpuMicros = (usage: NodeJS.CpuUsage) => usage.user + usage.system;

async function run(go: GoMessage) {
  const { engine } = runtime;
  const schedule = ticks(go.seed, startPrices(go.seed), go.rate, go.seconds, go.sigma);
  let next = schedule.next();
  // Wall time (what engine.stats() counts) includes the time the OS ran other processes on a
  // busy machine; CPU time (getrusage, to the microsecond) does not.
  let observeMs = 0;
  let observeCpuUs = 0;
  let sent = 0;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, go.startAt - Date.now())));
  const statsBefore = engine.stats();
  const cpuBefore = process.cpuUsage();
  const wallBefore = performance.now();
  loopDelay.reset();
  // Queries waiting for one of the pool's connections (all 10 busy), sampled every 50 ms.
  const waiting: number[] = [];
  const sampler = setInterval(() => waiting.push(database.pool.waitingCount), 50);
  await new Promise<void>((done) => {
    const pump = () => {
      const now = Date.now();
      while (!next.done && go.startAt + next.value.offsetMs <= now) {
        const quote = {
          ...next.value.quote,
          time: new Date(go.startAt + next.value.offsetMs).toISOString(),
        };
        const started = performance.now();
        const cpuStarted = process.cpuUsage();
        for (const listener of quoteListeners) listener(quote);
        observeCpuUs += cpuMicros(process.cpuUsage(cpuStarted));
        observeMs += performance.now() - started;
        sent += 1;
        next = schedule.next();
      }
      if (next.done) done();
      else setTimeout(pump, 2);
    };
    pump();
  });
  clearInterval(sampler);
  const wallMs = performance.now() - wallBefore;
  const cpu = process.cpuUsage(cpuBefore);
  const stats = engine.stats();
  const percentOfCore = (ms: number) => Math.round((ms / wallMs) * 10_000) / 100;
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  const figures = {
    pid: process.pid,
    ticksSent: sent,
    ticksEvaluated: stats.ticks - statsBefore.ticks,
    wallMs: Math.round(wallMs),
    evaluationMs: Math.round((stats.evaluationMs - statsBefore.evaluationMs) * 10) / 10,
    evaluationCpuPercentOfCore: percentOfCore(stats.evaluationMs - statsBefore.evaluationMs),
    observeCallWallPercentOfCore: percentOfCore(observeMs),
    observeCallCpuPercentOfCore: percentOfCore(observeCpuUs / 1_000),
    processCpuPercentOfCore: percentOfCore(cpuMicros(cpu) / 1_000),
    claimsTried: stats.claimsTried - statsBefore.claimsTried,
    claimsWon: stats.claimsWon - statsBefore.claimsWon,
    poolWaitingQueries: {
      mean: Math.round((waiting.reduce((sum, n) => sum + n, 0) / waiting.length) * 10) / 10,
      max: Math.max(...waiting),
    },
    eventLoopDelayMs: {
      p50: ms(loopDelay.percentile(50)),
      p99: ms(loopDelay.percentile(99)),
      max: ms(loopDelay.max),
    },
  };
  await engine.settled();
  process.send?.({ type: 'done', figures });
}

process.on('message', (message: { type: string }) => {
  if (message.type === 'go') {
    void run(message as GoMessage);
  } else if (message.type === 'heard') {
    process.send?.({ type: 'heard', heardAt: Object.fromEntries(heardAt) });
  } else if (message.type === 'stop') {
    void app.close().then(async () => {
      await userEvents.close();
      await database.close();
      process.exit(0);
    });
  }
});
process.send?.({ type: 'ready', url, alertsIndexed: runtime.engine.size });
