import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Origins our pages are served from: BASE_URL's, plus the Vite dev server in development. */
export function allowedOrigins(config: Config): string[] {
  const origins = [new URL(config.baseUrl).origin];
  if (config.env === 'development') origins.push('http://localhost:5173', 'http://127.0.0.1:5173');
  return origins;
}

/**
 * CSRF defence for every state-changing request of ours, not only better-auth's: the browser's
 * Origin header must be one of our origins (a missing one is refused too), and a body must be
 * JSON, which a cross-site form or "simple" request cannot send without a CORS preflight.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's body is a CSV file (text/csv), not JSON. text/csv is not a CORS "simple"
     * content type either, so a cross-site page still cannot send it without a preflight.
     */
    csvBody?: boolean;
  }
}

export function registerOriginCheck(app: FastifyInstance, config: Config) {
  const allowed = new Set(allowedOrigins(config));
  // A callback hook: an async one costs every GET a promise and a turn (docs/decisions/043).
  // It answers a refusal itself and then does not call `done`, as Fastify asks.
  app.addHook('onRequest', (request, reply, done) => {
    if (!STATE_CHANGING.has(request.method)) return done();
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) {
      reply.code(403).send({
        error: {
          code: 'forbidden-origin',
          message: 'This request must come from a Tickerdeck page.',
          requestId: request.id,
        },
      });
      return;
    }
    const hasBody =
      (request.headers['content-length'] !== undefined &&
        request.headers['content-length'] !== '0') ||
      request.headers['transfer-encoding'] !== undefined;
    const type = request.headers['content-type'] ?? '';
    const csv = request.routeOptions.config.csvBody === true;
    const expected = csv ? /^text\/csv\s*(;|$)/i : /^application\/json\s*(;|$)/i;
    if (hasBody && !expected.test(type)) {
      reply.code(415).send({
        error: {
          code: 'unsupported-media-type',
          message: `Send the request body as ${csv ? 'text/csv' : 'application/json'}.`,
          requestId: request.id,
        },
      });
      return;
    }
    done();
  });
}
