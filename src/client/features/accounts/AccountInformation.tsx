import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import type { UserDocument } from '../../../shared/accounts.contract.ts';
import { Field, FormMessage } from '../../components/forms/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { accountContract } from '../../../shared/accounts.contract.ts';
import { apiSend } from '../../lib/api-client.ts';
import { useRename } from './api.ts';
import { displayNameField } from './auth-schemas.ts';

/** SPEC §8: success messages hide after 5 seconds. */
export const SUCCESS_HIDE_MS = 5000;

// Renaming follows sign-up's rule and messages (issue 18); the server checks the same.
const nameFormSchema = z.object({ displayName: displayNameField });

type Message = { tone: 'success' | 'error'; text: string } | null;

function useFadingMessage() {
  const [message, setMessage] = useState<Message>(null);
  useEffect(() => {
    if (message?.tone !== 'success') return;
    const timer = setTimeout(() => setMessage(null), SUCCESS_HIDE_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return [message, setMessage] as const;
}

export function AccountInformation({ me }: { me: UserDocument }) {
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useFadingMessage();
  const rename = useRename();
  const editButtonId = useId();
  const stopEditing = () => {
    // Back on Edit after Cancel or Save, so a keyboard user stays where they were.
    flushSync(() => setEditing(false));
    document.getElementById(editButtonId)?.focus();
  };
  const form = useForm({
    resolver: zodResolver(nameFormSchema),
    defaultValues: { displayName: me.displayName },
  });
  const save = form.handleSubmit(async ({ displayName }) => {
    try {
      await rename.mutateAsync(displayName);
      stopEditing();
      setMessage({ tone: 'success', text: 'Profile updated successfully.' });
    } catch {
      setMessage({ tone: 'error', text: 'Failed to update profile.' });
    }
  });
  const sendReset = async () => {
    try {
      await apiSend(accountContract.requestPasswordReset, { body: { email: me.email } });
      setMessage({ tone: 'success', text: 'Password reset email sent. Check your inbox.' });
    } catch {
      setMessage({ tone: 'error', text: 'Failed to send password reset email.' });
    }
  };

  return (
    <Card title="Account Information">
      <div className="space-y-4">
        {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
        <form
          noValidate
          onSubmit={(event) => void save(event)}
          className="flex flex-wrap items-end gap-2"
        >
          {editing ? (
            <Field
              label="Display name"
              className="min-w-0 flex-1"
              autoComplete="name"
              error={form.formState.errors.displayName}
              onKeyDown={(event) => {
                if (event.key !== 'Escape') return;
                event.preventDefault();
                stopEditing();
              }}
              {...form.register('displayName')}
            />
          ) : (
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium">Display name</p>
              <p className="truncate">{me.displayName || 'Investor'}</p>
            </div>
          )}
          {/* Distinct keys: reusing one <button> would turn Edit into a submit button during
              its own click, and the browser would submit the form at once. */}
          {editing ? (
            <>
              <Button key="cancel" onClick={stopEditing}>
                Cancel
              </Button>
              <Button
                key="save"
                type="submit"
                variant="primary"
                disabled={form.formState.isSubmitting}
              >
                Save
              </Button>
            </>
          ) : (
            <Button
              key="edit"
              id={editButtonId}
              onClick={() => {
                form.reset({ displayName: me.displayName });
                setEditing(true);
              }}
            >
              Edit
            </Button>
          )}
        </form>
        <div>
          <p className="text-sm font-medium">Email</p>
          <p className="break-all">{me.email}</p>
        </div>
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div>
            <p className="text-sm font-medium">Password</p>
            <p aria-label="Password hidden">••••••••</p>
          </div>
          <Button variant="ghost" onClick={() => void sendReset()}>
            Reset Password
          </Button>
        </div>
      </div>
    </Card>
  );
}
