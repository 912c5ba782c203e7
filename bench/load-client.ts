import http from 'node:http';
import WebSocket from 'ws';

// The load generator's side of one browser tab: HTTP with keep-alive and a cookie jar, a live
// stream, and every answer recorded per route template (never per URL) for the figures.

export interface RouteFigures {
  requests: number;
  p50Ms: number;
  p99Ms: number;
}

/** Latency samples and errors per route template, shared by every virtual user of a run. */
export class Recorder {
  private readonly samples = new Map<string, number[]>();
  private readonly errorCounts = new Map<string, number>();
  /** The first answer of each kind of error, to say what went wrong. */
  private readonly errorSamples = new Map<string, string>();
  recording = true;

  record(
    route: string,
    ms: number,
    status: number | 'network',
    expected: (s: number) => boolean,
    body = '',
  ) {
    if (!this.recording) return;
    let list = this.samples.get(route);
    if (!list) this.samples.set(route, (list = []));
    list.push(ms);
    if (status === 'network' || !expected(status)) {
      const key = `${route} → ${status}`;
      this.errorCounts.set(key, (this.errorCounts.get(key) ?? 0) + 1);
      if (!this.errorSamples.has(key)) this.errorSamples.set(key, body.slice(0, 300));
    }
  }

  /** A failure that is not an HTTP answer (a live stream that would not open). */
  error(what: string) {
    if (this.recording) this.errorCounts.set(what, (this.errorCounts.get(what) ?? 0) + 1);
  }

  /** Forgets every sample and error (the next phase of a run starts from nothing). */
  clear() {
    this.samples.clear();
    this.errorCounts.clear();
    this.errorSamples.clear();
  }

  /** Every sample of every route together. */
  allMs(): number[] {
    return [...this.samples.values()].flat();
  }

  totalRequests(): number {
    let total = 0;
    for (const list of this.samples.values()) total += list.length;
    return total;
  }

  routes(): Record<string, RouteFigures> {
    const figures: Record<string, RouteFigures> = {};
    for (const [route, list] of [...this.samples].sort(([a], [b]) => a.localeCompare(b))) {
      const sorted = [...list].sort((a, b) => a - b);
      figures[route] = {
        requests: sorted.length,
        p50Ms: percentile(sorted, 0.5),
        p99Ms: percentile(sorted, 0.99),
      };
    }
    return figures;
  }

  errors() {
    const byRouteAndStatus = Object.fromEntries([...this.errorCounts].sort());
    const total = [...this.errorCounts.values()].reduce((sum, n) => sum + n, 0);
    const samples = Object.fromEntries([...this.errorSamples].sort());
    return { total, byRouteAndStatus, samples };
  }
}

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 10) / 10;
}

export interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

const ok = (status: number) => status >= 200 && status < 400;

/** One browser: its keep-alive connections, cookies, client address (rate limits) and Origin. */
export class Tab {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    private readonly recorder: Recorder,
    /** A loopback address of its own (127.x.y.z), as distinct visitors would have. */
    private readonly localAddress = '127.0.0.1',
  ) {}

  async request(
    route: string,
    method: string,
    path: string,
    body?: unknown,
    expected: (status: number) => boolean = ok,
  ): Promise<Answer | null> {
    const started = performance.now();
    try {
      const answer = await this.send(method, path, body);
      const ms = performance.now() - started;
      this.recorder.record(route, ms, answer.status, expected, answer.body);
      return answer;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.recorder.record(route, performance.now() - started, 'network', expected, message);
      return null;
    }
  }

  get = (route: string, path: string) => this.request(route, 'GET', path);

  /** A file as the body (a CSV import), recorded like any other request. */
  async upload(route: string, path: string, file: string, expected = ok): Promise<Answer | null> {
    const started = performance.now();
    try {
      const answer = await this.send('POST', path, undefined, { file, type: 'text/csv' });
      this.recorder.record(
        route,
        performance.now() - started,
        answer.status,
        expected,
        answer.body,
      );
      return answer;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.recorder.record(route, performance.now() - started, 'network', expected, message);
      return null;
    }
  }

  private send(
    method: string,
    path: string,
    body?: unknown,
    raw?: { file: string; type: string },
  ): Promise<Answer> {
    const payload = raw ? raw.file : body === undefined ? undefined : JSON.stringify(body);
    const type = raw ? raw.type : 'application/json';
    const url = new URL(path, this.baseUrl);
    return new Promise((resolve, reject) => {
      const request = http.request(
        url,
        {
          method,
          agent: this.agent,
          localAddress: this.localAddress,
          headers: {
            origin: new URL(this.baseUrl).origin,
            ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
            ...(payload === undefined
              ? {}
              : {
                  'content-type': type,
                  'content-length': Buffer.byteLength(payload),
                }),
          },
          timeout: 30_000,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            this.remember(response.headers['set-cookie'] ?? []);
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              headers: response.headers,
            });
          });
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', reject);
      request.end(payload);
    });
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private remember(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (value === '' || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** Opens the tab's live stream; counts the messages it receives. */
  openStream(path: string): Promise<LiveStream> {
    const url = new URL(path, this.baseUrl);
    url.protocol = 'ws:';
    const socket = new WebSocket(url, {
      localAddress: this.localAddress,
      headers: {
        origin: new URL(this.baseUrl).origin,
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
      },
    });
    const stream: LiveStream = {
      messages: 0,
      watch(symbols) {
        if (socket.readyState === WebSocket.OPEN) {
          socket.send(JSON.stringify({ type: 'subscribe', symbols }));
        }
      },
      unwatch(symbols) {
        if (socket.readyState === WebSocket.OPEN) {
          socket.send(JSON.stringify({ type: 'unsubscribe', symbols }));
        }
      },
      close() {
        closing = true;
        socket.terminate();
      },
      closedEarly: false,
    };
    let opened = false;
    let closing = false;
    socket.on('message', () => (stream.messages += 1));
    socket.on('close', () => {
      if (opened && !closing) stream.closedEarly = true;
    });
    return new Promise((resolve, reject) => {
      socket.once('open', () => {
        opened = true;
        resolve(stream);
      });
      socket.once('error', reject);
    });
  }

  close() {
    this.agent.destroy();
  }
}

export interface LiveStream {
  messages: number;
  /** Set when the server closed the stream before the run ended. */
  closedEarly: boolean;
  watch(symbols: string[]): void;
  unwatch(symbols: string[]): void;
  close(): void;
}
