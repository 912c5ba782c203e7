import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import type { WriteHealth } from '../db/write-health.ts';
import type { ComponentStatus } from '#shared/health/health.ts';
import type { Metrics } from './metrics.ts';
import { registerMetricsRoute } from './metrics.routes.ts';
import { migrationStatus } from './migration-status.ts';
import { readyRoutes } from './ready.routes.ts';

export interface ObservabilityDeps {
  metrics: Metrics;
  database: Database;
  writeHealth: WriteHealth;
  marketData: { status(): Promise<ComponentStatus> };
  metricsToken: string | undefined;
}

/**
 * Request metrics, /metrics and /api/ready. Call it before any route is added, so the metrics
 * hook sees every request (Fastify attaches hooks to the routes that come after them).
 */
export async function registerObservability(app: FastifyInstance, deps: ObservabilityDeps) {
  deps.metrics.instrumentHttp(app);
  deps.metrics.observePool(deps.database.pool);
  registerMetricsRoute(app, deps.metrics, { token: deps.metricsToken });
  await app.register(
    readyRoutes({
      db: () => deps.database.ping(),
      migrations: migrationStatus(deps.database),
      writes: () => deps.writeHealth.state(),
      marketData: () => deps.marketData.status(),
    }),
  );
}
