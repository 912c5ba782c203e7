import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_SESSION_ELEMENT_ID, type PageSession } from '../../shared/accounts.contract.ts';
import { carriesSessionCookie } from '../auth/sessions.ts';
import { acceptsEncoding } from './accept-encoding.ts';

/** The service worker the build writes (pwa.config.ts): a new deploy must be seen at once. */
const SERVICE_WORKER_FILE = 'sw.js';

export interface ClientAppOptions {
  /** The session answer and user document a navigation's page carries (decision 065). */
  pageSession(request: FastifyRequest): Promise<PageSession>;
}

type Encoding = 'br' | 'gzip' | 'identity';
type EncodedPage = Record<Encoding, Buffer>;

/**
 * JSON that can sit inside a <script> element: no "</script>", no "<!--", no line separators that
 * older parsers end a line at. Each escape is still the same JSON string for JSON.parse.
 */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** index.html carrying `answer` in its data block (PAGE_SESSION_ELEMENT_ID), read by the page. */
function pageWithSession(html: string, answer: PageSession): string {
  const block = `<script type="application/json" id="${PAGE_SESSION_ELEMENT_ID}">${jsonForScriptElement(answer)}</script>`;
  // A function, not a string: `$&` in a user's name must stay text, not a replacement pattern.
  return html.replace('</head>', () => `${block}</head>`);
}

/** The signed-out page in each encoding: made once at start-up, as the build compresses the plain one. */
function encodedOnce(page: string): EncodedPage {
  return { br: brotliCompressSync(page), gzip: gzipSync(page), identity: Buffer.from(page) };
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * One user's page, compressed per request off the event loop: brotli at a middle quality (a
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
  const html = readFileSync(indexFile, 'utf8');
  const signedOut = encodedOnce(pageWithSession(html, { session: { user: null } }));
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
    if (!isNavigation(request)) return reply.sendFile('index.html');
    reply.header('vary', 'Cookie, Sec-Fetch-Dest, Sec-Fetch-Mode, Accept-Encoding');
    const encoding = encodingFor(request);
    // No session cookie: nobody is signed in, which is the same page for every visitor.
    if (!carriesSessionCookie(request)) return sendHtml(reply, encoding, signedOut[encoding]);
    let answer: PageSession;
    try {
      answer = await options.pageSession(request);
    } catch (error) {
      // The page asks for itself and shows what fails then, as any page without the block.
      request.log.warn({ err: error }, 'could not read the session for the page');
      return reply.sendFile('index.html');
    }
    // One user's data: never kept by the browser's or anyone's HTTP cache (as /api/me).
    reply.header('cache-control', 'no-store');
    return sendHtml(reply, encoding, await encodeNow(pageWithSession(html, answer), encoding));
  });
}
