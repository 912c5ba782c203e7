import WebSocket from 'ws';
import type { Trade, TradeStream } from '../../provider.ts';
import { parseStreamMessage } from './parse.ts';

// Finnhub allows ONE WebSocket per key (a second one drops both) and about 50 symbols on it,
// and free connections drop now and then: so one lazily opened socket, a capped symbol set,
// and reconnects with exponential back-off and jitter that resubscribe everything.

export const MAX_STREAM_SYMBOLS = 50;

export interface FinnhubTradeStreamOptions {
  apiKey: string;
  wsUrl: string;
  log?: { warn(obj: object, msg?: string): void };
  /** First reconnect delay; doubles per failed attempt up to maxBackoffMs. */
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  /** Finnhub pings about once a minute; silence this long means a dead connection. */
  silenceTimeoutMs?: number;
  /** A connection that stayed up this long resets the back-off. */
  stableAfterMs?: number;
}

export interface FinnhubTradeStream extends TradeStream {
  /** The symbols the stream follows after the cap (for diagnostics and tests). */
  symbols(): string[];
  isConnected(): boolean;
}

export function createFinnhubTradeStream(options: FinnhubTradeStreamOptions): FinnhubTradeStream {
  const initialBackoffMs = options.initialBackoffMs ?? 1_000;
  const maxBackoffMs = options.maxBackoffMs ?? 60_000;
  const silenceTimeoutMs = options.silenceTimeoutMs ?? 150_000;
  const stableAfterMs = options.stableAfterMs ?? 30_000;
  const url = new URL(options.wsUrl);
  url.searchParams.set('token', options.apiKey);

  const listeners = new Set<(trades: Trade[]) => void>();
  /** What we follow, at most MAX_STREAM_SYMBOLS, in the order asked for. */
  const wanted = new Set<string>();
  /** Asked for beyond the cap: promoted, oldest first, as wanted symbols are removed. */
  const waiting = new Set<string>();
  /** What the current socket has been told to follow. */
  const subscribed = new Set<string>();
  let socket: WebSocket | null = null;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let silenceTimer: NodeJS.Timeout | null = null;
  let attempt = 0;
  let closed = false;

  function send(type: 'subscribe' | 'unsubscribe', symbol: string): void {
    socket?.send(JSON.stringify({ type, symbol }));
  }

  /** Bounded by MAX_STREAM_SYMBOLS both ways (subscribed and wanted never exceed it). */
  function syncSubscriptions(): void {
    if (socket?.readyState !== WebSocket.OPEN) return;
    for (const symbol of [...subscribed]) {
      if (!wanted.has(symbol)) {
        send('unsubscribe', symbol);
        subscribed.delete(symbol);
      }
    }
    for (const symbol of wanted) {
      if (!subscribed.has(symbol)) {
        send('subscribe', symbol);
        subscribed.add(symbol);
      }
    }
  }

  function armSilenceTimer(ws: WebSocket): void {
    if (silenceTimer) clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => {
      options.log?.warn({ silenceMs: silenceTimeoutMs }, 'finnhub stream silent; reconnecting');
      ws.terminate();
    }, silenceTimeoutMs);
    silenceTimer.unref();
  }

  function connect(): void {
    if (closed || socket || wanted.size === 0) return;
    const ws = new WebSocket(url);
    socket = ws;
    let openedAt = 0;
    ws.on('open', () => {
      openedAt = Date.now();
      subscribed.clear();
      syncSubscriptions();
      armSilenceTimer(ws);
    });
    ws.on('message', (data: WebSocket.RawData) => {
      armSilenceTimer(ws);
      const message = parseStreamMessage(rawToString(data));
      if (message.type === 'trade' && message.trades.length > 0) {
        for (const listener of listeners) listener(message.trades);
      } else if (message.type === 'error') {
        options.log?.warn({ msg: message.msg }, 'finnhub stream error message');
      }
    });
    ws.on('error', (error: Error) => {
      // The URL carries the key, so log only the reason.
      options.log?.warn({ reason: error.message }, 'finnhub stream connection error');
    });
    ws.on('close', () => {
      if (socket === ws) socket = null;
      subscribed.clear();
      if (silenceTimer) clearTimeout(silenceTimer);
      silenceTimer = null;
      if (openedAt > 0 && Date.now() - openedAt >= stableAfterMs) attempt = 0;
      scheduleReconnect();
    });
  }

  function scheduleReconnect(): void {
    if (closed || reconnectTimer || wanted.size === 0) return;
    const ceiling = Math.min(maxBackoffMs, initialBackoffMs * 2 ** attempt);
    // Jitter in [ceiling/2, ceiling] so many servers sharing an outage do not return together.
    const delay = ceiling / 2 + Math.random() * (ceiling / 2);
    attempt += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      connect();
    }, delay);
    reconnectTimer.unref();
  }

  return {
    changeSymbols({ added, removed }) {
      const dropped: string[] = [];
      for (const raw of removed) {
        const symbol = raw.trim().toUpperCase();
        waiting.delete(symbol);
        if (!wanted.delete(symbol)) continue;
        const [next] = waiting;
        if (next !== undefined) {
          waiting.delete(next);
          wanted.add(next);
        }
      }
      for (const raw of added) {
        const symbol = raw.trim().toUpperCase();
        if (symbol === '' || wanted.has(symbol)) continue;
        if (wanted.size < MAX_STREAM_SYMBOLS) wanted.add(symbol);
        else if (!waiting.has(symbol)) {
          waiting.add(symbol);
          dropped.push(symbol);
        }
      }
      if (dropped.length > 0) {
        options.log?.warn(
          { dropped },
          `finnhub stream follows at most ${MAX_STREAM_SYMBOLS} symbols`,
        );
      }
      if (closed) return;
      if (socket) syncSubscriptions();
      else if (!reconnectTimer) connect();
    },
    onTrade(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    symbols: () => [...wanted],
    isConnected: () => socket?.readyState === WebSocket.OPEN,
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      if (silenceTimer) clearTimeout(silenceTimer);
      reconnectTimer = null;
      silenceTimer = null;
      const ws = socket;
      socket = null;
      listeners.clear();
      if (!ws || ws.readyState === WebSocket.CLOSED) return;
      await new Promise<void>((resolve) => {
        ws.once('close', () => resolve());
        if (ws.readyState === WebSocket.CONNECTING) ws.terminate();
        else ws.close();
        // A peer that never answers the close handshake must not hold shutdown up.
        setTimeout(() => {
          ws.terminate();
          resolve();
        }, 2_000).unref();
      });
    },
  };
}

function rawToString(data: WebSocket.RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}
