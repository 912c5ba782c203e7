import { AUTH_ERROR_MESSAGES, isAuthErrorCode } from '#shared/accounts/auth-errors.ts';
import { ApiRequestError } from '../../lib/api-client.ts';

// How the client reads a failed account call (the routes are src/shared/accounts/accounts.contract.ts).

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
