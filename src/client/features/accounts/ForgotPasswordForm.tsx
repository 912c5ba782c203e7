import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { Button } from '../../components/ui/Button.tsx';
import { Field, FormMessage } from '../../components/forms/Field.tsx';
import { requestPasswordReset } from './api.ts';
import { emailFormSchema } from './auth-schemas.ts';

export const RESET_SENT = 'Password reset email sent! Check your inbox for further instructions.';
export const RESET_FAILED = 'Failed to send reset email. Please try again.';

/** The same answer whether or not the e-mail has an account (the server does not say). */
export function ForgotPasswordForm() {
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const form = useForm<z.infer<typeof emailFormSchema>>({
    resolver: zodResolver(emailFormSchema),
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit(async ({ email }) => {
    setOutcome(null);
    try {
      await requestPasswordReset(email);
      setOutcome('sent');
    } catch {
      setOutcome('failed');
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
      {outcome === 'sent' && <FormMessage tone="success">{RESET_SENT}</FormMessage>}
      {outcome === 'failed' && <FormMessage tone="error">{RESET_FAILED}</FormMessage>}
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        error={form.formState.errors.email}
        {...form.register('email')}
      />
      <Button
        type="submit"
        variant="primary"
        className="w-full py-2"
        disabled={form.formState.isSubmitting}
      >
        Send Reset Link
      </Button>
    </form>
  );
}
