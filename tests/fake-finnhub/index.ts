import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HOLIDAYS } from './market-calendar.ts';
import { route, type CandleAccess } from './rest-routes.ts';
import type { SymbolShapes } from './shapes.ts';
import { createFakeTradeSocket, type FakeTrade } from './trade-socket.ts';

// A faithful local Finnhub (REST + trade WebSocket) for the finnhub provider's tests and the
// benchmarks. Behaviour follows Finnhub's real answers, quirks included; it counts every request it receives.

export type FakeFault = null | 'down' | 'slow' | '429-json' | '429-text' | 'html' | 'empty' | '500';

export interface FakeFaultOptions {
  /** REST paths the fault applies to, e.g. ['/quote']; default all (and '/ws' for 'down'). */
  paths?: string[];
  /** 'slow': how long before answering (default 30 s). */
  delayMs?: number;
  /** '429-json' / '429-text': the Retry-After header in seconds (omitted when not given). */
  retryAfterSeconds?: number;
  /** 'html': the status sent with the HTML page (default 502, like a proxy error page). */
  status?: number;
}

export interface FakeFinnhubOptions {
  apiKey?: string;
  /** Default: any free port. */
  port?: number;
  /** Calls per minute per key before 429 (Finnhub free: 60). */
  perMinuteLimit?: number;
  /** Trade-stream ping period (Finnhub: about a minute). */
  pingIntervalMs?: number;
  /**
   * 'none' (free key: 403, default), 'none-401' (2021's 401), 'none-text' (2020's 200 text),
   * 'premium' (candles served).
   */
  candleAccess?: CandleAccess;
}

export interface FakeFinnhub {
  /** http://127.0.0.1:PORT/api/v1 */
  baseUrl: string;
  /** ws://127.0.0.1:PORT/ws */
  wsUrl: string;
  apiKey: string;
  /** Requests received for one REST path ('/quote', '/stock/profile2'…) or all of them. */
  requestCount(path?: string): number;
  resetCounts(): void;
  setFault(fault: FakeFault, opts?: FakeFaultOptions): void;
  sendTrades(trades: FakeTrade[]): void;
  wsConnections(): number;
  /** Symbols each open stream connection follows (sorted). */
  wsSubscriptions(): string[][];
  /** Drops every stream connection, as Finnhub does now and then. */
  dropWsConnections(): void;
  /** Replaces the /news answer (null: back to the generated one). */
  setNews(items: unknown[] | null): void;
  /** Makes one symbol answer another real shape per endpoint (null: the default again). */
  setSymbolShape(symbol: string, shapes: SymbolShapes | null): void;
  /** Replaces /stock/market-status (e.g. closed during a session); null: computed again. */
  setMarketStatus(body: Record<string, unknown> | null): void;
  /** Replaces /stock/market-holiday's list; null: the published one again. */
  setHolidays(data: typeof HOLIDAYS | null): void;
  close(): Promise<void>;
}

const API_PREFIX = '/api/v1';
const LIMIT_TEXT = 'API limit reached. Please try again later.';

export async function startFakeFinnhub(options: FakeFinnhubOptions = {}): Promise<FakeFinnhub> {
  const apiKey = options.apiKey ?? 'fake-finnhub-key';
  const perMinuteLimit = options.perMinuteLimit ?? 60;
  const counts = new Map<string, number>();
  let fault: { kind: Exclude<FakeFault, null>; opts: FakeFaultOptions } | null = null;
  let newsOverride: unknown[] | null = null;
  const shapes = new Map<string, SymbolShapes>();
  let marketStatusOverride: Record<string, unknown> | null = null;
  let holidaysOverride: typeof HOLIDAYS | null = null;
  const window = { startMs: 0, calls: 0 };
  const slowTimers = new Set<NodeJS.Timeout>();
  const stream = createFakeTradeSocket({ pingIntervalMs: options.pingIntervalMs ?? 60_000 });

  function faultFor(path: string) {
    if (!fault) return null;
    const { paths } = fault.opts;
    return !paths || paths.includes(path) ? fault : null;
  }

  function handle(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://fake');
    const path = url.pathname.startsWith(API_PREFIX)
      ? url.pathname.slice(API_PREFIX.length)
      : url.pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const active = faultFor(path);
    if (active?.kind === 'slow') {
      const timer = setTimeout(() => {
        slowTimers.delete(timer);
        answer(url, path, request, response);
      }, active.opts.delayMs ?? 30_000);
      slowTimers.add(timer);
      return;
    }
    if (active) return sendFault(response, active.kind, active.opts);
    answer(url, path, request, response);
  }

  function answer(url: URL, path: string, request: IncomingMessage, response: ServerResponse) {
    const header = request.headers['x-finnhub-token'];
    const token = url.searchParams.get('token') ?? (typeof header === 'string' ? header : '');
    if (token !== apiKey) return sendJson(response, 401, { error: 'Invalid API key.' });
    const nowMs = Date.now();
    const minuteStart = Math.floor(nowMs / 60_000) * 60_000;
    if (window.startMs !== minuteStart) Object.assign(window, { startMs: minuteStart, calls: 0 });
    window.calls += 1;
    const headers = {
      'x-ratelimit-limit': String(perMinuteLimit),
      'x-ratelimit-remaining': String(Math.max(0, perMinuteLimit - window.calls)),
      'x-ratelimit-reset': String(minuteStart / 1000 + 60),
    };
    if (window.calls > perMinuteLimit) {
      return sendJson(response, 429, { error: `${LIMIT_TEXT} Remaining Limit: 0` }, headers);
    }
    const candleAccess = options.candleAccess ?? 'none';
    const reply = route(path, url.searchParams, {
      nowMs,
      candleAccess,
      newsOverride,
      shapes,
      marketStatusOverride,
      holidaysOverride,
    });
    if (typeof reply.body === 'string') {
      response.writeHead(reply.status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
      response.end(reply.body);
      return;
    }
    sendJson(response, reply.status, reply.body, headers);
  }

  const server = createServer(handle);
  server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    counts.set('/ws', (counts.get('/ws') ?? 0) + 1);
    if (url.pathname !== '/ws' || faultFor('/ws')?.kind === 'down') {
      socket.destroy();
      return;
    }
    if (url.searchParams.get('token') !== apiKey) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    stream.handleUpgrade(request, socket, head, apiKey);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}${API_PREFIX}`,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    apiKey,
    requestCount(path) {
      if (path === undefined) {
        return [...counts].filter(([p]) => p !== '/ws').reduce((sum, [, n]) => sum + n, 0);
      }
      const key = path.startsWith(API_PREFIX) ? path.slice(API_PREFIX.length) : path;
      return counts.get(key) ?? 0;
    },
    resetCounts: () => counts.clear(),
    setFault(kind, opts = {}) {
      fault = kind === null ? null : { kind, opts };
      if (kind === 'down' && (!opts.paths || opts.paths.includes('/ws'))) stream.dropAll();
    },
    sendTrades: (trades) => stream.sendTrades(trades),
    wsConnections: () => stream.connections(),
    wsSubscriptions: () => stream.subscriptions(),
    dropWsConnections: () => stream.dropAll(),
    setNews(items) {
      newsOverride = items;
    },
    setSymbolShape(symbol, symbolShapes) {
      if (symbolShapes === null) shapes.delete(symbol);
      else shapes.set(symbol, symbolShapes);
    },
    setMarketStatus(body) {
      marketStatusOverride = body;
    },
    setHolidays(data) {
      holidaysOverride = data;
    },
    async close() {
      for (const timer of slowTimers) clearTimeout(timer);
      slowTimers.clear();
      await stream.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Finnhub's Go encoder escapes &, < and > in strings as \u0026, \u003c, \u003e. */
function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const json = JSON.stringify(body)
    .replace(/&/g, '\\u0026')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e');
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(json);
}

function sendFault(
  response: ServerResponse,
  kind: Exclude<FakeFault, null | 'slow'>,
  opts: FakeFaultOptions,
): void {
  const retryAfter: Record<string, string> =
    opts.retryAfterSeconds === undefined ? {} : { 'retry-after': String(opts.retryAfterSeconds) };
  switch (kind) {
    case 'down':
      response.socket?.destroy();
      return;
    case '429-json':
      return sendJson(response, 429, { error: `${LIMIT_TEXT} Remaining Limit: 0` }, retryAfter);
    case '429-text':
      response.writeHead(429, { 'content-type': 'text/plain; charset=utf-8', ...retryAfter });
      response.end(LIMIT_TEXT);
      return;
    case 'html':
      response.writeHead(opts.status ?? 502, { 'content-type': 'text/html' });
      response.end(
        '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>',
      );
      return;
    case 'empty':
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '0' });
      response.end();
      return;
    case '500':
      response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Internal Server Error');
      return;
  }
}
