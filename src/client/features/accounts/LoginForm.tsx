import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '../../lib/routing.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Field, FormMessage } from '../../components/forms/Field.tsx';
import { authErrorCode, loginErrorMessage, UNVERIFIED_LONG_MESSAGE } from './account-errors.ts';
import { resendVerification, useSignIn } from './api.ts';
import { loginFormSchema, type LoginForm as LoginValues } from './auth-schemas.ts';

type Outcome =
  | { kind: 'error'; message: string }
  | { kind: 'unverified'; email: string; resent?: 'sent' | 'failed' }
  | null;

/**
 * SPEC §2's login fields. Failures show SPEC §8's messages inline, or through `onFailure`
 * (the auth dialog's Error dialog). An unverified e-mail always gets the long message with a
 * 'Resend verification email' button that really resends.
 */
export function LoginForm({
  onSignedIn,
  onFailure,
  forgotPassword,
  verificationToken,
  defaultEmail,
}: {
  onSignedIn: () => void;
  onFailure?: (message: string) => void;
  /** Replaces the link to /forgot-password (the dialog opens its sub-dialog instead). */
  forgotPassword?: ReactNode;
  /** The token of the mailed verification link this login finishes. */
  verificationToken?: string;
  /** The e-mail the verification link was sent to, filled in (the password gets the focus). */
  defaultEmail?: string | undefined;
}) {
  const signIn = useSignIn(verificationToken);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: defaultEmail ?? '', password: '', rememberMe: false },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await signIn.mutateAsync(values);
      onSignedIn();
    } catch (error) {
      if (authErrorCode(error) === 'email-not-verified') {
        setOutcome({ kind: 'unverified', email: values.email });
      } else if (onFailure) {
        onFailure(loginErrorMessage(error));
      } else {
        setOutcome({ kind: 'error', message: loginErrorMessage(error) });
      }
    }
  });

  const resend = async (email: string) => {
    try {
      await resendVerification(email);
      setOutcome({ kind: 'unverified', email, resent: 'sent' });
    } catch {
      setOutcome({ kind: 'unverified', email, resent: 'failed' });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 space-y-4">
      {outcome?.kind === 'error' && <FormMessage tone="error">{outcome.message}</FormMessage>}
      {outcome?.kind === 'unverified' && (
        <FormMessage tone="error">
          <p>{UNVERIFIED_LONG_MESSAGE}</p>
          <button
            type="button"
            className="mt-2 font-medium underline"
            onClick={() => void resend(outcome.email)}
          >
            Resend verification email
          </button>
          {outcome.resent === 'sent' && (
            <p className="mt-1">Verification email sent. Check your inbox.</p>
          )}
          {outcome.resent === 'failed' && (
            <p className="mt-1">Failed to send the verification email. Please try again later.</p>
          )}
        </FormMessage>
      )}
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
        autoComplete="current-password"
        error={errors.password}
        {...form.register('password')}
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <label className="inline-flex items-center gap-2">
          <input type="checkbox" className="size-4" {...form.register('rememberMe')} />
          Remember me
        </label>
        {forgotPassword ?? (
          <Link
            to="/forgot-password"
            className="font-medium text-emerald-700 hover:underline dark:text-emerald-400"
          >
            Forgot password?
          </Link>
        )}
      </div>
      <Button type="submit" variant="primary" className="w-full py-2" disabled={isSubmitting}>
        {isSubmitting ? 'Logging in…' : 'Log In'}
      </Button>
    </form>
  );
}
