import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ECB_FIXTURE, type FixtureDay } from './fixture.ts';

// A local ECB serving the euro reference rates files as the real one writes them: a
// gesmes:Envelope with the two namespaces, subject and sender, then one Cube time=… per
// publication day, newest first, tab-indented, attributes in single quotes. eurofxref-daily.xml
// holds the last day, eurofxref-hist-90d.xml the days of the last 90, eurofxref-hist.xml all.
// It counts the requests of each file and can fail as an outage would.

export type FakeEcbFault = null | 'down' | '500' | 'html';

export interface FakeEcbOptions {
  days?: readonly FixtureDay[];
  /** The fake's clock: which days the 90-day file holds. */
  now?: () => number;
}

export interface FakeEcb {
  /** http://127.0.0.1:PORT/stats/eurofxref, what ECB_BASE_URL takes. */
  baseUrl: string;
  /** Requests for a file ('eurofxref-hist.xml'), or all. */
  requestCount(file?: string): number;
  resetCounts(): void;
  setFault(fault: FakeEcbFault): void;
  /** Serves this body for every file instead (a broken or tampered answer). */
  setBody(body: string | null): void;
  /** Holds every answer until the returned function is called. */
  hold(): () => void;
  close(): Promise<void>;
}

const PATH = '/stats/eurofxref/';
const DAY_MS = 86_400_000;

/** A file's text in the ECB's layout, for `days` in any order. */
export function ecbXml(days: readonly FixtureDay[]): string {
  const newestFirst = [...days].sort((a, b) => (a.date < b.date ? 1 : -1));
  const cubes = newestFirst.map(
    (day) =>
      `\t\t<Cube time='${day.date}'>\n` +
      Object.entries(day.rates)
        .map(([currency, rate]) => `\t\t\t<Cube currency='${currency}' rate='${rate}'/>\n`)
        .join('') +
      '\t\t</Cube>\n',
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" ' +
    'xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">\n' +
    '\t<gesmes:subject>Reference rates</gesmes:subject>\n' +
    '\t<gesmes:Sender>\n\t\t<gesmes:name>European Central Bank</gesmes:name>\n\t</gesmes:Sender>\n' +
    `\t<Cube>\n${cubes.join('')}\t</Cube>\n</gesmes:Envelope>`
  );
}

export async function startFakeEcb(options: FakeEcbOptions = {}): Promise<FakeEcb> {
  const days = options.days ?? ECB_FIXTURE;
  const now = options.now ?? Date.now;
  const counts = new Map<string, number>();
  let fault: FakeEcbFault = null;
  let body: string | null = null;
  let held: Promise<unknown> | null = null;

  function daysOf(file: string): readonly FixtureDay[] | null {
    if (file === 'eurofxref-hist.xml') return days;
    if (file === 'eurofxref-hist-90d.xml') {
      const since = new Date(now() - 90 * DAY_MS).toISOString().slice(0, 10);
      return days.filter((day) => day.date >= since);
    }
    if (file === 'eurofxref-daily.xml') {
      const last = [...days].sort((a, b) => (a.date < b.date ? 1 : -1))[0];
      return last ? [last] : [];
    }
    return null;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const file = path.startsWith(PATH) ? path.slice(PATH.length) : path;
    counts.set(file, (counts.get(file) ?? 0) + 1);
    if (held) await held;
    if (fault === 'down') return void response.socket?.destroy();
    if (fault === '500') return send(response, 500, 'text/html', '<h1>Internal Server Error</h1>');
    if (fault === 'html')
      return send(response, 200, 'text/html', '<html><body>Maintenance</body></html>');
    const served = daysOf(file);
    if (!path.startsWith(PATH) || !served) {
      return send(response, 404, 'text/html', '<html><body>Not Found</body></html>');
    }
    send(response, 200, 'text/xml', body ?? ecbXml(served));
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/stats/eurofxref`,
    requestCount: (file) =>
      file === undefined
        ? [...counts.values()].reduce((sum, count) => sum + count, 0)
        : (counts.get(file) ?? 0),
    resetCounts: () => counts.clear(),
    setFault: (next) => void (fault = next),
    setBody: (next) => void (body = next),
    hold() {
      let release: () => void = () => undefined;
      held = new Promise((resolve) => (release = () => resolve(undefined)));
      return () => {
        held = null;
        release();
      };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function send(response: ServerResponse, status: number, type: string, text: string) {
  response.writeHead(status, { 'content-type': `${type}; charset=UTF-8` });
  response.end(text);
}
