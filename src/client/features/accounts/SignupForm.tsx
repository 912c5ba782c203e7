import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DEFAULT_PASSWORD_POLICY } from '#shared/accounts/password-policy.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Field, FormMessage } from '../../components/forms/Field.tsx';
import { accountErrorMessage } from './account-errors.ts';
import { passwordPolicyQuery } from '../../lib/session.ts';
import { signUp } from './api.ts';
import { signupFormSchema, type SignupForm as SignupValues } from './auth-schemas.ts';

export const SIGNUP_FAILED = 'Failed to create an account. Please try again.';

/** SPEC §2's signup fields and §5's rules; the password also meets the server's policy. */
// New tabs: the form keeps what was typed while the text is read.
const legalLink = 'font-medium text-emerald-700 underline dark:text-emerald-400';

export function SignupForm({
  onRegistered,
  onFailure,
}: {
  onRegistered: (email: string) => void;
  onFailure?: (message: string) => void;
}) {
  const policy = useQuery(passwordPolicyQuery()).data ?? DEFAULT_PASSWORD_POLICY;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignupValues>({
    resolver: zodResolver(signupFormSchema(policy)),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', terms: false },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ name, email, password }) => {
    setFailure(null);
    try {
      await signUp({ name, email, password });
      onRegistered(email);
    } catch (error) {
      const message = accountErrorMessage(error, SIGNUP_FAILED);
      if (onFailure) onFailure(message);
      else setFailure(message);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 space-y-4">
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <Field label="Full name" autoComplete="name" error={errors.name} {...form.register('name')} />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email}
        {...form.register('email')}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password}
        {...form.register('password')}
      />
      <Field
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword}
        {...form.register('confirmPassword')}
      />
      <div>
        <label className="inline-flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4"
            aria-invalid={errors.terms ? true : undefined}
            {...form.register('terms')}
          />
          <span>
            I agree to the{' '}
            <a href="/terms" target="_blank" rel="noopener" className={legalLink}>
              Terms of Service
            </a>{' '}
            and{' '}
            <a href="/privacy" target="_blank" rel="noopener" className={legalLink}>
              Privacy Policy
            </a>
            <span className="sr-only"> (each opens in a new tab)</span>
          </span>
        </label>
        {errors.terms?.message && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {errors.terms.message}
          </p>
        )}
      </div>
      <Button type="submit" variant="primary" className="w-full py-2" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account…' : 'Create Account'}
      </Button>
    </form>
  );
}
