import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ComponentStatus, UpstreamHealth } from '#shared/health/health.ts';
import type { WriteState } from '../../db/write-health.ts';
import { healthContract } from '#shared/health/health.contract.ts';
import { route } from '../../plugins/contract-route.ts';

export interface HealthChecks {
  db(): Promise<void>;
  /** What writes meet now (read-only, disk full); rejects when the database cannot be asked. */
  writes(): Promise<WriteState>;
  marketData(): Promise<ComponentStatus>;
  /** Each provider's breaker and 429 pause (shown under `details`). */
  upstream?(): UpstreamHealth[];
}

/** Liveness with real checks: one query to PostgreSQL and the market-data layer's own view. */
export const healthRoutes =
  (checks: HealthChecks): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, healthContract.health, { auth: 'none' }, async ({ request, reply }) => {
      const [reachable, writes, marketData] = await Promise.all([
        checks.db().then(
          () => true,
          (error: unknown) => {
            request.log.warn({ err: error }, 'health: database check failed');
            return false;
          },
        ),
        checks.writes().catch(() => 'ok' as const),
        checks.marketData().catch(() => 'down' as const),
      ]);
      // Without the database nothing works; one that takes no writes, or degraded market data,
      // still serves the rest.
      const db = !reachable ? 'down' : writes === 'ok' ? 'ok' : 'degraded';
      const status =
        db === 'down' ? 'down' : db === 'ok' && marketData === 'ok' ? 'ok' : 'degraded';
      reply.header('cache-control', 'no-store');
      const details = checks.upstream
        ? {
            marketData: { upstream: checks.upstream() },
            ...(reachable && writes !== 'ok' ? { database: { writes } } : {}),
          }
        : undefined;
      return reply
        .code(status === 'down' ? 503 : 200)
        .send({ status, db, marketData, ...(details ? { details } : {}) });
    });
  };
