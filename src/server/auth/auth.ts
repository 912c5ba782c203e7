import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import * as schema from '../db/schema/index.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { PASSWORD_HARD_MAX_LENGTH } from '#shared/accounts/password-policy.ts';
import { resetPasswordMail } from './auth-mails.ts';
import type { PasswordHasher } from './password-hash.ts';
import { revokeOtherResetLinks, revokeResetLinks } from './reset-links.ts';
import { AUTH_BASE_PATH } from '#shared/accounts/accounts.contract.ts';

/** better-auth reads the client IP from this header only; the bridge sets it from the socket. */
export const CLIENT_IP_HEADER = 'x-tickerdeck-client-ip';
/**
 * better-auth's sign-in takes a callback for verification mails it would send; it sends none
 * (verification is ours, decision 016) and our verify link takes no callback at all.
 */
export const VERIFIED_CALLBACK = '/login';
export const REMEMBER_ME_SECONDS = 30 * 24 * 3600;

export interface AuthDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  secret: string;
  /** scrypt in its own worker pool (password-hash.ts); the app closes it. */
  passwordHasher: PasswordHasher;
  /** Called after a password reset ended every session of the user. */
  onPasswordReset?: (userId: string) => Promise<void>;
}

export function createAuth(deps: AuthDeps) {
  const { config } = deps;
  const https = config.baseUrl.startsWith('https:');
  const pending = new Set<Promise<void>>();

  // Mail goes out in the background: awaiting SMTP would make the answer to a reset request
  // slower for existing e-mails than for unknown ones (an enumeration oracle).
  const inBackground = (task: () => Promise<void>) => {
    const running = task()
      .catch((error: unknown) => deps.log.error({ err: error }, 'sending mail failed'))
      .finally(() => pending.delete(running));
    pending.add(running);
  };
  const send = (message: MailMessage) => inBackground(() => deps.mailer.sendMail(message));

  // __Host- needs Secure, Path=/ and no Domain: only over https.
  const cookieName = (name: string) => (https ? `__Host-tickerdeck.${name}` : `tickerdeck.${name}`);

  const auth = betterAuth({
    appName: 'Tickerdeck',
    baseURL: config.baseUrl,
    basePath: AUTH_BASE_PATH,
    secret: deps.secret,
    trustedOrigins: [new URL(config.baseUrl).origin],
    database: drizzleAdapter(deps.database.db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: config.passwordPolicy.minLength,
      maxPasswordLength: config.passwordPolicy.maxLength ?? PASSWORD_HARD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: 3600,
      revokeSessionsOnPasswordReset: true,
      password: {
        hash: deps.passwordHasher.hashPassword,
        verify: deps.passwordHasher.verifyPassword,
      },
      // A newer request ends every older link before its mail goes out; in the background, so
      // known and unknown e-mails still answer alike.
      sendResetPassword: async ({ user, token }) => {
        const link = `${config.baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
        inBackground(async () => {
          await revokeOtherResetLinks(deps.database.pool, user.id, token);
          await deps.mailer.sendMail(resetPasswordMail(user, link));
        });
      },
      onPasswordReset: async ({ user }) => {
        await revokeResetLinks(deps.database.pool, user.id);
        await deps.onPasswordReset?.(user.id);
      },
    },
    // Sign-up and e-mail verification are ours (features/accounts/sign-up.service.ts, decision
    // 016): better-auth only ever sees verified users, and sends no verification mail.
    session: {
      expiresIn: REMEMBER_ME_SECONDS,
      updateAge: 24 * 3600,
      // No cookie cache: every request checks the session row, so revocation is immediate.
      cookieCache: { enabled: false },
    },
    // Our own limits (rate-limiter.ts) live in PostgreSQL and also count per account.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: false,
      defaultCookieAttributes: { secure: https, httpOnly: true, sameSite: 'lax', path: '/' },
      cookies: {
        session_token: { name: cookieName('session_token') },
        session_data: { name: cookieName('session_data') },
        dont_remember: { name: cookieName('dont_remember') },
      },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER], ipv6Subnet: 64 },
    },
    telemetry: { enabled: false },
  });

  return {
    auth,
    /** Queues a mail without waiting for it. */
    send,
    /** Resolves when every mail queued so far has been handed over (tests, shutdown). */
    async settled() {
      await Promise.all([...pending]);
    },
  };
}

export type Auth = ReturnType<typeof createAuth>['auth'];
