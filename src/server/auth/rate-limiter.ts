import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';

export interface Limit {
  /** Most hits allowed per window. */
  max: number;
  windowSeconds: number;
}

/** Per-operation limits: per client address, and per account (the e-mail it names). */
export const AUTH_LIMITS = {
  'sign-in': { ip: { max: 30, windowSeconds: 600 }, account: { max: 10, windowSeconds: 900 } },
  'sign-up': { ip: { max: 20, windowSeconds: 3600 }, account: { max: 5, windowSeconds: 3600 } },
  'reset-request': {
    ip: { max: 20, windowSeconds: 3600 },
    account: { max: 5, windowSeconds: 3600 },
  },
  'reset-password': { ip: { max: 30, windowSeconds: 3600 }, account: null },
  'resend-verification': {
    ip: { max: 20, windowSeconds: 3600 },
    account: { max: 5, windowSeconds: 3600 },
  },
} as const satisfies Record<string, { ip: Limit; account: Limit | null }>;

export type AuthOperation = keyof typeof AUTH_LIMITS;

/**
 * Fixed-window counters in PostgreSQL, so limits hold across every server process. One
 * statement per hit: it counts and tells whether the hit is over the limit, atomically.
 */
export function createRateLimiter(database: Database) {
  async function hit(key: string, limit: Limit): Promise<boolean> {
    const result = await database.pool.query<{ count: number }>(
      `INSERT INTO auth_rate_limit AS l (key, window_start, count) VALUES ($1, now(), 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN l.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE l.count + 1 END,
         window_start = CASE WHEN l.window_start <= now() - make_interval(secs => $2) THEN now() ELSE l.window_start END
       RETURNING count`,
      [key, limit.windowSeconds],
    );
    return (result.rows[0]?.count ?? 0) <= limit.max;
  }

  return {
    /** Counts one attempt; false when the client or the account is over its limit. */
    async allow(operation: AuthOperation, who: { ip: string; account?: string }) {
      const limits = AUTH_LIMITS[operation];
      const byIp = await hit(`${operation}:ip:${who.ip}`, limits.ip);
      const byAccount =
        limits.account && who.account
          ? await hit(`${operation}:account:${who.account}`, limits.account)
          : true;
      return byIp && byAccount;
    },
    /** Removes windows that ended long ago (run now and then; the table stays small). */
    async prune() {
      await database.db.execute(
        sql`DELETE FROM auth_rate_limit WHERE window_start < now() - interval '1 day'`,
      );
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
