import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/database.ts';
import {
  userEventEnvelopeSchema,
  type UserEvent,
  type UserEventEnvelope,
} from '../../shared/user-events.ts';

export const USER_EVENTS_CHANNEL = 'tickerdeck_user_events';

/** Anything that runs SQL: the pool, a client, or a client inside an open transaction. */
export interface SqlExecutor {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

/** `sessionId`: the event concerns only that session of the user (a single sign-out). */
export type UserEventListener = (userId: string, event: UserEvent, sessionId?: string) => void;

export interface UserEventBus {
  /**
   * Queues the event on `executor`. Inside a transaction PostgreSQL delivers it on commit and
   * drops it on rollback, so listeners never hear of a change that did not happen.
   */
  publish(
    executor: SqlExecutor,
    userId: string,
    event: UserEvent,
    sessionId?: string,
  ): Promise<void>;
  /** Every event of every user, from this and every other process. Returns unsubscribe. */
  subscribe(listener: UserEventListener): () => void;
  /** Resolves once the first LISTEN attempt is done (tests, boot logs). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * User events across server processes through PostgreSQL LISTEN/NOTIFY. One dedicated
 * connection listens (a pooled one would be handed to queries); when it drops, it reconnects
 * with back-off and listens again.
 */
export function createUserEventBus(options: {
  database: Database;
  log: FastifyBaseLogger;
  /** First reconnect delay; doubles up to 30 s. */
  reconnectDelayMs?: number;
}): UserEventBus {
  const { database, log } = options;
  const listeners = new Set<UserEventListener>();
  let client: pg.Client | undefined;
  let closed = false;
  let connecting: Promise<void> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = options.reconnectDelayMs ?? 500;

  const deliver = (payload: string | undefined) => {
    let envelope: UserEventEnvelope;
    try {
      envelope = userEventEnvelopeSchema.parse(JSON.parse(payload ?? ''));
    } catch (error) {
      log.warn({ err: error }, 'user events: ignoring a malformed notification');
      return;
    }
    for (const listener of listeners) {
      try {
        listener(envelope.userId, envelope.event, envelope.sessionId);
      } catch (error) {
        log.error({ err: error }, 'user events: listener failed');
      }
    }
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, 30_000);
  };

  const connect = (): Promise<void> => {
    connecting ??= (async () => {
      const next = new pg.Client(database.pool.options);
      next.on('notification', (message) => deliver(message.payload));
      next.on('error', (error) => {
        log.warn({ err: error }, 'user events: listening connection lost; reconnecting');
        if (client === next) client = undefined;
        next.end().catch(() => undefined);
        scheduleReconnect();
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${USER_EVENTS_CHANNEL}`);
        if (closed) {
          await next.end();
          return;
        }
        client = next;
        delay = options.reconnectDelayMs ?? 500;
      } catch (error) {
        log.warn({ err: error }, 'user events: cannot listen yet; retrying');
        await next.end().catch(() => undefined);
        scheduleReconnect();
      }
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  const ready = connect();

  return {
    async publish(executor, userId, event, sessionId) {
      const payload = JSON.stringify({
        userId,
        event,
        ...(sessionId ? { sessionId } : {}),
      } satisfies UserEventEnvelope);
      await executor.query('SELECT pg_notify($1, $2)', [USER_EVENTS_CHANNEL, payload]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await ready;
      await connecting;
      await client?.end().catch(() => undefined);
      client = undefined;
    },
    ready: () => ready,
  };
}
