import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { THEME_INIT_SCRIPT } from '#shared/preferences/theme-init.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route answers with no headers of ours (a WebSocket upgrade: ws writes them). */
    securityHeaders?: boolean;
  }
}

const sha256Base64 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/**
 * The CSP source that lets index.html's pre-paint theme script run inline (decision 064): its
 * text's SHA-256, so no other inline script can, injected or not.
 */
export const themeScriptSource = `'sha256-${sha256Base64(THEME_INIT_SCRIPT)}'`;

/**
 * Strict headers for every response. Scripts only from our origin, and the one inline script
 * whose hash is `themeScriptSource` (the pre-paint theme); inline styles are allowed because the
 * UI primitives set positioning styles at run time. News images come from the provider's CDNs
 * over https.
 *
 * Helmet works out the headers once, at start (docs/decisions/037, 043): the policy has no
 * per-request part (no nonces), so every response gets the same ones. They are set with one
 * `reply.headers()` call into Fastify's header object, which Fastify hands to `writeHead`;
 * running helmet's middleware per request cost 17 `setHeader` calls (each validating the name
 * and value) and sent every later header through Node's slower per-header path too.
 */
export async function securityHeaders(options: {
  https: boolean;
}): Promise<Readonly<Record<string, string>>> {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", themeScriptSource],
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
  // Helmet's one removal, X-Powered-By, is a header Fastify never sends: nothing to undo.
  return (await recordHeaders(applyHeaders)).headers;
}

/** Sets `headers` (from `securityHeaders`) on every answer of every route that does not opt out. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  headers: Readonly<Record<string, string>>,
) {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.securityHeaders !== false) reply.headers(headers);
    done();
  });
}

type Middleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/**
 * The headers helmet sets and removes, recorded from one run of its middleware on a response
 * that only takes notes. Helmet calls nothing but `setHeader` and `removeHeader` on it.
 */
export async function recordHeaders(
  middleware: Middleware,
): Promise<{ headers: Readonly<Record<string, string>>; removed: readonly string[] }> {
  const headers = new Map<string, string>();
  const removed = new Set<string>();
  const notes = {
    setHeader(name: string, value: unknown) {
      const key = name.toLowerCase();
      removed.delete(key);
      headers.set(key, String(value));
      return notes;
    },
    removeHeader(name: string) {
      const key = name.toLowerCase();
      headers.delete(key);
      removed.add(key);
    },
  };
  await new Promise<void>((resolve, reject) => {
    middleware({} as IncomingMessage, notes as unknown as ServerResponse, (error) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(),
    );
  });
  return { headers: Object.freeze(Object.fromEntries(headers)), removed: [...removed] };
}
