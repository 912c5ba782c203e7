import { z } from 'zod';
import {
  okSchema,
  sessionInfoSchema,
  sessionUserSchema,
  userDocumentSchema,
} from '../../shared/account.contract.ts';
import { AUTH_ERROR_MESSAGES, isAuthErrorCode } from '../../shared/auth-errors.ts';
import { passwordPolicySchema } from '../../shared/password-policy.ts';
import { preferencesSchema } from '../../shared/user-data.ts';
import { ApiRequestError } from './api-client.ts';

// The accounts API (routes of src/server/features/accounts), described once for the client.

export const accountContract = {
  session: {
    method: 'GET',
    path: '/api/auth/session',
    response: z.object({ user: sessionUserSchema.nullable() }),
  },
  passwordPolicy: {
    method: 'GET',
    path: '/api/auth/password-policy',
    response: passwordPolicySchema,
  },
  signUp: { method: 'POST', path: '/api/auth/sign-up/email', response: okSchema },
  signIn: {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    response: z.object({ user: sessionUserSchema }),
  },
  /** Logging in from the mailed link: finishes verification and signs in (decision 016). */
  verifyEmail: {
    method: 'POST',
    path: '/api/auth/verify-email',
    response: z.object({ user: sessionUserSchema }),
  },
  signOut: { method: 'POST', path: '/api/auth/sign-out', response: okSchema },
  resendVerification: {
    method: 'POST',
    path: '/api/auth/send-verification-email',
    response: okSchema,
  },
  requestPasswordReset: {
    method: 'POST',
    path: '/api/auth/request-password-reset',
    response: okSchema,
  },
  resetPassword: { method: 'POST', path: '/api/auth/reset-password', response: okSchema },
  me: { method: 'GET', path: '/api/me', response: userDocumentSchema },
  rename: { method: 'PATCH', path: '/api/me', response: userDocumentSchema },
  sessions: {
    method: 'GET',
    path: '/api/me/sessions',
    response: z.object({ sessions: z.array(sessionInfoSchema) }),
  },
  logOutAll: { method: 'POST', path: '/api/me/logout-all' },
  deleteAccount: { method: 'DELETE', path: '/api/me' },
  preferences: {
    method: 'PATCH',
    path: '/api/me/preferences',
    response: z.object({ preferences: preferencesSchema }),
  },
} as const;

/** The SPEC §8 code of a failed account call ('network-request-failed' when offline). */
export function authErrorCode(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 0) return 'network-request-failed';
    return error.error.code;
  }
  return 'internal';
}

/** SPEC §8's login message for a failure. */
export function loginErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  if (code === 'invalid-credential' || code === 'wrong-password' || code === 'user-not-found')
    return AUTH_ERROR_MESSAGES['invalid-credential'];
  if (code === 'too-many-requests' || code === 'network-request-failed')
    return AUTH_ERROR_MESSAGES[code];
  if (code === 'email-not-verified') return AUTH_ERROR_MESSAGES['email-not-verified'];
  // Logging in from a verification link that was used, replaced or is too old.
  if (code === 'invalid-action-code' || code === 'expired-action-code')
    return AUTH_ERROR_MESSAGES[code];
  return 'An unexpected error occurred during login. Please try again later.';
}

/** A failure's message for people: the server's own for known account codes. */
export function accountErrorMessage(error: unknown, fallback: string): string {
  const code = authErrorCode(error);
  if (code === 'network-request-failed') return AUTH_ERROR_MESSAGES[code];
  if (isAuthErrorCode(code) && code !== 'internal' && error instanceof ApiRequestError)
    return error.error.message;
  return fallback;
}

/** SPEC §8: what the login form shows for an unverified e-mail. */
export const UNVERIFIED_LONG_MESSAGE =
  'Please verify your email address before logging in. Check your inbox for a verification link...';
