import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export type CacheLookupResult = 'hit' | 'miss' | 'stale';
export type UpstreamOutcome = 'ok' | 'error';

/** What pg.Pool already counts; a structural type so tests need no real pool. */
export type PoolCounts = Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;

/** The label for requests no route matched (404s, SPA pages): raw URLs would explode cardinality. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * What the rest of the server records. One instance per app (see createMetrics); the market-data
 * service, the live hub and main.ts receive it rather than importing a global.
 */
export interface Metrics {
  readonly registry: Registry;
  /** Counts and times every request of `app` by route template; call before routes are added. */
  instrumentHttp(app: FastifyInstance): void;
  /** A live stream (WebSocket) was opened / closed. */
  streamsOpened(): void;
  streamsClosed(): void;
  /** `kind` is the cached thing: a small fixed set such as 'quote', 'profile', 'history'. */
  cacheLookup(kind: string, result: CacheLookupResult): void;
  /** One call to a vendor; `endpoint` is the vendor's path template ('quote'), never a URL. */
  upstreamCall(provider: string, endpoint: string, outcome: UpstreamOutcome): void;
  setBreakerOpen(provider: string, open: boolean): void;
  /** Reports the pool's clients at each scrape; observing the same pool twice counts it once. */
  observePool(pool: PoolCounts): void;
  /** The exposition text and its content type, for the /metrics route. */
  scrape(): Promise<{ contentType: string; body: string }>;
}

/**
 * A prom-client Registry of its own (not the global default), so tests that build several apps
 * in one process never collide on metric names.
 */
export function createMetrics(options: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.processMetrics ?? true) collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to finishing its response, by route template',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const streams = new Gauge({
    name: 'live_streams_open',
    help: 'Live streams (WebSockets) currently open',
    registers: [registry],
  });
  const cacheLookups = new Counter({
    name: 'market_data_cache_lookups_total',
    help: 'Market-data cache lookups by kind of data and result (hit, miss, stale)',
    labelNames: ['kind', 'result'] as const,
    registers: [registry],
  });
  const upstreamCalls = new Counter({
    name: 'market_data_upstream_calls_total',
    help: 'Calls to a market-data vendor by provider, endpoint and outcome (ok, error)',
    labelNames: ['provider', 'endpoint', 'outcome'] as const,
    registers: [registry],
  });
  const breakerOpen = new Gauge({
    name: 'market_data_breaker_open',
    help: '1 while the circuit breaker in front of a provider is open, else 0',
    labelNames: ['provider'] as const,
    registers: [registry],
  });

  const pools = new Set<PoolCounts>();
  const poolGauge = (name: string, help: string, read: (pool: PoolCounts) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      // Read at scrape time: the pool already keeps these counts, so nothing runs per query.
      collect() {
        let sum = 0;
        for (const pool of pools) sum += read(pool);
        this.set(sum);
      },
    });
  poolGauge('db_pool_clients', 'PostgreSQL clients in the pool (busy + idle)', (p) => p.totalCount);
  poolGauge('db_pool_idle_clients', 'PostgreSQL clients idle in the pool', (p) => p.idleCount);
  poolGauge(
    'db_pool_waiting_requests',
    'Queries waiting for a free PostgreSQL client',
    (p) => p.waitingCount,
  );

  return {
    registry,
    instrumentHttp(app) {
      // A callback hook: an async one costs a promise and a turn on every request.
      app.addHook('onResponse', (request, reply, done) => {
        const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
        const method = request.method;
        requests.inc({ method, route, status: String(reply.statusCode) });
        duration.observe({ method, route }, reply.elapsedTime / 1000);
        done();
      });
    },
    streamsOpened: () => streams.inc(),
    streamsClosed: () => streams.dec(),
    cacheLookup: (kind, result) => cacheLookups.inc({ kind, result }),
    upstreamCall: (provider, endpoint, outcome) =>
      upstreamCalls.inc({ provider, endpoint, outcome }),
    setBreakerOpen: (provider, open) => breakerOpen.set({ provider }, open ? 1 : 0),
    observePool: (pool) => void pools.add(pool),
    scrape: async () => ({ contentType: registry.contentType, body: await registry.metrics() }),
  };
}
