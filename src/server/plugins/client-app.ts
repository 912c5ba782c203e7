import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  SESSION_COOKIE_HINTS,
  SESSION_COOKIE_META,
  type SessionCookieHint,
} from '../../shared/accounts.contract.ts';
import { carriesSessionCookie } from '../auth/sessions.ts';
import { acceptsEncoding } from './accept-encoding.ts';

/** The service worker the build writes (pwa.config.ts): a new deploy must be seen at once. */
const SERVICE_WORKER_FILE = 'sw.js';

type EncodedPage = Record<'br' | 'gzip' | 'identity', Buffer>;

/**
 * index.html with the session-cookie hint (decisions 060 and 064), in each encoding a browser may
 * take: made once at start-up, as the build pre-compresses the plain page.
 */
function pageWithSessionHint(html: string, hint: SessionCookieHint): EncodedPage {
  const page = html.replace(
    '</head>',
    `<meta name="${SESSION_COOKIE_META}" content="${SESSION_COOKIE_HINTS[hint]}" /></head>`,
  );
  return { br: brotliCompressSync(page), gzip: gzipSync(page), identity: Buffer.from(page) };
}

/**
 * What the page may be told of this request's session cookie. Nothing when it is not the browser
 * loading the page itself: the service worker storing its app shell (whose copy must say nothing
 * of one visit's cookies) or a fetch from script. "Sent" only lets the page ask for data sooner,
 * so a browser that sends no Sec-Fetch-Dest gets it too; "not sent" lets the page skip the
 * session check, so it needs the browser's word that this is a top-level navigation.
 */
function sessionHint(request: FastifyRequest): SessionCookieHint | undefined {
  const destination = request.headers['sec-fetch-dest'];
  if (carriesSessionCookie(request)) {
    return destination === undefined || destination === 'document' ? 'sent' : undefined;
  }
  const navigating = destination === 'document' && request.headers['sec-fetch-mode'] === 'navigate';
  return navigating ? 'not-sent' : undefined;
}

/**
 * Serves the built SPA. Hashed files under /assets are immutable for a year; everything else
 * (index.html, the tab icon, the web app manifest) is revalidated, and the service worker is
 * never used from the HTTP cache. Pre-compressed .br/.gz siblings from the build are sent when
 * the browser accepts them.
 */
export async function registerClientApp(app: FastifyInstance, clientDir: string) {
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The client is not built (${indexFile} is missing): run "npm run build".`);
  }
  const html = readFileSync(indexFile, 'utf8');
  const hinted: Record<SessionCookieHint, EncodedPage> = {
    sent: pageWithSessionHint(html, 'sent'),
    'not-sent': pageWithSessionHint(html, 'not-sent'),
  };
  await app.register(fastifyStatic, {
    root: clientDir,
    preCompressed: true,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      if (path.basename(filePath) === SERVICE_WORKER_FILE) {
        res.setHeader('cache-control', 'no-cache');
      } else {
        res.setHeader(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        );
      }
      if (filePath.endsWith('.webmanifest'))
        res.setHeader('content-type', 'application/manifest+json');
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // A missing API route or build file is a real 404 (a browser must not run HTML as JS);
    // any other path is a page of the SPA, whose router sends unknown ones to /.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|assets)(\/|$)/.test(pathname);
    if (!isPage) {
      return reply.code(404).send({
        error: {
          code: 'not-found',
          message: `No route for ${request.method} ${pathname}`,
          requestId: request.id,
        },
      });
    }
    reply.header('cache-control', 'no-cache');
    const hint = sessionHint(request);
    if (hint) {
      const accepted = request.headers['accept-encoding'];
      const encoding = (['br', 'gzip'] as const).find((coding) =>
        acceptsEncoding(accepted, coding),
      );
      reply
        .header('vary', 'Cookie, Sec-Fetch-Dest, Sec-Fetch-Mode, Accept-Encoding')
        .type('text/html; charset=utf-8');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(hinted[hint][encoding ?? 'identity']);
    }
    // The same address answers differently with a session cookie or as a navigation (above).
    reply.header('vary', 'Cookie, Sec-Fetch-Dest, Sec-Fetch-Mode');
    return reply.sendFile('index.html');
  });
}
