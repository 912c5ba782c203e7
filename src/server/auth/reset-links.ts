import type pg from 'pg';

// better-auth keeps a reset link as a verification row `reset-password:<token>` whose value is
// the user id. It deletes the row it uses, but not the others: these keep exactly one link
// alive per user (docs/decisions/016-sign-up-owned-by-the-mailbox.md).

/** Every reset link of the user except `keepToken`'s (the one just issued) stops working. */
export async function revokeOtherResetLinks(pool: pg.Pool, userId: string, keepToken: string) {
  await pool.query(
    `DELETE FROM verification
     WHERE value = $1 AND identifier LIKE 'reset-password:%' AND identifier <> $2`,
    [userId, `reset-password:${keepToken}`],
  );
}

/** After any password change: no earlier reset link may change it again. */
export async function revokeResetLinks(pool: pg.Pool, userId: string) {
  await pool.query(
    `DELETE FROM verification WHERE value = $1 AND identifier LIKE 'reset-password:%'`,
    [userId],
  );
}
