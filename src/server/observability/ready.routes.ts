import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ComponentStatus, Readiness } from '../../shared/health.ts';
import { healthContract } from '../../shared/health.contract.ts';
import { route } from '../plugins/contract-route.ts';

export interface ReadinessChecks {
  /** Rejects when PostgreSQL does not answer. */
  db(): Promise<void>;
  /** Rejects when it cannot tell (the database is down). */
  migrations(): Promise<'ok' | 'pending'>;
  /** The market-data layer's view of its circuit breaker: open → 'down', half-open → 'degraded'. */
  marketData(): Promise<ComponentStatus>;
}

/**
 * Readiness for a load balancer or orchestrator, next to /api/health (liveness). Market data
 * never makes the instance unready: every instance shares the vendor, and cached data and
 * accounts still serve while it is away.
 */
export const readyRoutes =
  (checks: ReadinessChecks): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, healthContract.ready, { auth: 'none' }, async ({ request, reply }) => {
      const failed = (part: string) => (error: unknown) => {
        request.log.warn({ err: error }, `ready: ${part} check failed`);
        return 'failed' as const;
      };
      const [db, migrations, marketData] = await Promise.all([
        checks.db().then(() => 'ok' as const, failed('database')),
        checks.migrations().catch(failed('migrations')),
        checks.marketData().catch(() => 'down' as const),
      ]);
      const body: Readiness = {
        status: db === 'ok' && migrations === 'ok' ? 'ready' : 'not-ready',
        db: db === 'ok' ? 'ok' : 'down',
        migrations: migrations === 'failed' ? 'unknown' : migrations,
        marketData,
      };
      reply.header('cache-control', 'no-store');
      return reply.code(body.status === 'ready' ? 200 : 503).send(body);
    });
  };
