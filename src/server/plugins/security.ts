import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route answers with no headers of ours (a WebSocket upgrade: ws writes them). */
    securityHeaders?: boolean;
  }
}

/**
 * Strict headers for every response. Scripts only from our origin (no inline script: the
 * pre-paint theme script is a file); inline styles are allowed because the UI primitives set
 * positioning styles at run time. News images come from the provider's CDNs over https.
 *
 * Helmet's middleware is made once here and run on every request (docs/decisions/037):
 * @fastify/helmet made it anew per request, parsing the policy each time (a tenth of a cached
 * quote's time). The policy has no per-request part (no nonces), so the headers are the same.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }) {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        // The SPA has no <base> element, so nothing may set one (an injected <base> re-targets relative URLs).
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.https
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.securityHeaders === false) return done();
    // Helmet throws rather than passing an error on (since 8.1): nothing to forward.
    applyHeaders(request.raw, reply.raw, () => done());
  });
}
