import type { FastifyInstance, FastifyRequest } from 'fastify';
import { carriesBearerToken } from '../auth/bearer-token.ts';
import type { Metrics } from './metrics.ts';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * A request straight from this machine. One that went through a reverse proxy (which would
 * itself connect from loopback) carries a forwarding header and does not count: otherwise the
 * proxy would publish /metrics to the internet.
 */
function fromLoopback(request: FastifyRequest): boolean {
  const { headers } = request;
  if (headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined) return false;
  return LOOPBACK.test(request.socket.remoteAddress ?? '');
}

/**
 * Prometheus exposition at /metrics (outside /api: it is for scrapers, not the SPA). Served to
 * loopback, or to anyone sending `Authorization: Bearer <METRICS_TOKEN>`; everyone else gets
 * a 403 that says how to get in (a scraper misconfiguration should be obvious, not a 404).
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: Metrics,
  options: { token: string | undefined },
) {
  app.get('/metrics', async (request, reply) => {
    if (!fromLoopback(request) && !carriesBearerToken(request, options.token)) {
      return reply.code(403).send({
        error: {
          code: 'forbidden',
          message: 'Metrics are served to loopback, or with Authorization: Bearer METRICS_TOKEN.',
          requestId: request.id,
        },
      });
    }
    const { contentType, body } = await metrics.scrape();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
}
