import type pg from 'pg';
import type { SessionInfo, UserDocument } from '#shared/accounts/accounts.contract.ts';
import type { Theme } from '#shared/preferences/preferences.ts';
import type { SqlExecutor } from '../../live/user-events.ts';

/** The user document's own row (defaults of SPEC §9); no-op when it exists. */
export async function ensurePreferences(executor: SqlExecutor, userId: string): Promise<void> {
  await executor.query(
    'INSERT INTO preferences (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING',
    [userId],
  );
}

export async function findUserDocument(
  pool: pg.Pool,
  userId: string,
  currentSessionId: string,
): Promise<UserDocument | null> {
  const users = await pool.query<{
    id: string;
    email: string;
    name: string;
    created_at: Date;
    theme: Theme | null;
    email_notifications: boolean | null;
    daily_summary: boolean | null;
    ex_dividend_emails: boolean | null;
    last_logout: Date | null;
  }>(
    `SELECT u.id, u.email, u.name, u.created_at, p.theme, p.email_notifications,
            p.daily_summary, p.ex_dividend_emails, p.last_logout
     FROM "user" u LEFT JOIN preferences p ON p.user_id = u.id WHERE u.id = $1`,
    [userId],
  );
  const row = users.rows[0];
  if (!row) return null;
  return {
    uid: row.id,
    email: row.email,
    displayName: row.name,
    createdAt: row.created_at.toISOString(),
    watchlist: [],
    portfolio: [],
    preferences: {
      // No row yet (before the first sign-in): the same default as the column's.
      theme: row.theme ?? 'system',
      emailNotifications: row.email_notifications ?? false,
      dailySummary: row.daily_summary ?? false,
      exDividendEmails: row.ex_dividend_emails ?? true,
    },
    sessions: await listSessions(pool, userId, currentSessionId),
    lastLogout: row.last_logout?.toISOString() ?? null,
  };
}

export async function listSessions(
  pool: pg.Pool,
  userId: string,
  currentSessionId: string,
): Promise<SessionInfo[]> {
  const result = await pool.query<{
    id: string;
    created_at: Date;
    expires_at: Date;
    ip_address: string | null;
    user_agent: string | null;
  }>(
    `SELECT id, created_at, expires_at, ip_address, user_agent FROM session
     WHERE user_id = $1 AND expires_at > now() ORDER BY created_at DESC`,
    [userId],
  );
  return result.rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
    current: row.id === currentSessionId,
  }));
}

export async function renameUser(executor: SqlExecutor, userId: string, name: string) {
  await executor.query('UPDATE "user" SET name = $2, updated_at = now() WHERE id = $1', [
    userId,
    name,
  ]);
}

/** Ends every session of the user and records when (SPEC §3 lastLogout). */
export async function endAllSessions(executor: SqlExecutor, userId: string) {
  await executor.query('DELETE FROM session WHERE user_id = $1', [userId]);
  await executor.query(
    `INSERT INTO preferences (user_id, last_logout) VALUES ($1, now())
     ON CONFLICT (user_id) DO UPDATE SET last_logout = now()`,
    [userId],
  );
}

/**
 * The account's part of its deletion (docs/decisions/088): pending reset tokens name the user
 * only in verification.value, which has no foreign key, so they are deleted explicitly.
 */
export async function deleteSignInTraces(executor: SqlExecutor, userId: string) {
  await executor.query(
    `DELETE FROM verification WHERE value = $1 AND identifier LIKE 'reset-password:%'`,
    [userId],
  );
  // A sign-up racing the verification may have left a link and a sign-up behind (decision 016):
  // they must not come alive when the e-mail becomes free again.
  await executor.query(
    'DELETE FROM email_verification WHERE email = (SELECT email FROM "user" WHERE id = $1)',
    [userId],
  );
  await executor.query(
    'DELETE FROM pending_sign_up WHERE email = (SELECT email FROM "user" WHERE id = $1)',
    [userId],
  );
}

/**
 * Deletes the user row, after every feature's deletion part; sessions, the password account,
 * preferences, watchlists, the ledger and alerts go with it through ON DELETE CASCADE. So does
 * the mail the outbox keeps for the account's address.
 */
export async function deleteUser(executor: SqlExecutor, userId: string) {
  // The local outbox keeps what was mailed to the account: links, alert notes and turn-off
  // links. They go with it, in the same transaction.
  await executor.query(
    'DELETE FROM mail_outbox WHERE lower("to") = (SELECT lower(email) FROM "user" WHERE id = $1)',
    [userId],
  );
  await executor.query('DELETE FROM "user" WHERE id = $1', [userId]);
}
