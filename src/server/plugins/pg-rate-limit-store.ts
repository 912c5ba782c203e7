import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/database.ts';

// A @fastify/rate-limit store on PostgreSQL, so a client's limit holds across every server
// process (docs/decisions/012, 015). Fixed windows in the `auth_rate_limit` table the sign-in
// limits use (src/server/auth/rate-limiter.ts prunes it); keys carry the caller's prefix.

/**
 * Counts one hit and answers the window's count and the milliseconds left in it, in one
 * atomic statement (concurrent hits from several processes each get their own count).
 */
export async function hitWindow(
  database: Database,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const result = await database.pool.query<{ count: number; ttl_ms: number }>(
    `INSERT INTO auth_rate_limit AS l (key, window_start, count) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN l.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE l.count + 1 END,
       window_start = CASE WHEN l.window_start <= now() - make_interval(secs => $2) THEN now() ELSE l.window_start END
     RETURNING count,
       greatest(0, ceil(extract(epoch FROM l.window_start + make_interval(secs => $2) - now()) * 1000))::int AS ttl_ms`,
    [key, windowMs / 1000],
  );
  const row = result.rows[0];
  return { current: row?.count ?? 1, ttl: row?.ttl_ms ?? windowMs };
}

/** The store class @fastify/rate-limit instantiates, counting under `keyPrefix` in `database`. */
export function pgRateLimitStore(database: Database, keyPrefix: string): FastifyRateLimitStoreCtor {
  return class PgRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      hitWindow(database, `${keyPrefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return new PgRateLimitStore();
    }
  };
}
