import type pg from 'pg';
import { inTransaction } from '../../db/transactions.ts';

// SQL of sign-up and e-mail verification (docs/decisions/016-sign-up-owned-by-the-mailbox.md).
// A `user` row exists only once a mailbox is verified; before that, each sign-up is a row of
// pending_sign_up, and email_verification holds the one live link per e-mail.

/**
 * A sign-up and a verification of one e-mail both lock its link and its sign-up rows;
 * PostgreSQL does not promise in which order a statement's CTEs take their locks, so the two
 * could deadlock. PostgreSQL then aborts one, having written nothing: it runs again instead of
 * failing the request.
 */
export async function retryingDeadlocks<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const code = error instanceof Error && 'code' in error ? error.code : undefined;
      if (attempt >= 3 || (code !== '40P01' && code !== '40001')) throw error;
    }
  }
}

export interface SignUpLimits {
  /** How long an unverified sign-up lives. */
  pendingSeconds: number;
  /** How long a verification link works. */
  linkSeconds: number;
  /** Most unverified sign-ups kept per e-mail; a newer one discards the oldest. */
  maxPending: number;
}

/**
 * Records a sign-up in one statement, whether or not the e-mail is taken, so both cases cost
 * the same round trip. For a verified e-mail nothing is written; otherwise the attempt is added
 * and `tokenHash` becomes the e-mail's only live link. Expired rows (of any e-mail) are removed
 * on the way, skipping rows another sign-up holds, so concurrent sign-ups never wait on each
 * other's clean-up.
 */
export async function recordSignUp(
  pool: pg.Pool,
  limits: SignUpLimits,
  attempt: { email: string; name: string; passwordHash: string; tokenHash: string },
): Promise<{ taken: boolean }> {
  const result = await retryingDeadlocks(() =>
    pool.query<{ taken: boolean }>(
      `WITH verified AS (
       SELECT 1 FROM "user" WHERE email = $1 AND email_verified
     ), pruned AS (
       DELETE FROM pending_sign_up WHERE id IN (
         SELECT id FROM pending_sign_up
         WHERE expires_at <= now()
            OR (email = $1 AND id NOT IN (
                  SELECT id FROM pending_sign_up WHERE email = $1 AND expires_at > now()
                  ORDER BY id DESC LIMIT $6 - 1))
         FOR UPDATE SKIP LOCKED)
     ), pruned_links AS (
       DELETE FROM email_verification WHERE email IN (
         SELECT email FROM email_verification WHERE expires_at <= now() AND email <> $1
         FOR UPDATE SKIP LOCKED)
     ), added AS (
       INSERT INTO pending_sign_up (email, name, password_hash, expires_at)
       SELECT $1, $2, $3, now() + make_interval(secs => $4)
       WHERE NOT EXISTS (SELECT 1 FROM verified)
       RETURNING id
     ), link AS (
       INSERT INTO email_verification (email, token_hash, expires_at)
       SELECT $1, $5, now() + make_interval(secs => $7)
       WHERE NOT EXISTS (SELECT 1 FROM verified)
       ON CONFLICT (email) DO UPDATE
         SET token_hash = excluded.token_hash, expires_at = excluded.expires_at, created_at = now()
       RETURNING email
     )
     SELECT EXISTS (SELECT 1 FROM verified) AS taken`,
      [
        attempt.email,
        attempt.name,
        attempt.passwordHash,
        limits.pendingSeconds,
        attempt.tokenHash,
        limits.maxPending,
        limits.linkSeconds,
      ],
    ),
  );
  return { taken: result.rows[0]?.taken ?? false };
}

/** Live unverified sign-ups of an e-mail nobody has verified, newest first. */
export async function livePendingSignUps(
  pool: pg.Pool,
  email: string,
): Promise<Array<{ id: number; name: string; passwordHash: string }>> {
  const result = await pool.query<{ id: string; name: string; password_hash: string }>(
    `SELECT id, name, password_hash FROM pending_sign_up
     WHERE email = $1 AND expires_at > now()
       AND NOT EXISTS (SELECT 1 FROM "user" WHERE email = $1 AND email_verified)
     ORDER BY id DESC`,
    [email],
  );
  return result.rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    passwordHash: row.password_hash,
  }));
}

/**
 * Makes `tokenHash` the e-mail's only live link, if the e-mail has a live unverified sign-up.
 * Returns false (and writes nothing) otherwise.
 */
export async function replaceLink(
  pool: pg.Pool,
  linkSeconds: number,
  email: string,
  tokenHash: string,
): Promise<boolean> {
  const result = await pool.query(
    `INSERT INTO email_verification (email, token_hash, expires_at)
     SELECT $1, $2, now() + make_interval(secs => $3)
     WHERE EXISTS (SELECT 1 FROM pending_sign_up WHERE email = $1 AND expires_at > now())
       AND NOT EXISTS (SELECT 1 FROM "user" WHERE email = $1 AND email_verified)
     ON CONFLICT (email) DO UPDATE
       SET token_hash = excluded.token_hash, expires_at = excluded.expires_at, created_at = now()`,
    [email, tokenHash, linkSeconds],
  );
  return (result.rowCount ?? 0) > 0;
}

/** The e-mail a link was issued for, and whether it still works; null for unknown links. */
export async function findLink(
  pool: pg.Pool,
  tokenHash: string,
): Promise<{ email: string; live: boolean } | null> {
  const result = await pool.query<{ email: string; live: boolean }>(
    'SELECT email, expires_at > now() AS live FROM email_verification WHERE token_hash = $1',
    [tokenHash],
  );
  return result.rows[0] ?? null;
}

/** Thrown inside completeSignUp's transaction to roll it back. */
const stale = new Error('the chosen sign-up expired');

/**
 * Turns one unverified sign-up into the verified account, in one transaction: the link is
 * consumed (so it works once, and only while it is the newest), the chosen sign-up's name and
 * password become the user's, and every other sign-up of the e-mail is discarded. An older
 * unverified `user` row (made before decision 016) never proved its mailbox: it is replaced.
 * Returns null when the link or the sign-up was used or replaced meanwhile.
 */
export async function completeSignUp(
  pool: pg.Pool,
  args: { tokenHash: string; pendingId: number; userId: string; accountId: string },
): Promise<{ userId: string } | null> {
  const outcome = await retryingDeadlocks(() =>
    inTransaction(pool, async (client) => {
      const link = await client.query<{ email: string }>(
        `DELETE FROM email_verification WHERE token_hash = $1 AND expires_at > now()
       RETURNING email`,
        [args.tokenHash],
      );
      const email = link.rows[0]?.email;
      if (!email) return null;
      const chosen = await client.query<{ name: string; password_hash: string }>(
        `SELECT name, password_hash FROM pending_sign_up
       WHERE id = $1 AND email = $2 AND expires_at > now() FOR UPDATE`,
        [args.pendingId, email],
      );
      const signUp = chosen.rows[0];
      // Expired meanwhile: roll back, so the link stays usable with another sign-up's password.
      if (!signUp) throw stale;
      await client.query(
        `DELETE FROM verification WHERE identifier LIKE 'reset-password:%'
       AND value IN (SELECT id FROM "user" WHERE email = $1 AND NOT email_verified)`,
        [email],
      );
      await client.query('DELETE FROM "user" WHERE email = $1 AND NOT email_verified', [email]);
      const created = await client.query(
        `INSERT INTO "user" (id, name, email, email_verified) VALUES ($1, $2, $3, true)
       ON CONFLICT (email) DO NOTHING`,
        [args.userId, signUp.name, email],
      );
      if (created.rowCount === 0) {
        await client.query('DELETE FROM pending_sign_up WHERE email = $1', [email]);
        return null;
      }
      await client.query(
        `INSERT INTO account (id, account_id, provider_id, user_id, password)
       VALUES ($1, $2, 'credential', $2, $3)`,
        [args.accountId, args.userId, signUp.password_hash],
      );
      await client.query('INSERT INTO preferences (user_id) VALUES ($1)', [args.userId]);
      await client.query('DELETE FROM pending_sign_up WHERE email = $1', [email]);
      return { userId: args.userId };
    }),
  ).catch((error: unknown) => {
    if (error === stale) return null;
    throw error;
  });
  return outcome;
}
