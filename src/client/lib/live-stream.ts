import {
  LIVE_CLOSE,
  LIVE_STREAM_PATH,
  serverMessageSchema,
  type ClientMessage,
  type LiveUserEvent,
} from '#shared/platform/live.ts';
import type { MarketDataProviderName } from '#shared/market-data/market-data-providers.ts';
import type { Quote } from '#shared/market-data/market-data.ts';

export type LiveStatus = 'connecting' | 'live' | 'delayed';

/** The parts of the browser's WebSocket we use; tests pass a fake. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export interface LiveStreamOptions {
  onQuote: (quote: Quote) => void;
  /** The signed-in user's data changed (only sent on a connection made with a session). */
  onUserEvent?: (event: LiveUserEvent) => void;
  createSocket?: (url: string) => SocketLike;
  url?: string;
  random?: () => number;
  /** First retry delay and the cap of the exponential back-off. */
  backoff?: { initialMs: number; maxMs: number };
  /**
   * Holds the first connection until this calls back (the app waits for the page to settle,
   * decision 044). Without it the stream connects as soon as it is wanted.
   */
  whenReady?: (ready: () => void) => void;
}

const OPEN = 1;
/**
 * Refused for too many open streams (LIVE_CLOSE.tooManyStreams): retrying at once is refused
 * again, so wait this long plus up to as much again of jitter, with prices shown as delayed.
 */
export const TOO_MANY_STREAMS_RETRY_MS = 60_000;

export function liveStreamUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${LIVE_STREAM_PATH}`;
}

/**
 * ONE WebSocket per tab. Screens subscribe to symbols (ref-counted, so two cards showing AAPL
 * share one subscription); the socket opens with the first subscription and reconnects with
 * exponential back-off and full jitter, or after the server's own `reconnect` hint.
 */
export class LiveStream {
  private socket: SocketLike | null = null;
  private readonly counts = new Map<string, number>();
  private status: LiveStatus = 'connecting';
  private provider: MarketDataProviderName | null = null;
  private readonly listeners = new Set<() => void>();
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private attempts = 0;
  private hintedDelayMs: number | null = null;
  private closed = false;
  /** False until `whenReady` has called back; a connection wanted before then waits. */
  private ready = false;
  private wantedBeforeReady = false;
  private readonly options: Required<LiveStreamOptions>;

  constructor(options: LiveStreamOptions) {
    this.options = {
      createSocket: (url) => new WebSocket(url),
      url: typeof window === 'undefined' ? LIVE_STREAM_PATH : liveStreamUrl(window.location),
      random: Math.random,
      backoff: { initialMs: 1000, maxMs: 30_000 },
      onUserEvent: () => undefined,
      whenReady: (ready) => ready(),
      ...options,
    };
    this.options.whenReady(() => {
      this.ready = true;
      if (this.wantedBeforeReady) this.ensureConnected();
    });
  }

  /** Watch these symbols until the returned function is called. */
  subscribe(symbols: readonly string[]): () => void {
    const added = [...new Set(symbols)].filter((symbol) => {
      const count = this.counts.get(symbol) ?? 0;
      this.counts.set(symbol, count + 1);
      return count === 0;
    });
    if (added.length > 0) this.send({ type: 'subscribe', symbols: added });
    this.ensureConnected();

    let done = false;
    return () => {
      if (done) return;
      done = true;
      const removed = [...new Set(symbols)].filter((symbol) => {
        const count = (this.counts.get(symbol) ?? 1) - 1;
        if (count <= 0) this.counts.delete(symbol);
        else this.counts.set(symbol, count);
        return count <= 0;
      });
      if (removed.length > 0) this.send({ type: 'unsubscribe', symbols: removed });
    };
  }

  getStatus = (): LiveStatus => this.status;
  getProvider = () => this.provider;

  onChange = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Who hears the user's events (the app's handler; it may change without a new stream). */
  setUserEventHandler(handler: LiveStreamOptions['onUserEvent']) {
    this.options.onUserEvent = handler ?? (() => undefined);
  }

  /**
   * Keep the socket open even with no symbol watched (a signed-in tab must hear its user's
   * events), and reconnect now: the server reads the session when the socket opens, so a
   * sign-in or sign-out needs a fresh connection.
   */
  restart() {
    if (this.closed) return;
    if (!this.ready) {
      this.wantedBeforeReady = true;
      return;
    }
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const old = this.socket;
    this.socket = null;
    old?.close();
    this.connect();
  }

  /** For tests and page teardown: no more reconnects. */
  close() {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.socket?.close();
    this.socket = null;
  }

  private ensureConnected() {
    if (this.socket || this.retryTimer || this.closed) return;
    if (!this.ready) {
      this.wantedBeforeReady = true;
      return;
    }
    this.connect();
  }

  private connect() {
    this.retryTimer = null;
    const socket = this.options.createSocket(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      this.attempts = 0;
      this.hintedDelayMs = null;
      const symbols = [...this.counts.keys()];
      if (symbols.length > 0) this.send({ type: 'subscribe', symbols });
      this.setStatus('live');
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = () => socket.close();
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.closed) return;
      this.setStatus('delayed');
      if (event.code === LIVE_CLOSE.tooManyStreams) {
        this.hintedDelayMs =
          TOO_MANY_STREAMS_RETRY_MS + this.options.random() * TOO_MANY_STREAMS_RETRY_MS;
      }
      this.scheduleReconnect();
    };
  }

  private receive(data: unknown) {
    if (typeof data !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const message = serverMessageSchema.safeParse(json);
    if (!message.success) return;
    switch (message.data.type) {
      case 'hello':
        this.provider = message.data.provider;
        this.emit();
        break;
      case 'quote':
        this.options.onQuote(message.data.quote);
        break;
      case 'user-event':
        this.options.onUserEvent(message.data.event);
        break;
      case 'reconnect':
        this.hintedDelayMs = message.data.afterMs;
        break;
      case 'error':
        console.warn('Live stream:', message.data.message);
        break;
    }
  }

  private scheduleReconnect() {
    const { initialMs, maxMs } = this.options.backoff;
    const ceiling = Math.min(maxMs, initialMs * 2 ** this.attempts);
    this.attempts += 1;
    // A server that said when to come back is believed (plus a little jitter so tabs spread
    // out); otherwise full jitter over the back-off window.
    const delay =
      this.hintedDelayMs !== null
        ? this.hintedDelayMs + this.options.random() * initialMs
        : this.options.random() * ceiling;
    this.hintedDelayMs = null;
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  private send(message: ClientMessage) {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  private setStatus(status: LiveStatus) {
    if (status === this.status) return;
    this.status = status;
    this.emit();
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }
}
