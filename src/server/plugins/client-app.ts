import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageSession } from '#shared/accounts/accounts.contract.ts';
import { carriesSessionCookie } from '../auth/sessions.ts';
import { acceptsEncoding } from './accept-encoding.ts';
import { loadPageRenderer } from './server-render.ts';

/** The service worker the build writes (pwa.config.ts): a new deploy must be seen at once. */
const SERVICE_WORKER_FILE = 'sw.js';

export interface ClientAppOptions {
  /** Who is signed in for a navigation's page: its session answer and user document. */
  pageSession(request: FastifyRequest): Promise<PageSession>;
}

type Encoding = 'br' | 'gzip' | 'identity';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A page, compressed per request off the event loop: brotli at a middle quality (a
 * 3 KB page compresses in well under a millisecond, within a few per cent of the best size).
 */
async function encodeNow(page: string, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br') {
    return brotliAsync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  return encoding === 'gzip' ? gzipAsync(page) : Buffer.from(page);
}

const encodingFor = (request: FastifyRequest): Encoding =>
  (['br', 'gzip'] as const).find((coding) =>
    acceptsEncoding(request.headers['accept-encoding'], coding),
  ) ?? 'identity';

function sendHtml(reply: FastifyReply, encoding: Encoding, body: Buffer) {
  reply.type('text/html; charset=utf-8');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(body);
}

/**
 * The browser loading a page itself, on its own word (Sec-Fetch-*): not the service worker
 * storing its app shell (whose copy must say nothing of one visit's session), a frame, or a
 * fetch from script. Only such a page is told who is signed in.
 */
const isNavigation = (request: FastifyRequest) =>
  request.headers['sec-fetch-dest'] === 'document' &&
  request.headers['sec-fetch-mode'] === 'navigate';

/**
 * Serves the built SPA. Hashed files under /assets are immutable for a year; everything else
 * (index.html, the tab icon, the web app manifest) is revalidated, and the service worker is
 * never used from the HTTP cache. Pre-compressed .br/.gz siblings from the build are sent when
 * the browser accepts them. Every other path is a page of the app: index.html, carrying who is
 * signed in when the browser navigates to it (decision 065).
 */
export async function registerClientApp(
  app: FastifyInstance,
  clientDir: string,
  options: ClientAppOptions,
) {
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The client is not built (${indexFile} is missing): run "npm run build".`);
  }
  const template = readFileSync(indexFile, 'utf8');
  const renderer = await loadPageRenderer(app, clientDir, template);
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
    // The same address answers differently with a session cookie or as a navigation (below).
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'Cookie, Sec-Fetch-Dest, Sec-Fetch-Mode');
    if (!isNavigation(request) || !renderer) return reply.sendFile('index.html');
    reply.header('vary', 'Cookie, Sec-Fetch-Dest, Sec-Fetch-Mode, Accept-Encoding');
    let page: string;
    try {
      // No session cookie: nobody is signed in, which is the same page for every visitor.
      const session = carriesSessionCookie(request)
        ? await options.pageSession(request)
        : { session: { user: null } };
      // One user's page: never kept by the browser's or anyone's HTTP cache (as /api/me).
      if (session.session.user !== null) reply.header('cache-control', 'no-store');
      page = await renderer.render(request, reply, session);
    } catch (error) {
      // The browser renders the page itself then, asking for what it shows (the app shell).
      request.log.warn({ err: error }, 'could not render the page on the server');
      return reply.sendFile('index.html');
    }
    const encoding = encodingFor(request);
    return sendHtml(reply, encoding, await encodeNow(page, encoding));
  });
}
