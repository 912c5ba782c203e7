import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { z } from 'zod/mini';
import { lazySchema } from '#shared/platform/lazy-schema.ts';
import type { Database } from '../db/database.ts';
import {
  userEventEnvelopeSchema,
  type UserEvent,
  type UserEventEnvelope,
} from '#shared/platform/user-events.ts';
import { createSeenEvents } from './seen-events.ts';
import {
  eventsAfter,
  eventsWithIds,
  latestEventId,
  pruneEvents,
  storeAndNotify,
  type SqlExecutor,
  type StoredUserEvent,
} from './user-events.repo.ts';

export type { SqlExecutor } from './user-events.repo.ts';

export const USER_EVENTS_CHANNEL = 'tickerdeck_user_events';
/** The listening connection's application_name (pg_stat_activity shows it). */
export const LISTENER_NAME = 'tickerdeck user events';

/** How long the outbox keeps an event: the longest gap a replay can fill. */
const RETENTION_MS = 24 * 3600_000;
const PRUNE_EVERY_MS = 10 * 60_000;
const REPLAY_PAGE = 2_000;

/** `sessionId`: the event concerns only that session of the user (a single sign-out). */
export type UserEventListener = (userId: string, event: UserEvent, sessionId?: string) => void;

export interface UserEventBus {
  /**
   * Stores the event and queues its NOTIFY on `executor`. Inside a transaction both happen on
   * commit and neither on rollback, so listeners never hear of a change that did not happen.
   */
  publish(
    executor: SqlExecutor,
    userId: string,
    event: UserEvent,
    sessionId?: string,
  ): Promise<void>;
  /** Every event of every user, from this and every other process. Returns unsubscribe. */
  subscribe(listener: UserEventListener): () => void;
  /**
   * Called once listening again after a gap, when the events published meanwhile have been
   * delivered: state kept from PostgreSQL may have changed in ways no event says. Returns
   * unsubscribe.
   */
  afterGap(listener: () => void): () => void;
  /** Resolves once the first LISTEN attempt is done (tests, boot logs). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

const notificationSchema = lazySchema(() =>
  z.object({
    id: z.number().check(z.int(), z.positive()),
    envelope: userEventEnvelopeSchema,
  }),
);

/**
 * User events across server processes (docs/decisions/077): each is stored in an outbox table
 * and NOTIFYed in the writing transaction. One dedicated connection listens (a pooled one would
 * be handed to queries). When it drops, it tries again at once whenever a pooled connection
 * opens, and at most `reconnectMaxMs` apart meanwhile; listening again, it first replays from
 * the outbox what it missed, in order, then tells `afterGap` listeners.
 */
export function createUserEventBus(options: {
  database: Database;
  log: FastifyBaseLogger;
  /** First wait before listening again; doubles up to `reconnectMaxMs` (default 1 s). */
  reconnectDelayMs?: number;
  reconnectMaxMs?: number;
}): UserEventBus {
  const { database, log } = options;
  const firstDelay = options.reconnectDelayMs ?? 100;
  const maxDelay = options.reconnectMaxMs ?? 1_000;
  const listeners = new Set<UserEventListener>();
  const gapListeners = new Set<() => void>();
  const seen = createSeenEvents();
  let client: pg.Client | undefined;
  let closed = false;
  let connecting: Promise<void> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = firstDelay;
  let lostAt: number | null = null;

  const deliver = ({ envelope }: StoredUserEvent) => {
    for (const listener of listeners) {
      try {
        listener(envelope.userId, envelope.event, envelope.sessionId);
      } catch (error) {
        log.error({ err: error }, 'user events: listener failed');
      }
    }
  };

  const parse = (payload: string | undefined): StoredUserEvent | null => {
    try {
      return notificationSchema.parse(JSON.parse(payload ?? ''));
    } catch (error) {
      log.warn({ err: error }, 'user events: ignoring a malformed notification');
      return null;
    }
  };

  /** Reads back what was missed, on the new connection, oldest first. */
  const replay = async (reader: pg.Client): Promise<number> => {
    const { after, holes } = seen.beginReplay();
    let count = 0;
    const take = (event: StoredUserEvent) => {
      if (!seen.replayed(event.id)) return;
      count += 1;
      deliver(event);
    };
    (await eventsWithIds(reader, holes)).forEach(take);
    for (let from = after; ;) {
      const page = await eventsAfter(reader, from, REPLAY_PAGE);
      page.forEach(take);
      if (page.length < REPLAY_PAGE) return count;
      from = page[page.length - 1]?.id ?? from;
    }
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer || connecting) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, maxDelay);
  };

  const lost = (which: pg.Client, error?: Error) => {
    if (client !== which) return;
    client = undefined;
    lostAt = Date.now();
    log.warn({ err: error }, 'user events: listening connection lost; listening again');
    which.end().catch(() => undefined);
    scheduleReconnect();
  };

  /** One attempt to listen: true when listening. */
  const listen = async (): Promise<boolean> => {
    const next = new pg.Client({
      ...database.pool.options,
      keepAlive: true,
      application_name: LISTENER_NAME,
    });
    // Notifications that arrive while the replay reads are delivered after it, in order.
    let held: Array<string | undefined> | null = [];
    const receive = (payload: string | undefined) => {
      const event = parse(payload);
      if (event && seen.live(event.id)) deliver(event);
    };
    next.on('notification', (message) =>
      held ? held.push(message.payload) : receive(message.payload),
    );
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${USER_EVENTS_CHANNEL}`);
      const gap = seen.started;
      const replayed = gap ? await replay(next) : 0;
      if (!gap) seen.startAfter(await latestEventId(next));
      if (closed) {
        await next.end();
        return true;
      }
      client = next;
      delay = firstDelay;
      const pending = held;
      held = null;
      pending.forEach(receive);
      if (gap) {
        const afterMs = lostAt === null ? null : Date.now() - lostAt;
        log.info({ replayed, afterMs }, 'user events: listening again');
        for (const listener of gapListeners) listener();
      }
      return true;
    } catch (error) {
      log.warn({ err: error }, 'user events: cannot listen yet; retrying');
      await next.end().catch(() => undefined);
      return false;
    }
  };

  const connect = (): Promise<void> => {
    if (connecting) return connecting;
    const attempt = listen().then((listening) => {
      if (connecting === attempt) connecting = undefined;
      if (!listening) scheduleReconnect();
    });
    connecting = attempt;
    return attempt;
  };

  // Any pooled connection that opens while not listening: the database is back, listen now.
  const onPoolConnect = () => {
    if (closed || client || connecting) return;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    void connect();
  };
  database.pool.on('connect', onPoolConnect);

  const pruneTimer = setInterval(() => {
    pruneEvents(database.pool, RETENTION_MS).catch((error: unknown) =>
      log.warn({ err: error }, 'user events: pruning failed'),
    );
  }, PRUNE_EVERY_MS);
  pruneTimer.unref();

  const ready = connect();

  return {
    async publish(executor, userId, event, sessionId) {
      const envelope: UserEventEnvelope = { userId, event, ...(sessionId ? { sessionId } : {}) };
      await storeAndNotify(executor, USER_EVENTS_CHANNEL, envelope);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    afterGap(listener) {
      gapListeners.add(listener);
      return () => gapListeners.delete(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(pruneTimer);
      database.pool.removeListener('connect', onPoolConnect);
      await ready;
      await connecting;
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
    ready: () => ready,
  };
}
