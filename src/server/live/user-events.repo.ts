import type pg from 'pg';
import type { UserEventEnvelope } from '#shared/platform/user-events.ts';

// SQL of the user-event outbox (docs/decisions/077): the row and its NOTIFY in one statement of
// the writing transaction, the rows a process reads back after a gap, and the pruning.

/** Anything that runs SQL: the pool, a client, or a client inside an open transaction. */
export interface SqlExecutor {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

/** A pg client or pool: what the listener reads back with. */
export type SqlReader = pg.Pool | pg.ClientBase;

export interface StoredUserEvent {
  id: number;
  envelope: UserEventEnvelope;
}

/**
 * Stores the event and queues its NOTIFY, whose payload is `{"id":…,"envelope":…}`. Inside a
 * transaction both happen on commit or neither does.
 */
export async function storeAndNotify(
  executor: SqlExecutor,
  channel: string,
  envelope: UserEventEnvelope,
): Promise<void> {
  await executor.query(
    `WITH stored AS (
       INSERT INTO user_events (user_id, session_id, event)
       VALUES ($2, $3, ($4::jsonb) -> 'event') RETURNING id
     )
     SELECT pg_notify($1, json_build_object('id', id, 'envelope', $4::json)::text) FROM stored`,
    [channel, envelope.userId, envelope.sessionId ?? null, JSON.stringify(envelope)],
  );
}

/** The newest event's id (0 when there is none): where a process that just started begins. */
export async function latestEventId(reader: SqlReader): Promise<number> {
  const { rows } = await reader.query<{ id: string }>(
    'SELECT coalesce(max(id), 0)::text AS id FROM user_events',
  );
  return Number(rows[0]?.id ?? 0);
}

/** `id` comes as text (bigint); order by `user_events.id`, not by that text. */
interface EventRow {
  id: string;
  user_id: string;
  session_id: string | null;
  event: UserEventEnvelope['event'];
}

const stored = (row: EventRow): StoredUserEvent => ({
  id: Number(row.id),
  envelope: {
    userId: row.user_id,
    event: row.event,
    ...(row.session_id === null ? {} : { sessionId: row.session_id }),
  },
});

/** Up to `limit` events after `after`, oldest first. */
export async function eventsAfter(
  reader: SqlReader,
  after: number,
  limit: number,
): Promise<StoredUserEvent[]> {
  const { rows } = await reader.query<EventRow>(
    `SELECT id::text, user_id, session_id, event FROM user_events
     WHERE id > $1 ORDER BY user_events.id LIMIT $2`,
    [after, limit],
  );
  return rows.map(stored);
}

/** Those of `ids` that are stored (committed), oldest first. */
export async function eventsWithIds(
  reader: SqlReader,
  ids: readonly number[],
): Promise<StoredUserEvent[]> {
  if (ids.length === 0) return [];
  const { rows } = await reader.query<EventRow>(
    `SELECT id::text, user_id, session_id, event FROM user_events
     WHERE id = ANY($1::bigint[]) ORDER BY user_events.id`,
    [ids],
  );
  return rows.map(stored);
}

/** Deletes events older than `ageMs`; answers how many. */
export async function pruneEvents(reader: SqlReader, ageMs: number): Promise<number> {
  const { rows } = await reader.query<{ n: number }>(
    `WITH gone AS (
       DELETE FROM user_events WHERE created_at < now() - make_interval(secs => $1) RETURNING 1
     )
     SELECT count(*)::int AS n FROM gone`,
    [ageMs / 1000],
  );
  return rows[0]?.n ?? 0;
}
