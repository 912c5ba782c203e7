import { z } from 'zod';
import { AUTH_ERROR_MESSAGES } from './auth-errors.ts';
import { isPlainText } from './text.ts';
import { positionSchema } from './user-data.ts';

// The accounts API (issue 4). Bodies are parsed with these schemas on the server before
// anything else happens; the client builds its forms and parses responses with the same ones.

export const AUTH_BASE_PATH = '/api/auth';
export const NAME_MAX_LENGTH = 100;

/** E-mail as people type it: surrounding spaces and letter case do not make another account. */
export const emailSchema = z
  .string()
  .max(320)
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.email('Invalid email address').max(254));

export const displayNameSchema = z
  .string()
  .transform((value) => value.normalize('NFC').trim())
  .pipe(
    z
      .string()
      .min(1, 'Display name is required')
      .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`)
      // Controls, line separators and direction overrides never belong in a name (text.ts).
      .refine(isPlainText, 'Name contains invalid characters'),
  );

const signUpNameSchema = displayNameSchema.pipe(
  z.string().min(2, 'Name must be at least 2 characters'),
);

/** Length and classes are checked against the configured policy (password-policy.ts). */
const passwordSchema = z.string().min(1, 'Password is required').max(4096);

export const signUpBodySchema = z.strictObject({
  name: signUpNameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export const signInBodySchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  /** Unchecked: the cookie ends with the browser session. Checked: 30 days. */
  rememberMe: z.boolean().default(false),
});
export const emailOnlyBodySchema = z.strictObject({ email: emailSchema });
/**
 * A token from one of our mailed links, checked in shape before it reaches a query: better-auth
 * makes reset tokens of letters and digits and verification tokens as JWTs (base64url and dots).
 */
export const linkTokenSchema = z
  .string()
  .min(1)
  .max(4096)
  .regex(/^[A-Za-z0-9_.-]+$/, AUTH_ERROR_MESSAGES['invalid-action-code']);

/**
 * Finishing verification: the mailed link's token proves the mailbox, the password picks which
 * sign-up of that e-mail becomes the account (docs/decisions/016-sign-up-owned-by-the-mailbox.md).
 */
export const verifyEmailBodySchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  token: linkTokenSchema.max(200),
  rememberMe: z.boolean().default(false),
});
export const resetPasswordBodySchema = z.strictObject({
  token: linkTokenSchema.max(200),
  newPassword: passwordSchema,
});
export const updateProfileBodySchema = z.strictObject({ displayName: displayNameSchema });

/** Answer of every request that must not reveal whether an e-mail has an account. */
export const okSchema = z.object({ status: z.literal(true) });

export const sessionUserSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string(),
  emailVerified: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionInfoSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** SPEC §3's user document, read from the rows (watchlist in the order added). */
export const userDocumentSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string(),
  createdAt: z.iso.datetime(),
  watchlist: z.array(z.string()),
  portfolio: z.array(positionSchema),
  preferences: z.object({ darkMode: z.boolean(), emailNotifications: z.boolean() }),
  sessions: z.array(sessionInfoSchema),
  lastLogout: z.iso.datetime().nullable(),
});
export type UserDocument = z.infer<typeof userDocumentSchema>;
