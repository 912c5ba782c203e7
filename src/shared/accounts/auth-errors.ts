// One place for account error codes (SPEC §8). The server answers every account failure with
// `{ error: { code, message } }` where `code` is one of the client codes below; the client shows
// the messages by code. Server-side codes (better-auth's, and Firebase-style identity codes)
// are translated here, so both sides agree.

export const AUTH_ERROR_MESSAGES = {
  'email-not-verified': 'Please verify your email before logging in.',
  'invalid-credential': 'Invalid email or password. Please try again.',
  'wrong-password': 'Invalid email or password. Please try again.',
  'user-not-found': 'Invalid email or password. Please try again.',
  'too-many-requests': 'Too many failed login attempts. Please try again later.',
  'network-request-failed': 'Network error. Please check your internet connection.',
  'email-already-in-use': 'Failed to create an account. Please try again.',
  'invalid-email': 'Invalid email address',
  'user-disabled': 'This account has been disabled.',
  'user-token-expired': 'Your session has expired. Please sign in again.',
  'expired-action-code': 'This link has expired. Please request a new one.',
  'invalid-action-code': 'This link is invalid or has already been used.',
  'requires-recent-login': 'Please sign in again to continue.',
  'password-does-not-meet-requirements': 'The password does not meet the requirements.',
  'invalid-callback-url': 'The link points outside this site.',
  internal: 'An unexpected error occurred during login. Please try again later.',
} as const;

export type AuthErrorCode = keyof typeof AUTH_ERROR_MESSAGES;

/** Identity-server codes (better-auth's and the Firebase names of SPEC §8) → client codes. */
const SERVER_TO_CLIENT: Record<string, AuthErrorCode> = {
  // SPEC §8 (Firebase identity server)
  EMAIL_EXISTS: 'email-already-in-use',
  INVALID_PASSWORD: 'wrong-password',
  INVALID_LOGIN_CREDENTIALS: 'invalid-credential',
  EMAIL_NOT_FOUND: 'user-not-found',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'too-many-requests',
  USER_DISABLED: 'user-disabled',
  TOKEN_EXPIRED: 'user-token-expired',
  EXPIRED_OOB_CODE: 'expired-action-code',
  INVALID_OOB_CODE: 'invalid-action-code',
  CREDENTIAL_TOO_OLD_LOGIN_AGAIN: 'requires-recent-login',
  PASSWORD_DOES_NOT_MEET_REQUIREMENTS: 'password-does-not-meet-requirements',
  // better-auth 1.7
  INVALID_EMAIL_OR_PASSWORD: 'invalid-credential',
  EMAIL_NOT_VERIFIED: 'email-not-verified',
  USER_ALREADY_EXISTS: 'email-already-in-use',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'email-already-in-use',
  USER_NOT_FOUND: 'invalid-action-code',
  INVALID_TOKEN: 'invalid-action-code',
  PASSWORD_TOO_SHORT: 'password-does-not-meet-requirements',
  PASSWORD_TOO_LONG: 'password-does-not-meet-requirements',
  INVALID_PASSWORD_LENGTH: 'password-does-not-meet-requirements',
  INVALID_EMAIL: 'invalid-email',
  SESSION_EXPIRED: 'user-token-expired',
  FAILED_TO_GET_SESSION: 'user-token-expired',
  TOO_MANY_REQUESTS: 'too-many-requests',
  INVALID_REDIRECT_URL: 'invalid-callback-url',
  INVALID_CALLBACK_URL: 'invalid-callback-url',
};

export function isAuthErrorCode(code: string): code is AuthErrorCode {
  return Object.hasOwn(AUTH_ERROR_MESSAGES, code);
}

/** The client code for a server code; unknown codes become 'internal'. */
export function clientAuthErrorCode(serverCode: string): AuthErrorCode {
  if (isAuthErrorCode(serverCode)) return serverCode;
  return Object.hasOwn(SERVER_TO_CLIENT, serverCode)
    ? (SERVER_TO_CLIENT[serverCode] ?? 'internal')
    : 'internal';
}

export function authError(code: AuthErrorCode): { code: AuthErrorCode; message: string } {
  return { code, message: AUTH_ERROR_MESSAGES[code] };
}
