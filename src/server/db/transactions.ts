import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from './database.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// Namespace for per-user advisory locks (any constant shared by all processes).
const USER_LOCK_NAMESPACE = 42_017;

/**
 * Runs `work` in a transaction that holds the user's advisory lock: one user's writes take
 * turns across every server process, so limits and read-then-write steps hold under
 * concurrency, while different users never wait for each other.
 */
export function inUserTransaction<T>(
  db: Db,
  userId: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(${USER_LOCK_NAMESPACE}, hashtext(${userId}))`,
    );
    return work(tx);
  });
}

/**
 * A `query(text, values)` view of a Drizzle transaction, for code written against node-postgres
 * (e.g. the user-event bus's NOTIFY, or pg-boss's send, which must run inside the writing
 * transaction). `$n` placeholders stay bound parameters; undefined binds as NULL, as in pg.
 */
export function queryExecutor(tx: Tx) {
  return {
    query: (text: string, values: unknown[] = []) => {
      const query = sql.empty();
      text.split(/\$(\d+)/).forEach((chunk, index) => {
        if (index % 2 === 0) return void query.append(sql.raw(chunk));
        // node-postgres binds undefined as NULL; Drizzle would drop the placeholder altogether
        // ('$8::int' became '::int'), and pg-boss's send passes undefined for unset options.
        const value = values[Number(chunk) - 1];
        query.append(sql`${value === undefined ? null : value}`);
      });
      return tx.execute(query);
    },
  };
}

/** node-postgres's own query interface, with the rows (what pg-boss and NOTIFY need). */
export interface SqlClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * A transaction on one pooled connection, as node-postgres's own client; rolls back on any error.
 * For SQL written by hand, and for writes that must commit together with SQL another library
 * writes (a pg-boss job, whose parameters Drizzle's `sql` would rewrite): all of it, or none.
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let failed = false;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    failed = true;
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    // A connection whose ROLLBACK may not have run is not handed to the next caller.
    client.release(failed);
  }
}
