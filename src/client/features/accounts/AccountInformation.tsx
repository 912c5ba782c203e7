import { Suspense, useEffect, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import type { UserDocument } from '#shared/accounts/accounts.contract.ts';
import { FormMessage } from '../../components/forms/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { pageSettled } from '../../lib/after-page-settles.ts';
import { apiSend } from '../../lib/api-client.ts';
import { lazyOnIntent } from '../../lib/lazy-on-intent.ts';
import { useRename } from './api.ts';

/** SPEC §8: success messages hide after 5 seconds. */
export const SUCCESS_HIDE_MS = 5000;

/** The editor and its form library arrive after the profile itself (decision 061). */
const NameForm = lazyOnIntent(async () => (await import('./DisplayNameForm.tsx')).DisplayNameForm);

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
  const editButtonId = useId();
  const rename = useRename();
  // Usually here before the first click on Edit: once the page has settled.
  useEffect(() => void pageSettled().then(NameForm.preload), []);
  const stopEditing = () => {
    // Back on Edit after Cancel or Save, so a keyboard user stays where they were.
    flushSync(() => setEditing(false));
    document.getElementById(editButtonId)?.focus();
  };
  const sendReset = async () => {
    try {
      await apiSend(accountContract.requestPasswordReset, { body: { email: me.email } });
      setMessage({ tone: 'success', text: 'Password reset email sent. Check your inbox.' });
    } catch {
      setMessage({ tone: 'error', text: 'Failed to send password reset email.' });
    }
  };
  const shownName = (
    <div className="min-w-0 flex-1">
      <p className="text-sm font-medium">Display name</p>
      <p className="truncate">{me.displayName || 'Investor'}</p>
    </div>
  );

  return (
    <Card title="Account Information">
      <div className="space-y-4">
        {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
        {editing ? (
          // The name as it is while the editor's chunk arrives (a moment, if ever).
          <Suspense fallback={<div className="flex flex-wrap items-end gap-2">{shownName}</div>}>
            <NameForm.Component
              displayName={me.displayName}
              rename={rename.mutateAsync}
              onCancel={stopEditing}
              onSaved={() => {
                stopEditing();
                setMessage({ tone: 'success', text: 'Profile updated successfully.' });
              }}
              onFailed={() => setMessage({ tone: 'error', text: 'Failed to update profile.' })}
            />
          </Suspense>
        ) : (
          <div className="flex flex-wrap items-end gap-2">
            {shownName}
            <Button
              id={editButtonId}
              onClick={() => {
                void NameForm.preload();
                setEditing(true);
              }}
              {...NameForm.intent}
            >
              Edit
            </Button>
          </div>
        )}
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
