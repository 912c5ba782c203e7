import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { nyDate } from '#shared/market-data/market-hours.ts';
import { route, tickerOf } from './routes.ts';

// A faithful local Tiingo for the tiingo provider's tests and the benchmarks (research note on
// Tiingo; its checklist §9): token in a header or ?token=, 403 `{"detail": …}` without one,
// Starter's limits per clock hour and per New York day (429 JSON, no Retry-After), the
// 500-symbols-a-month cap answered as a 200 text/plain message, and end-of-day rows with
// dividends and splits. It counts every request, and the most it served in any clock hour.

export type FakeTiingoFault = null | 'down' | '500' | 'html';

export interface FakeTiingoOptions {
  apiKey?: string;
  /** Starter: 50 an hour, 1,000 a day, 500 new symbols a month. */
  perHourLimit?: number;
  perDayLimit?: number;
  symbolsPerMonth?: number;
  /** The fake's clock (publication times, limit windows); default Date.now. */
  now?: () => number;
}

export interface FakeTiingo {
  /** http://127.0.0.1:PORT */
  baseUrl: string;
  apiKey: string;
  /** Requests received for paths starting with `prefix` ('/tiingo/daily', '/iex'), or all. */
  requestCount(prefix?: string): number;
  /** Requests answered 429 or with the symbol-cap message. */
  refusedCount(): number;
  /** The most requests received within one clock hour. */
  peakPerHour(): number;
  /** Distinct tickers asked about this month. */
  symbolsThisMonth(): number;
  resetCounts(): void;
  setFault(fault: FakeTiingoFault): void;
  close(): Promise<void>;
}

const HOUR_MS = 3_600_000;
const HOURLY_TEXT =
  'Error: You have run over your hourly request allocation. Please upgrade at https://api.tiingo.com/pricing to have your limits increased.';
const DAILY_TEXT =
  'Error: You have run over your daily request allocation. Please upgrade at https://api.tiingo.com/pricing to have your limits increased.';
const SYMBOL_CAP_TEXT =
  'You have run over your 500 symbol look up for this month. Please upgrade at https://api.tiingo.com/pricing to have your limits increased.';

export async function startFakeTiingo(options: FakeTiingoOptions = {}): Promise<FakeTiingo> {
  const apiKey = options.apiKey ?? 'fake-tiingo-key';
  const now = options.now ?? Date.now;
  const perHour = options.perHourLimit ?? 50;
  const perDay = options.perDayLimit ?? 1_000;
  const symbolCap = options.symbolsPerMonth ?? 500;
  const counts = new Map<string, number>();
  const perHourSeen = new Map<number, number>();
  const hourWindow = { id: -1, calls: 0 };
  const dayWindow = { id: '', calls: 0 };
  const month = { id: '', symbols: new Set<string>() };
  let refused = 0;
  let fault: FakeTiingoFault = null;

  function handle(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://fake');
    const path = url.pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    if (fault === 'down') return void response.socket?.destroy();
    if (fault === '500') return send(response, 500, 'text/html', '<h1>Server Error (500)</h1>');
    if (fault === 'html') return send(response, 502, 'text/html', '<html>Bad Gateway</html>');

    const header = request.headers.authorization;
    const token =
      url.searchParams.get('token') ??
      (typeof header === 'string' ? /^Token\s+(.+)$/i.exec(header)?.[1] : undefined);
    if (!token) return sendJson(response, 403, { detail: 'Please supply a token' });
    if (token !== apiKey) return sendJson(response, 403, { detail: 'Invalid token.' });

    const at = now();
    const hour = Math.floor(at / HOUR_MS);
    perHourSeen.set(hour, (perHourSeen.get(hour) ?? 0) + 1);
    if (hourWindow.id !== hour) Object.assign(hourWindow, { id: hour, calls: 0 });
    const day = nyDate(new Date(at));
    if (dayWindow.id !== day) Object.assign(dayWindow, { id: day, calls: 0 });
    hourWindow.calls += 1;
    dayWindow.calls += 1;
    if (hourWindow.calls > perHour) {
      refused += 1;
      return sendJson(response, 429, { detail: HOURLY_TEXT });
    }
    if (dayWindow.calls > perDay) {
      refused += 1;
      return sendJson(response, 429, { detail: DAILY_TEXT });
    }
    const ticker = tickerOf(path);
    const monthId = day.slice(0, 7);
    if (month.id !== monthId) Object.assign(month, { id: monthId, symbols: new Set() });
    if (ticker && !month.symbols.has(ticker)) {
      if (month.symbols.size >= symbolCap) {
        refused += 1;
        return send(response, 200, 'text/plain', SYMBOL_CAP_TEXT);
      }
      month.symbols.add(ticker);
    }
    const reply = route(path, url.searchParams, at);
    if (reply.contentType) {
      return send(response, reply.status, reply.contentType, String(reply.body));
    }
    sendJson(response, reply.status, reply.body);
  }

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey,
    requestCount: (prefix) =>
      [...counts]
        .filter(([path]) => prefix === undefined || path.startsWith(prefix))
        .reduce((sum, [, n]) => sum + n, 0),
    refusedCount: () => refused,
    peakPerHour: () => Math.max(0, ...perHourSeen.values()),
    symbolsThisMonth: () => month.symbols.size,
    resetCounts() {
      counts.clear();
      perHourSeen.clear();
      refused = 0;
    },
    setFault(next) {
      fault = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  send(response, status, 'application/json', JSON.stringify(body));
}

function send(response: ServerResponse, status: number, contentType: string, body: string) {
  // Like Tiingo: no Retry-After, no rate-limit headers, even on a 429.
  response.writeHead(status, {
    'content-type': contentType,
    allow: 'GET, HEAD, OPTIONS',
    vary: 'Accept, Cookie',
  });
  response.end(body);
}
