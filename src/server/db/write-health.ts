import type { Database } from './database.ts';

/** Whether the database takes writes: 'read-only' (a replica, or set so), 'full' (its disk). */
export type WriteState = 'ok' | 'read-only' | 'full';
export type WriteRefusal = Exclude<WriteState, 'ok'>;

/** A disk-full refusal counts for this long: no query can tell whether the disk has room again. */
const FULL_REMEMBERED_MS = 60_000;
/** /api/ready may be asked several times a second by each balancer: one query a second at most. */
const READ_ONLY_CHECK_EVERY_MS = 1_000;

// SQLSTATEs by which PostgreSQL refuses a write it cannot take now, whatever the request held.
const REFUSALS: Record<string, WriteRefusal> = {
  '25006': 'read-only', // read_only_sql_transaction
  '53100': 'full', // disk_full
};

/** The refusal in `error` or its `cause` chain (Drizzle wraps pg's errors), if any. */
export function writeRefusalOf(error: unknown): WriteRefusal | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && REFUSALS[code]) return REFUSALS[code];
    current = current.cause;
  }
  return undefined;
}

// Read-only now for this server (a hot standby), this session (a reload of ALTER SYSTEM), or for
// sessions still to come (ALTER DATABASE/ROLE … SET default_transaction_read_only, which pooled
// connections opened before do not see yet).
const READ_ONLY_SQL = `
  SELECT pg_is_in_recovery()
      OR current_setting('transaction_read_only') = 'on'
      OR EXISTS (
           SELECT 1 FROM pg_db_role_setting s, unnest(s.setconfig) AS setting
            WHERE s.setdatabase IN (0, (SELECT oid FROM pg_database WHERE datname = current_database()))
              AND s.setrole IN (0, (SELECT oid FROM pg_roles WHERE rolname = current_user))
              AND setting ~* '^default_transaction_read_only=(on|true|yes|1)$'
         ) AS read_only`;

export interface WriteHealth {
  /** A write was refused (the error handler saw it). */
  noteRefusal(refusal: WriteRefusal): void;
  /** What writes meet now; rejects when the database cannot be asked. */
  state(): Promise<WriteState>;
}

export function createWriteHealth(
  database: Pick<Database, 'pool'>,
  now: () => number = Date.now,
): WriteHealth {
  let fullSeenAt = Number.NEGATIVE_INFINITY;
  let readOnly: { at: number; answer: Promise<boolean> } | undefined;
  const isReadOnly = () => {
    if (!readOnly || now() - readOnly.at >= READ_ONLY_CHECK_EVERY_MS) {
      const answer = database.pool
        .query<{ read_only: boolean }>(READ_ONLY_SQL)
        .then(({ rows }) => rows[0]?.read_only === true);
      readOnly = { at: now(), answer };
      answer.catch(() => (readOnly = undefined));
    }
    return readOnly.answer;
  };
  return {
    noteRefusal(refusal) {
      if (refusal === 'full') fullSeenAt = now();
      else readOnly = undefined; // ask again: it may have just changed
    },
    async state() {
      if (await isReadOnly()) return 'read-only';
      return now() - fullSeenAt < FULL_REMEMBERED_MS ? 'full' : 'ok';
    },
  };
}
