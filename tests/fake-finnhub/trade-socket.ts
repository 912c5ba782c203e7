import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';

// Finnhub's trade stream as app authors measured it: `{type:'ping'}` about once a minute,
// trades only for subscribed symbols, an error past 50 symbols, and ONE connection per key
// (opening a second drops both).

export const SYMBOL_LIMIT = 50;

export interface FakeTrade {
  s: string;
  p: number;
  t: number;
  v: number;
}

export interface FakeTradeSocket {
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer, key: string): void;
  sendTrades(trades: FakeTrade[]): void;
  connections(): number;
  /** Symbols each open connection follows. */
  subscriptions(): string[][];
  /** Drops every connection, as Finnhub does now and then on free keys. */
  dropAll(): void;
  close(): Promise<void>;
}

export function createFakeTradeSocket(options: { pingIntervalMs: number }): FakeTradeSocket {
  const wss = new WebSocketServer({ noServer: true });
  const symbolsOf = new Map<WebSocket, Set<string>>();
  const keyOf = new Map<WebSocket, string>();

  const pinger = setInterval(() => {
    for (const ws of symbolsOf.keys()) send(ws, { type: 'ping' });
  }, options.pingIntervalMs);
  pinger.unref();

  function send(ws: WebSocket, message: unknown): void {
    if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
  }

  function onMessage(ws: WebSocket, raw: string): void {
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    if (typeof message !== 'object' || message === null) return;
    const { type, symbol } = message as { type?: unknown; symbol?: unknown };
    const symbols = symbolsOf.get(ws);
    if (!symbols || typeof symbol !== 'string') return;
    if (type === 'subscribe' && !symbols.has(symbol)) {
      // The real message does not say which symbol was refused.
      if (symbols.size >= SYMBOL_LIMIT) {
        send(ws, { type: 'error', msg: 'Subscribing to too many symbols' });
      } else symbols.add(symbol);
    } else if (type === 'unsubscribe') symbols.delete(symbol);
  }

  return {
    handleUpgrade(request, socket, head, key) {
      wss.handleUpgrade(request, socket, head, (ws) => {
        const sameKey = [...keyOf].filter(([, other]) => other === key).map(([open]) => open);
        symbolsOf.set(ws, new Set());
        keyOf.set(ws, key);
        ws.on('message', (data) => onMessage(ws, String(data)));
        ws.on('close', () => {
          symbolsOf.delete(ws);
          keyOf.delete(ws);
        });
        if (sameKey.length > 0) {
          for (const open of [...sameKey, ws]) open.terminate();
        }
      });
    },
    sendTrades(trades) {
      for (const [ws, symbols] of symbolsOf) {
        const data = trades
          .filter((trade) => symbols.has(trade.s))
          .map((trade) => ({ c: ['1', '12'], ...trade }));
        if (data.length > 0) send(ws, { data, type: 'trade' });
      }
    },
    connections: () =>
      [...symbolsOf.keys()].filter((ws) => ws.readyState === WebSocket.OPEN).length,
    subscriptions: () =>
      [...symbolsOf]
        .filter(([ws]) => ws.readyState === WebSocket.OPEN)
        .map(([, symbols]) => [...symbols].sort()),
    dropAll() {
      for (const ws of symbolsOf.keys()) ws.terminate();
    },
    async close() {
      clearInterval(pinger);
      for (const ws of symbolsOf.keys()) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
