import { createHash, randomBytes } from 'node:crypto';
import { generateId } from 'better-auth';
import type pg from 'pg';
import { accountExistsMail, verificationMail } from '../../auth/auth-mails.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { HttpError } from '../../plugins/errors.ts';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { authError, type AuthErrorCode } from '#shared/accounts/auth-errors.ts';
import {
  completeSignUp,
  findLink,
  livePendingSignUps,
  recordSignUp,
  replaceLink,
  type SignUpLimits,
} from './sign-up.repo.ts';

/**
 * Unverified sign-ups live 24 hours, links one hour (as the mail says); at most 5 sign-ups per
 * e-mail are kept, the per-account sign-up limit of an hour (rate-limiter.ts), so within the
 * hour after someone signs up nobody can push their sign-up out. Decision 016.
 */
export const SIGN_UP_LIMITS: SignUpLimits = {
  pendingSeconds: 24 * 3600,
  linkSeconds: 3600,
  maxPending: 5,
};

export interface SignUpDeps {
  pool: pg.Pool;
  baseUrl: string;
  /** Queues a mail without waiting for it (createAuth's sender), so timing never depends on it. */
  send: (message: MailMessage) => void;
  /** The app's hashing pool (password-hash.ts): callers run inside `hashingFor` their address. */
  hash: (password: string) => Promise<string>;
  verify: (stored: { hash: string; password: string }) => Promise<boolean>;
  limits?: SignUpLimits;
}

/** Only the SHA-256 of a link's token is stored: a database reader cannot verify mailboxes. */
const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

function newToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: tokenHashOf(token) };
}

const refusal = (status: number, code: AuthErrorCode) =>
  new HttpError(status, code, authError(code).message);

/**
 * Sign-up owned by whoever proves the mailbox (docs/decisions/016-sign-up-owned-by-the-mailbox.md).
 * Each sign-up of an unverified e-mail keeps its own password; the mailed link only proves the
 * mailbox, and logging in with it and a password picks the sign-up that password belongs to.
 */
export function createSignUpService(deps: SignUpDeps) {
  const { pool } = deps;
  const { hash, verify } = deps;
  const limits = deps.limits ?? SIGN_UP_LIMITS;
  const linkTo = (token: string) =>
    `${deps.baseUrl}${accountContract.verificationLink.path}?token=${token}`;

  /** The newest of `pending` whose password is `password` (newest first: the likelier one). */
  async function withPassword<T extends { passwordHash: string }>(pending: T[], password: string) {
    for (const each of pending) {
      if (await verify({ hash: each.passwordHash, password })) return each;
    }
    return null;
  }

  async function resendLink(email: string): Promise<void> {
    const { token, tokenHash } = newToken();
    if (await replaceLink(pool, limits.linkSeconds, email, tokenHash)) {
      deps.send(verificationMail(email, linkTo(token)));
    }
  }

  return {
    /**
     * The same work whether or not the e-mail has an account (no timing oracle): one hash, one
     * statement, one mail queued — a link for a new e-mail, a notice for a taken one.
     */
    async signUp(input: { name: string; email: string; password: string }): Promise<void> {
      const passwordHash = await hash(input.password);
      const { token, tokenHash } = newToken();
      const { taken } = await recordSignUp(pool, limits, { ...input, passwordHash, tokenHash });
      deps.send(
        taken
          ? accountExistsMail(input.email, {
              login: `${deps.baseUrl}/login`,
              reset: `${deps.baseUrl}/forgot-password`,
            })
          : verificationMail(input.email, linkTo(token)),
      );
    },

    /** A fresh link (older ones stop working) if the e-mail has a live unverified sign-up. */
    resendLink,

    /** Whether a mailed link still works; reading it changes nothing (mail scanners open links). */
    /** Whether a mailed link still works, and (when it does) the e-mail it was sent to. */
    async linkState(
      token: string,
    ): Promise<{ state: 'live'; email: string } | { state: 'expired' | 'invalid' }> {
      const found = await findLink(pool, tokenHashOf(token));
      if (!found) return { state: 'invalid' };
      return found.live ? { state: 'live', email: found.email } : { state: 'expired' };
    },

    /**
     * For sign-in: returns when the e-mail has no unverified sign-up (better-auth takes over);
     * otherwise refuses — 403 `email-not-verified` with a fresh link when the password is one
     * of the sign-ups', else 401 `invalid-credential`. Never signs anyone in.
     */
    async refuseUnverifiedSignIn(email: string, password: string): Promise<void> {
      const pending = await livePendingSignUps(pool, email);
      if (pending.length === 0) return;
      if (!(await withPassword(pending, password))) throw refusal(401, 'invalid-credential');
      await resendLink(email);
      throw refusal(403, 'email-not-verified');
    },

    /**
     * Finishes verification: the link must be the e-mail's live one and the password one of its
     * sign-ups'. That sign-up becomes the verified account; every other sign-up and link of
     * the e-mail is discarded. The caller then signs the user in.
     */
    async finishVerification(input: {
      email: string;
      password: string;
      token: string;
    }): Promise<void> {
      const tokenHash = tokenHashOf(input.token);
      const found = await findLink(pool, tokenHash);
      if (!found) throw refusal(400, 'invalid-action-code');
      if (!found.live) throw refusal(400, 'expired-action-code');
      if (found.email !== input.email) throw refusal(401, 'invalid-credential');
      const chosen = await withPassword(
        await livePendingSignUps(pool, input.email),
        input.password,
      );
      if (!chosen) throw refusal(401, 'invalid-credential');
      const done = await completeSignUp(pool, {
        tokenHash,
        pendingId: chosen.id,
        userId: generateId(),
        accountId: generateId(),
      });
      if (!done) throw refusal(400, 'invalid-action-code');
    },
  };
}

export type SignUpService = ReturnType<typeof createSignUpService>;
