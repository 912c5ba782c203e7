import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ComponentStatus, Readiness } from '#shared/health/health.ts';
import { healthContract } from '#shared/health/health.contract.ts';
import type { WriteState } from '../db/write-health.ts';
import { route } from '../plugins/contract-route.ts';

export interface ReadinessChecks {
  /** Rejects when PostgreSQL does not answer. */
  db(): Promise<void>;
  /** Rejects when it cannot tell (the database is down). */
  migrations(): Promise<'ok' | 'pending'>;
  /** What writes meet now; rejects when the database cannot be asked. */
  writes(): Promise<WriteState>;
  /** The market-data layer's view of its circuit breaker: open → 'down', half-open → 'degraded'. */
  marketData(): Promise<ComponentStatus>;
}

/**
 * Readiness for a load balancer or orchestrator, next to /api/health (liveness). Market data
 * never makes the instance unready: every instance shares the vendor, and cached data and
 * accounts still serve while it is away. Neither does a database that takes no writes (read-only,
 * disk full): it is every instance's, and reads still serve (src/server/db/write-health.ts).
 */
export const readyRoutes =
  (checks: ReadinessChecks): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, healthContract.ready, { auth: 'none' }, async ({ request, reply }) => {
      const failed = (part: string) => (error: unknown) => {
        request.log.warn({ err: error }, `ready: ${part} check failed`);
        return 'failed' as const;
      };
      const [db, migrations, writes, marketData] = await Promise.all([
        checks.db().then(() => 'ok' as const, failed('database')),
        checks.migrations().catch(failed('migrations')),
        checks.writes().catch(() => 'unknown' as const),
        checks.marketData().catch(() => 'down' as const),
      ]);
      const serving = db === 'ok' && migrations === 'ok';
      const body: Readiness = {
        status: !serving ? 'not-ready' : writes === 'ok' ? 'ready' : 'read-only',
        db: db === 'ok' ? 'ok' : 'down',
        writes,
        migrations: migrations === 'failed' ? 'unknown' : migrations,
        marketData,
      };
      reply.header('cache-control', 'no-store');
      return reply.code(body.status === 'not-ready' ? 503 : 200).send(body);
    });
  };
