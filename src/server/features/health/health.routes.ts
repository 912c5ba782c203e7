import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ComponentStatus, UpstreamHealth } from '../../../shared/health.ts';
import { healthContract } from '../../../shared/health.contract.ts';
import { route } from '../../plugins/contract-route.ts';

export interface HealthChecks {
  db(): Promise<void>;
  marketData(): Promise<ComponentStatus>;
  /** Each provider's breaker and 429 pause (shown under `details`). */
  upstream?(): UpstreamHealth[];
}

/** Liveness with real checks: one query to PostgreSQL and the market-data layer's own view. */
export const healthRoutes =
  (checks: HealthChecks): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, healthContract.health, { auth: 'none' }, async ({ request, reply }) => {
      const [db, marketData] = await Promise.all([
        checks.db().then(
          () => 'ok' as const,
          (error: unknown) => {
            request.log.warn({ err: error }, 'health: database check failed');
            return 'down' as const;
          },
        ),
        checks.marketData().catch(() => 'down' as const),
      ]);
      // Without the database nothing works; market data can be degraded and still serve.
      const status = db === 'down' ? 'down' : marketData === 'ok' ? 'ok' : 'degraded';
      reply.header('cache-control', 'no-store');
      const details = checks.upstream ? { marketData: { upstream: checks.upstream() } } : undefined;
      return reply
        .code(status === 'down' ? 503 : 200)
        .send({ status, db, marketData, ...(details ? { details } : {}) });
    });
  };
