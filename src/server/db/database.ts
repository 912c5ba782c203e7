import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  /** Where it connects: worker threads with work of their own open their own connection. */
  url: string;
  db: Db;
  pool: pg.Pool;
  /** One round trip to the server; rejects when it does not answer within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  /** When a pooled connection last lost its server (epoch ms; 0: never). */
  lastConnectionLossAt(): number;
  close(): Promise<void>;
}

export function connectDatabase(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its server (restart, network) must not crash the process;
  // the pool drops it and the next query opens a new connection.
  let lastConnectionLoss = 0;
  const connectionLost = () => {
    lastConnectionLoss = Date.now();
  };
  pool.on('error', connectionLost);
  // A checked-out client (inside a transaction, between two queries) that loses its server
  // emits 'error' on itself, not on the pool: unheard, that would crash the process. The query
  // that runs next on it fails instead, and the pool discards it on release.
  pool.on('connect', (client) => client.on('error', connectionLost));
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return {
    url,
    db,
    pool,
    async ping(timeoutMs = 2_000) {
      const client = await pool.connect();
      let failed = false;
      try {
        // SET LOCAL ends with its transaction: the connection goes back to the pool exactly as
        // it came out. A plain SET stayed on it and cancelled the next query over 2 s there
        //. One round trip: the statements go as one simple query.
        await client.query(
          `BEGIN; SET LOCAL statement_timeout = ${Math.max(1, Math.trunc(timeoutMs))}; SELECT 1; COMMIT`,
        );
      } catch (error) {
        failed = true;
        throw error;
      } finally {
        // A failed ping may leave its transaction open: that connection is not handed out again.
        client.release(failed);
      }
    },
    lastConnectionLossAt: () => lastConnectionLoss,
    close: () => pool.end(),
  };
}
