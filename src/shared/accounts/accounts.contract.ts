import { z } from 'zod/mini';
import { AUTH_ERROR_MESSAGES } from './auth-errors.ts';
import { defineContract } from '../platform/contract.ts';
import { passwordPolicySchema } from './password-policy.ts';
import { preferencesSchema } from '../preferences/preferences.ts';
import { isPlainText } from '../platform/text.ts';
import { positionSchema } from '../portfolio/portfolio.ts';
import { lazySchema } from '../platform/lazy-schema.ts';

// The accounts API. Bodies are parsed with these schemas on the server before
// anything else happens; the client builds its forms and parses responses with the same ones.

export const AUTH_BASE_PATH = '/api/auth';
export const NAME_MAX_LENGTH = 100;
/** E-mail as people type it: surrounding spaces and letter case do not make another account. */
export const emailSchema = lazySchema(() =>
  z.pipe(
    z.pipe(
      z.string().check(z.maxLength(320)),
      z.transform((value: string) => value.trim().toLowerCase()),
    ),
    z.email('Invalid email address').check(z.maxLength(254)),
  ),
);

export const displayNameSchema = lazySchema(() =>
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((value: string) => value.normalize('NFC').trim()),
    ),
    z.string().check(
      z.minLength(1, 'Display name is required'),
      z.maxLength(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`),
      // Controls, line separators and direction overrides never belong in a name (text.ts).
      z.refine(isPlainText, 'Name contains invalid characters'),
    ),
  ),
);

/** Sign-up's and rename's rule: a name of 2 characters or more (one rule, one message). */
const newNameSchema = lazySchema(() =>
  z.pipe(displayNameSchema, z.string().check(z.minLength(2, 'Name must be at least 2 characters'))),
);

/** Length and classes are checked against the configured policy (password-policy.ts). */
const passwordSchema = lazySchema(() =>
  z.string().check(z.minLength(1, 'Password is required'), z.maxLength(4096)),
);

export const signUpBodySchema = lazySchema(() =>
  z.strictObject({
    name: newNameSchema,
    email: emailSchema,
    password: passwordSchema,
  }),
);
export const signInBodySchema = lazySchema(() =>
  z.strictObject({
    email: emailSchema,
    password: passwordSchema,
    /** Unchecked: the cookie ends with the browser session. Checked: 30 days. */
    rememberMe: z._default(z.boolean(), false),
  }),
);
export const emailOnlyBodySchema = lazySchema(() => z.strictObject({ email: emailSchema }));
/**
 * A token from one of our mailed links, checked in shape before it reaches a query: better-auth
 * makes reset tokens of letters and digits and verification tokens as JWTs (base64url and dots).
 */
export const linkTokenSchema = lazySchema(() =>
  z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(4096),
      z.regex(/^[A-Za-z0-9_.-]+$/, AUTH_ERROR_MESSAGES['invalid-action-code']),
    ),
);

/**
 * Finishing verification: the mailed link's token proves the mailbox, the password picks which
 * sign-up of that e-mail becomes the account (docs/decisions/016-sign-up-owned-by-the-mailbox.md).
 */
export const verifyEmailBodySchema = lazySchema(() =>
  z.strictObject({
    email: emailSchema,
    password: passwordSchema,
    token: linkTokenSchema.check(z.maxLength(200)),
    rememberMe: z._default(z.boolean(), false),
  }),
);
export const resetPasswordBodySchema = lazySchema(() =>
  z.strictObject({
    token: linkTokenSchema.check(z.maxLength(200)),
    newPassword: passwordSchema,
  }),
);
export const updateProfileBodySchema = lazySchema(() =>
  z.strictObject({ displayName: newNameSchema }),
);

/** Answer of every request that must not reveal whether an e-mail has an account. */
export const okSchema = lazySchema(() => z.object({ status: z.literal(true) }));

export const sessionUserSchema = lazySchema(() =>
  z.object({
    uid: z.string(),
    email: z.string(),
    displayName: z.string(),
    emailVerified: z.boolean(),
  }),
);
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionInfoSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
    ipAddress: z.nullable(z.string()),
    userAgent: z.nullable(z.string()),
    /** The session this request came with. */
    current: z.boolean(),
  }),
);
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** SPEC §3's user document, read from the rows (watchlist in the order added). */
export const userDocumentSchema = lazySchema(() =>
  z.object({
    uid: z.string(),
    email: z.string(),
    displayName: z.string(),
    createdAt: z.iso.datetime(),
    watchlist: z.array(z.string()),
    portfolio: z.array(positionSchema),
    preferences: preferencesSchema,
    sessions: z.array(sessionInfoSchema),
    lastLogout: z.nullable(z.iso.datetime()),
  }),
);
export type UserDocument = z.infer<typeof userDocumentSchema>;

/** The session check's answer. user null: nobody (verified) is signed in on this browser. */
export const sessionAnswerSchema = lazySchema(() =>
  z.object({ user: z.nullable(sessionUserSchema) }),
);
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/**
 * Who is signed in for one page the server renders: the session check's answer and, for a
 * signed-in user, their document, read from the request exactly as GET /api/auth/session and
 * GET /api/me would answer it (parsed with this schema, so only these fields go into the page).
 */
export const pageSessionSchema = lazySchema(() =>
  z.object({ session: sessionAnswerSchema, me: z.optional(userDocumentSchema) }),
);
export type PageSession = z.infer<typeof pageSessionSchema>;

/**
 * The link in a verification mail. Never refused: a missing or malformed token still lands on
 * our login page (as `link=invalid`), so the query is read leniently and anything else ignored.
 */
const verificationLinkQuerySchema = lazySchema(() =>
  z.object({
    token: z.catch(z.optional(linkTokenSchema), undefined),
  }),
);

const signedInUserSchema = lazySchema(() => z.object({ user: sessionUserSchema }));

/** What a wrong password, an unverified sign-up or a full limit answer on a sign-in. */
const signInErrors = [
  'invalid-credential',
  'email-not-verified',
  'too-many-requests',
  'user-disabled',
] as const;

/** The accounts API: /api/auth (sign-up, sign-in, links) and /api/me (the user's own account). */
export const accountContract = defineContract({
  passwordPolicy: {
    method: 'GET',
    path: `${AUTH_BASE_PATH}/password-policy`,
    response: passwordPolicySchema,
    errors: [],
  },
  session: {
    method: 'GET',
    path: `${AUTH_BASE_PATH}/session`,
    response: sessionAnswerSchema,
    errors: [],
  },
  /** The same answer for a taken and a new e-mail (decision 016). */
  signUp: {
    method: 'POST',
    path: `${AUTH_BASE_PATH}/sign-up/email`,
    body: signUpBodySchema,
    response: okSchema,
    errors: ['password-does-not-meet-requirements', 'too-many-requests'],
  },
  signIn: {
    method: 'POST',
    path: `${AUTH_BASE_PATH}/sign-in/email`,
    body: signInBodySchema,
    response: signedInUserSchema,
    errors: signInErrors,
  },
  signOut: { method: 'POST', path: `${AUTH_BASE_PATH}/sign-out`, response: okSchema, errors: [] },
  /** The mailed link: a 302 to our login page, with the token when it still works. */
  verificationLink: {
    method: 'GET',
    path: `${AUTH_BASE_PATH}/verify-email`,
    query: verificationLinkQuerySchema,
    status: 302,
    errors: [],
  },
  /** Logging in from the mailed link: finishes verification and signs in (decision 016). */
  verifyEmail: {
    method: 'POST',
    path: `${AUTH_BASE_PATH}/verify-email`,
    body: verifyEmailBodySchema,
    response: signedInUserSchema,
    errors: [...signInErrors, 'invalid-action-code', 'expired-action-code'],
  },
  resendVerification: {
    method: 'POST',
    path: `${AUTH_BASE_PATH}/send-verification-email`,
    body: emailOnlyBodySchema,
    response: okSchema,
    errors: ['too-many-requests'],
  },
  requestPasswordReset: {
    method: 'POST',
    path: `${AUTH_BASE_PATH}/request-password-reset`,
    body: emailOnlyBodySchema,
    response: okSchema,
    errors: ['too-many-requests'],
  },
  resetPassword: {
    method: 'POST',
    path: `${AUTH_BASE_PATH}/reset-password`,
    body: resetPasswordBodySchema,
    response: okSchema,
    errors: [
      'password-does-not-meet-requirements',
      'too-many-requests',
      'invalid-action-code',
      'expired-action-code',
    ],
  },
  me: { method: 'GET', path: '/api/me', response: userDocumentSchema, errors: ['unauthenticated'] },
  rename: {
    method: 'PATCH',
    path: '/api/me',
    body: updateProfileBodySchema,
    response: userDocumentSchema,
    errors: ['unauthenticated'],
  },
  sessions: {
    method: 'GET',
    path: '/api/me/sessions',
    response: lazySchema(() => z.object({ sessions: z.array(sessionInfoSchema) })),
    errors: ['unauthenticated'],
  },
  /** Every session ends, lastLogout is set, open tabs hear at once. */
  logOutAll: { method: 'POST', path: '/api/me/logout-all', errors: ['unauthenticated'] },
  /** The account and everything of it, in one transaction. */
  deleteAccount: { method: 'DELETE', path: '/api/me', errors: ['unauthenticated'] },
  /**
   * Everything of the account as one JSON download (docs/decisions/030): profile, preferences,
   * watchlist, saved import mappings and every transaction (streamed; documented in the README).
   */
  exportAccount: {
    method: 'GET',
    path: '/api/me/export.json',
    errors: ['unauthenticated', 'too-many-at-once'],
  },
});
