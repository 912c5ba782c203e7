import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from '../../lib/routing.tsx';
import { DEFAULT_PASSWORD_POLICY } from '#shared/accounts/password-policy.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Field, FormMessage } from '../../components/forms/Field.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { accountErrorMessage } from './account-errors.ts';
import { passwordPolicyQuery } from '../../lib/session.ts';
import { resetPassword } from './api.ts';
import { newPasswordFormSchema } from './auth-schemas.ts';

const linkClass = 'font-medium text-emerald-700 hover:underline dark:text-emerald-400';

/** Sets a new password from the mailed link (its token is in the query); every session ends on success. */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token');
  const policy = useQuery(passwordPolicyQuery()).data ?? DEFAULT_PASSWORD_POLICY;
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const form = useForm({
    resolver: zodResolver(newPasswordFormSchema(policy)),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ password }) => {
    if (!token) return;
    setOutcome(null);
    try {
      await resetPassword(token, password);
      setOutcome({ ok: true, message: 'Your password has been reset. You can log in now.' });
    } catch (error) {
      setOutcome({
        ok: false,
        message: accountErrorMessage(error, 'Failed to reset the password. Please try again.'),
      });
    }
  });

  return (
    <div className="max-w-md">
      <PageHeader title="Reset Password" />
      {!token ? (
        <FormMessage tone="error">
          This link is invalid or has already been used.{' '}
          <Link to="/forgot-password" className={linkClass}>
            Request a new one
          </Link>
        </FormMessage>
      ) : outcome?.ok ? (
        <FormMessage tone="success">
          {outcome.message}{' '}
          <Link to="/login" className={linkClass}>
            Log in
          </Link>
        </FormMessage>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
          {outcome && <FormMessage tone="error">{outcome.message}</FormMessage>}
          <Field
            label="New password"
            type="password"
            autoComplete="new-password"
            error={errors.password}
            {...form.register('password')}
          />
          <Field
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" variant="primary" className="w-full py-2" disabled={isSubmitting}>
            Set New Password
          </Button>
        </form>
      )}
    </div>
  );
}
