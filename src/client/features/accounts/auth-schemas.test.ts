import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from '#shared/accounts/password-policy.ts';
import {
  displayNameField,
  emailFormSchema,
  loginFormSchema,
  newPasswordFormSchema,
  signupFormSchema,
} from './auth-schemas.ts';

// The schemas are zod/mini (docs/decisions/042) and this file loads no classic zod, so no zod
// locale either: every message below is the form's own SPEC text, as the browser shows it.

/** What react-hook-form shows: each field's message, through the resolver the forms use. */
async function shown<Input extends FieldValues>(
  schema: z.ZodMiniType<unknown, Input>,
  values: Input,
) {
  const result = await zodResolver(schema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, error?.message]),
  );
}

const strictPolicy: PasswordPolicy = {
  minLength: 8,
  maxLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireNumeric: true,
  requireNonAlphanumeric: true,
};

describe('the account forms (zod/mini through zodResolver)', () => {
  it('login: required fields, then the email shape and password length', async () => {
    expect(await shown(loginFormSchema, { email: '  ', password: '', rememberMe: false })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(
      await shown(loginFormSchema, { email: 'ada@', password: 'abc', rememberMe: true }),
    ).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
    });
  });

  it('login: gives the trimmed values when they pass', async () => {
    const result = await zodResolver(loginFormSchema)(
      { email: ' ada@example.com ', password: 'secret', rememberMe: true },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(result).toEqual({
      errors: {},
      values: { email: 'ada@example.com', password: 'secret', rememberMe: true },
    });
  });

  it('sign-up: every SPEC message on its own field', async () => {
    const policy = DEFAULT_PASSWORD_POLICY;
    expect(
      await shown(signupFormSchema(policy), {
        name: ' ',
        email: '',
        password: '',
        confirmPassword: '',
        terms: false,
      }),
    ).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
      terms: 'You must accept the terms and conditions',
    });
    expect(
      await shown(signupFormSchema(policy), {
        name: ' A ',
        email: 'not-an-email',
        password: 'secret',
        confirmPassword: 'secreT',
        terms: true,
      }),
    ).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Invalid email address',
      confirmPassword: 'Passwords do not match',
    });
  });

  it("sign-up and reset: the server's password policy, in its own words", async () => {
    const values = { name: 'Ada', email: 'ada@example.com', confirmPassword: 'x', terms: true };
    expect(
      await shown(signupFormSchema(strictPolicy), { ...values, password: 'abcdefgh' }),
    ).toMatchObject({ password: 'Password must contain an uppercase letter' });
    expect(
      await shown(newPasswordFormSchema(strictPolicy), {
        password: 'Abcdefgh1!xyz',
        confirmPassword: 'Abcdefgh1!xyz',
      }),
    ).toEqual({ password: 'Password must be at most 12 characters' });
    expect(
      await shown(newPasswordFormSchema(strictPolicy), {
        password: 'Abcdef1!',
        confirmPassword: 'Abcdef1?',
      }),
    ).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it('forgot password and rename: the email and display-name messages', async () => {
    expect(await shown(emailFormSchema, { email: '' })).toEqual({ email: 'Email is required' });
    expect(await shown(emailFormSchema, { email: 'ada@example' })).toEqual({
      email: 'Invalid email address',
    });
    expect(displayNameField.safeParse('  ').error?.issues.map((issue) => issue.message)).toEqual([
      'Display name is required',
      'Name must be at least 2 characters',
    ]);
    expect(displayNameField.safeParse(' Ada ').data).toBe('Ada');
  });
});
