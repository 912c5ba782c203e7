import type { WebSocket } from 'ws';
import { clientMessageSchema, LIVE_MAX_SYMBOLS, type ServerMessage } from '../../../shared/live.ts';
import type { Quote } from '../../../shared/market-data.ts';
import type { Metrics } from '../../observability/metrics.ts';

// The open live streams: which socket watches which symbols, and fan-out of each fresh quote
// to exactly the sockets watching it (serialised once per quote, not once per socket).
// Accounts add user events through sendToUser; their message variants join ServerMessage.

/** ServerMessage, or a variant the accounts feature adds to serverMessageSchema. */
export type LiveMessage = ServerMessage | { type: string; [key: string]: unknown };

/** A socket this far behind is not sent more quotes until it drains (slow consumer). */
const MAX_BUFFERED_BYTES = 1 << 20;
const OPEN = 1;

interface Client {
  socket: WebSocket;
  userId: string | null;
  symbols: Set<string>;
  alive: boolean;
}

export interface LiveHubOptions {
  provider: 'simulated' | 'finnhub';
  heartbeatMs: number;
  /** Cached quotes to send at once for newly watched symbols (no upstream call). */
  snapshot: (symbols: readonly string[]) => Quote[];
  /** Counts open streams (the app's Metrics). */
  metrics?: Pick<Metrics, 'streamsOpened' | 'streamsClosed'>;
}

export interface LiveHub {
  attach(socket: WebSocket, userId: string | null): void;
  publish(quote: Quote): void;
  sendToUser(userId: string, message: LiveMessage): void;
  watchedSymbols(): string[];
  onWatchedChange(listener: (symbols: string[]) => void): () => void;
  connectionCount(): number;
  /** Tells every socket to reconnect after about `afterMs`, then closes it (1012). */
  shutdown(afterMs?: number): void;
}

export function createLiveHub(options: LiveHubOptions): LiveHub {
  const clients = new Set<Client>();
  const watchers = new Map<string, Set<Client>>();
  const listeners = new Set<(symbols: string[]) => void>();

  // Encoded once per message: ws would otherwise convert a string for every socket.
  const send = (client: Client, data: Buffer) => {
    if (client.socket.readyState === OPEN && client.socket.bufferedAmount < MAX_BUFFERED_BYTES) {
      client.socket.send(data, { binary: false });
    }
  };
  const encode = (message: LiveMessage) => Buffer.from(JSON.stringify(message));
  const sendMessage = (client: Client, message: LiveMessage) => send(client, encode(message));
  const notify = () => {
    const symbols = [...watchers.keys()];
    for (const listener of listeners) listener(symbols);
  };

  const watch = (client: Client, symbols: readonly string[]) => {
    const added = symbols.filter((s) => !client.symbols.has(s));
    if (client.symbols.size + added.length > LIVE_MAX_SYMBOLS) {
      sendMessage(client, {
        type: 'error',
        message: `Too many symbols: at most ${LIVE_MAX_SYMBOLS} per connection`,
      });
      return;
    }
    let changed = false;
    for (const symbol of added) {
      client.symbols.add(symbol);
      let set = watchers.get(symbol);
      if (!set) {
        set = new Set();
        watchers.set(symbol, set);
        changed = true;
      }
      set.add(client);
    }
    for (const quote of options.snapshot(added)) sendMessage(client, { type: 'quote', quote });
    if (changed) notify();
  };

  const unwatch = (client: Client, symbols: Iterable<string>) => {
    let changed = false;
    for (const symbol of [...symbols]) {
      client.symbols.delete(symbol);
      const set = watchers.get(symbol);
      if (!set) continue;
      set.delete(client);
      if (set.size === 0) {
        watchers.delete(symbol);
        changed = true;
      }
    }
    if (changed) notify();
  };

  const onMessage = (client: Client, raw: string) => {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return sendMessage(client, { type: 'error', message: 'Messages must be JSON' });
    }
    const parsed = clientMessageSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return sendMessage(client, {
        type: 'error',
        message: issue ? `${issue.path.join('.') || 'message'}: ${issue.message}` : 'Bad message',
      });
    }
    const symbols = [...new Set(parsed.data.symbols)];
    if (parsed.data.type === 'subscribe') watch(client, symbols);
    else unwatch(client, symbols);
  };

  const heartbeat = setInterval(() => {
    for (const client of clients) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }, options.heartbeatMs);
  heartbeat.unref();

  return {
    attach(socket, userId) {
      const client: Client = { socket, userId, symbols: new Set(), alive: true };
      clients.add(client);
      options.metrics?.streamsOpened();
      socket.on('pong', () => (client.alive = true));
      socket.on('message', (data, isBinary) => {
        client.alive = true;
        if (isBinary) return sendMessage(client, { type: 'error', message: 'Send text frames' });
        onMessage(client, data.toString());
      });
      socket.on('close', () => {
        clients.delete(client);
        options.metrics?.streamsClosed();
        unwatch(client, client.symbols);
      });
      sendMessage(client, { type: 'hello', provider: options.provider });
    },
    publish(quote) {
      const set = watchers.get(quote.symbol);
      if (!set) return;
      const data = encode({ type: 'quote', quote });
      for (const client of set) send(client, data);
    },
    sendToUser(userId, message) {
      const data = encode(message);
      for (const client of clients) if (client.userId === userId) send(client, data);
    },
    watchedSymbols: () => [...watchers.keys()],
    onWatchedChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    connectionCount: () => clients.size,
    shutdown(afterMs = 1_000) {
      clearInterval(heartbeat);
      for (const client of clients) {
        // Spread reconnects so a restart does not bring every tab back in the same instant.
        sendMessage(client, {
          type: 'reconnect',
          afterMs: afterMs + Math.floor(Math.random() * afterMs),
        });
        client.socket.close(1012, 'Server restarting');
      }
    },
  };
}
