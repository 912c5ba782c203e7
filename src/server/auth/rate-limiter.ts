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
 * Sign-in failures allowed to one trusted device (a browser with a valid device cookie,
 * device-cookie.ts) before that device, not the account, waits for the window to end.
 */
export const DEVICE_SIGN_IN_LIMIT: Limit = { max: 10, windowSeconds: 900 };

/** One counted hit: which counter, and in which window, so a refund lands in the same one. */
interface Hit {
  key: string;
  /** As PostgreSQL prints it: a JS Date would drop the microseconds. */
  windowStart: string;
  allowed: boolean;
}

/**
 * Fixed-window counters in PostgreSQL, so limits hold across every server process. One
 * statement per hit: it counts and tells whether the hit is over the limit, atomically.
 */
export function createRateLimiter(database: Database) {
  async function hit(key: string, limit: Limit): Promise<Hit> {
    const result = await database.pool.query<{ count: number; window_start: string }>(
      `INSERT INTO auth_rate_limit AS l (key, window_start, count) VALUES ($1, now(), 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN l.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE l.count + 1 END,
         window_start = CASE WHEN l.window_start <= now() - make_interval(secs => $2) THEN now() ELSE l.window_start END
       RETURNING count, window_start::text`,
      [key, limit.windowSeconds],
    );
    const row = result.rows[0];
    return {
      key,
      windowStart: row?.window_start ?? '-infinity',
      allowed: (row?.count ?? 0) <= limit.max,
    };
  }

  /** Takes a hit back, unless its window has ended meanwhile (then there is nothing to undo). */
  async function refund(hits: readonly Hit[]) {
    for (const { key, windowStart } of hits) {
      await database.pool.query(
        `UPDATE auth_rate_limit SET count = greatest(count - 1, 0)
         WHERE key = $1 AND window_start = $2::timestamptz`,
        [key, windowStart],
      );
    }
  }

  /**
   * Counts a sign-in before the password is checked (so a burst of parallel guesses cannot
   * slip past the limit) and takes it back when the sign-in succeeds: only failures count.
   * A trusted device is counted on its own; any other sign-in per address and per account.
   */
  async function signInAttempt(
    who: { device: string } | { ip: string; account: string },
  ): Promise<{ allowed: boolean; succeeded: () => Promise<void> }> {
    const limits = AUTH_LIMITS['sign-in'];
    const hits =
      'device' in who
        ? [await hit(`sign-in:device:${who.device}`, DEVICE_SIGN_IN_LIMIT)]
        : [
            await hit(`sign-in:ip:${who.ip}`, limits.ip),
            await hit(`sign-in:account:${who.account}`, limits.account),
          ];
    return { allowed: hits.every((h) => h.allowed), succeeded: () => refund(hits) };
  }

  return {
    /** Counts one attempt; false when the client or the account is over its limit. */
    async allow(operation: AuthOperation, who: { ip: string; account?: string }) {
      const limits = AUTH_LIMITS[operation];
      const byIp = await hit(`${operation}:ip:${who.ip}`, limits.ip);
      const byAccount =
        limits.account && who.account
          ? await hit(`${operation}:account:${who.account}`, limits.account)
          : byIp;
      return byIp.allowed && byAccount.allowed;
    },
    signInAttempt,
    /** Removes windows that ended long ago (run now and then; the table stays small). */
    async prune() {
      await database.db.execute(
        sql`DELETE FROM auth_rate_limit WHERE window_start < now() - interval '1 day'`,
      );
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
