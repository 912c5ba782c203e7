import type { AuthErrorCode } from '../accounts/auth-errors.ts';

// The one catalogue of error codes in `{ error: { code } }` (kebab-case, docs/decisions/018).
// The server's HttpError and the client's own failures take their codes from here; the account
// codes and their messages live in auth-errors.ts (SPEC §8).

/** Codes the server sends besides the account codes. */
export const SERVER_ERROR_CODES = [
  'invalid-request',
  'invalid-url',
  'body-too-large',
  'unauthenticated',
  'forbidden',
  'forbidden-origin',
  'unsupported-media-type',
  'not-found',
  'unknown-symbol',
  'limit-reached',
  'name-taken',
  'insufficient-shares',
  'account-not-empty',
  'exchange-rates-unavailable',
  'unknown-format',
  'import-busy',
  'too-many-at-once',
  'market-data-rate-limited',
  'market-data-busy',
  'market-data-unavailable',
  'database-unavailable',
  'database-read-only',
  'database-full',
  'internal',
] as const;

/** Codes the client makes for a call that got no answer of ours it could read. */
export const CLIENT_ERROR_CODES = ['network-error', 'http-error', 'invalid-response'] as const;

export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number] | AuthErrorCode;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** Codes any route may answer with, so contract entries list only their own. */
export const COMMON_ERROR_CODES = [
  'invalid-request',
  'invalid-url',
  'not-found',
  'body-too-large',
  'unsupported-media-type',
  'forbidden-origin',
  'database-unavailable',
  'database-read-only',
  'database-full',
  'internal',
] as const satisfies readonly ServerErrorCode[];
