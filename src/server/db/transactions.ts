import { sql } from 'drizzle-orm';
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
