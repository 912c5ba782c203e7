import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_POLICY, passwordPolicyIssues } from './password-policy.ts';

describe('passwordPolicyIssues', () => {
  it('asks only for 6 characters by default, with the SPEC message', () => {
    expect(passwordPolicyIssues('abcde', DEFAULT_PASSWORD_POLICY)).toEqual([
      'Password must be at least 6 characters',
    ]);
    expect(passwordPolicyIssues('abcdef', DEFAULT_PASSWORD_POLICY)).toEqual([]);
  });

  it('lists every configured requirement the password misses', () => {
    const strict = {
      minLength: 8,
      maxLength: 10,
      requireLowercase: true,
      requireUppercase: true,
      requireNumeric: true,
      requireNonAlphanumeric: true,
    };
    expect(passwordPolicyIssues('ABCDEFGHIJK', strict)).toEqual([
      'Password must be at most 10 characters',
      'Password must contain a lowercase letter',
      'Password must contain a number',
      'Password must contain a character that is not a letter or a number',
    ]);
    expect(passwordPolicyIssues('Äbc1!xyz', strict)).toEqual([]);
  });
});
