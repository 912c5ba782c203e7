import type { WebSocket } from 'ws';
import {
  clientMessageSchema,
  LIVE_CLOSE,
  LIVE_MAX_SYMBOLS,
  type ServerMessage,
} from '#shared/platform/live.ts';
import type { Quote } from '#shared/market-data/market-data.ts';
import type { MarketDataProviderName } from '#shared/market-data/market-data-providers.ts';
import type { Metrics } from '../../observability/metrics.ts';
import { createPacedQueue, type PacedQueueOptions } from './paced-queue.ts';
import { createWatchedSymbols, type WatchedListener } from './watched-symbols.ts';

// The open live streams: which socket watches which symbols, and fan-out of each fresh quote
// to exactly the sockets watching it (serialised once per quote, not once per socket).
// Accounts add user events through sendToUser; their message variants join ServerMessage.

/** ServerMessage, or a variant the accounts feature adds to serverMessageSchema. */
export type LiveMessage = ServerMessage | { type: string; [key: string]: unknown };

/** A socket this far behind is not sent more quotes until it drains (slow consumer). */
const MAX_BUFFERED_BYTES = 1 << 20;
/**
 * A socket with this many messages waiting in the hub's queue is paused (TCP pushes back) until
 * they are handled: a client sending faster than its turns must not grow the queue without end.
 */
const MAX_QUEUED_MESSAGES = 8;
const OPEN = 1;

interface Client {
  socket: WebSocket;
  address: string;
  user: LiveUser | null;
  symbols: Set<string>;
  alive: boolean;
  /** Its messages waiting in the paced queue. */
  queued: number;
}

/** Who opened a stream: the signed-in user and the session the upgrade request carried. */
export interface LiveUser {
  id: string;
  sessionId: string;
}

/** Caps against one client tying up the process (docs/decisions/013-live-stream-abuse.md). */
export interface LiveLimits {
  /** Open streams per client address (rateLimitAddress: IPv4, or the IPv6 /64). */
  streamsPerAddress: number;
  /** Open streams per signed-in user, over all their devices and tabs. */
  streamsPerUser: number;
  /** Distinct symbols watched by the whole process. */
  watchedSymbols: number;
}

/**
 * A family behind one NAT with a few devices and several tabs each stays well under 32; one
 * user's phone, laptop and tabs under 16. 10,000 symbols is 100 full tabs of distinct ones,
 * far beyond what real pages watch, and bounds the memory and polling set an attacker can grow.
 */
export const DEFAULT_LIVE_LIMITS: LiveLimits = {
  streamsPerAddress: 32,
  streamsPerUser: 16,
  watchedSymbols: 10_000,
};

export interface LiveHubOptions {
  provider: MarketDataProviderName;
  heartbeatMs: number;
  /** Cached quotes to send at once for newly watched symbols (no upstream call). */
  snapshot: (symbols: readonly string[]) => Quote[];
  /** Counts open streams (the app's Metrics). */
  metrics?: Pick<Metrics, 'streamsOpened' | 'streamsClosed'>;
  limits?: Partial<LiveLimits>;
  /** How much of a burst of messages and closes one event-loop turn handles (LIVE_PACE). */
  pace?: PacedQueueOptions;
}

/**
 * A subscribe of 100 symbols costs about 0.2 ms, a close's clean-up less: a turn of the hub's
 * queue stays near 2 ms, and a request waits that long per turn behind 1,000 sockets' burst,
 * not for the burst (docs/decisions/013-live-stream-abuse.md).
 */
export const LIVE_PACE: PacedQueueOptions = { perTurn: 8, budgetMs: 2 };

export interface LiveHub {
  /** Takes over the socket, or closes it with LIVE_CLOSE.tooManyStreams past a cap. */
  attach(socket: WebSocket, from: { address: string; user: LiveUser | null }): void;
  publish(quote: Quote): void;
  sendToUser(userId: string, message: LiveMessage): void;
  /**
   * Sends `signed-out` and closes (LIVE_CLOSE.signedOut) the user's streams: those of one
   * session when `sessionId` is given (a sign-out), else all of them (revocation, deletion).
   */
  endSessions(userId: string, sessionId?: string): void;
  /** The watched set now; follow it with onWatchedChange. */
  watchedSymbols(): string[];
  /** Incremental: each call carries only the symbols that changed. */
  onWatchedChange(listener: WatchedListener): () => void;
  connectionCount(): number;
  /** Tells every socket to reconnect after about `afterMs`, then closes it (1012). */
  shutdown(afterMs?: number): void;
}

export function createLiveHub(options: LiveHubOptions): LiveHub {
  const limits = { ...DEFAULT_LIVE_LIMITS, ...options.limits };
  const clients = new Set<Client>();
  const byUser = new Map<string, Set<Client>>();
  const perAddress = new Map<string, number>();
  const watched = createWatchedSymbols<Client>(limits.watchedSymbols);
  // Messages and close clean-ups run through one first-in-first-out queue, a bounded amount
  // per turn; a job of a socket that has since closed is skipped (its clean-up comes after).
  const paced = createPacedQueue(options.pace ?? LIVE_PACE);

  // Encoded once per message: ws would otherwise convert a string for every socket.
  const send = (client: Client, data: Buffer) => {
    if (client.socket.readyState === OPEN && client.socket.bufferedAmount < MAX_BUFFERED_BYTES) {
      client.socket.send(data, { binary: false });
    }
  };
  const encode = (message: LiveMessage) => Buffer.from(JSON.stringify(message));
  const sendMessage = (client: Client, message: LiveMessage) => send(client, encode(message));

  const watch = (client: Client, symbols: readonly string[]) => {
    const added = symbols.filter((s) => !client.symbols.has(s));
    if (client.symbols.size + added.length > LIVE_MAX_SYMBOLS) {
      sendMessage(client, {
        type: 'error',
        message: `Too many symbols: at most ${LIVE_MAX_SYMBOLS} per connection`,
      });
      return;
    }
    if (watched.watch(client, added) === 'process-cap') {
      sendMessage(client, {
        type: 'error',
        message: 'The server is watching too many symbols right now; nothing was added',
      });
      return;
    }
    for (const symbol of added) client.symbols.add(symbol);
    for (const quote of options.snapshot(added)) sendMessage(client, { type: 'quote', quote });
  };

  const unwatch = (client: Client, symbols: readonly string[]) => {
    const present = symbols.filter((s) => client.symbols.delete(s));
    watched.unwatch(client, present);
  };

  const refuse = (client: Client): string | null => {
    if ((perAddress.get(client.address) ?? 0) >= limits.streamsPerAddress) {
      return 'Too many live streams from this address';
    }
    if (client.user && (byUser.get(client.user.id)?.size ?? 0) >= limits.streamsPerUser) {
      return 'Too many live streams for this account';
    }
    return null;
  };

  const register = (client: Client) => {
    clients.add(client);
    perAddress.set(client.address, (perAddress.get(client.address) ?? 0) + 1);
    if (!client.user) return;
    let own = byUser.get(client.user.id);
    if (!own) byUser.set(client.user.id, (own = new Set()));
    own.add(client);
  };

  /** Idempotent: endSessions forgets a client before its socket's 'close' event. */
  const unregister = (client: Client) => {
    if (!clients.delete(client)) return;
    const count = (perAddress.get(client.address) ?? 1) - 1;
    if (count > 0) perAddress.set(client.address, count);
    else perAddress.delete(client.address);
    if (!client.user) return;
    const own = byUser.get(client.user.id);
    own?.delete(client);
    if (own?.size === 0) byUser.delete(client.user.id);
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
    attach(socket, from) {
      const client: Client = { socket, ...from, symbols: new Set(), alive: true, queued: 0 };
      const refused = refuse(client);
      if (refused) return socket.close(LIVE_CLOSE.tooManyStreams, refused);
      register(client);
      options.metrics?.streamsOpened();
      socket.on('pong', () => (client.alive = true));
      socket.on('message', (data, isBinary) => {
        client.alive = true;
        if (++client.queued === MAX_QUEUED_MESSAGES) socket.pause();
        paced.push(() => {
          if (--client.queued === 0 && socket.isPaused) socket.resume();
          if (!clients.has(client)) return;
          if (isBinary) return sendMessage(client, { type: 'error', message: 'Send text frames' });
          onMessage(client, data.toString());
        });
      });
      socket.on('close', () => {
        unregister(client);
        options.metrics?.streamsClosed();
        // O(this socket's symbols, at most LIVE_MAX_SYMBOLS): its own set is the only one walked.
        paced.push(() => watched.unwatch(client, client.symbols));
      });
      sendMessage(client, { type: 'hello', provider: options.provider });
    },
    publish(quote) {
      const set = watched.watchersOf(quote.symbol);
      if (!set) return;
      const data = encode({ type: 'quote', quote });
      for (const client of set) send(client, data);
    },
    sendToUser(userId, message) {
      const own = byUser.get(userId);
      if (!own) return;
      const data = encode(message);
      for (const client of own) send(client, data);
    },
    endSessions(userId, sessionId) {
      const data = encode({ type: 'user-event', event: { type: 'signed-out' } });
      for (const client of [...(byUser.get(userId) ?? [])]) {
        if (sessionId !== undefined && client.user?.sessionId !== sessionId) continue;
        send(client, data);
        client.socket.close(LIVE_CLOSE.signedOut, 'Signed out');
        // Forgotten at once: its user must not hear events before the close handshake ends.
        unregister(client);
      }
    },
    watchedSymbols: () => watched.snapshot(),
    onWatchedChange: (listener) => watched.onChange(listener),
    connectionCount: () => clients.size,
    shutdown(afterMs = 1_000) {
      clearInterval(heartbeat);
      paced.clear();
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
