import { describe, expect, it } from 'vitest';
import { authError, clientAuthErrorCode } from './auth-errors.ts';

describe('auth error mapping', () => {
  it("maps the identity server's codes to SPEC §8's client codes", () => {
    expect(clientAuthErrorCode('EMAIL_EXISTS')).toBe('email-already-in-use');
    expect(clientAuthErrorCode('INVALID_LOGIN_CREDENTIALS')).toBe('invalid-credential');
    expect(clientAuthErrorCode('TOO_MANY_ATTEMPTS_TRY_LATER')).toBe('too-many-requests');
    expect(clientAuthErrorCode('USER_DISABLED')).toBe('user-disabled');
    expect(clientAuthErrorCode('TOKEN_EXPIRED')).toBe('user-token-expired');
    expect(clientAuthErrorCode('INVALID_EMAIL_OR_PASSWORD')).toBe('invalid-credential');
    expect(clientAuthErrorCode('EMAIL_NOT_VERIFIED')).toBe('email-not-verified');
    expect(clientAuthErrorCode('something new')).toBe('internal');
    expect(clientAuthErrorCode('__proto__')).toBe('internal');
  });

  it("carries SPEC §8's exact messages", () => {
    expect(authError('invalid-credential').message).toBe(
      'Invalid email or password. Please try again.',
    );
    expect(authError('too-many-requests').message).toBe(
      'Too many failed login attempts. Please try again later.',
    );
    expect(authError('network-request-failed').message).toBe(
      'Network error. Please check your internet connection.',
    );
    expect(authError('email-not-verified').message).toBe(
      'Please verify your email before logging in.',
    );
  });
});
