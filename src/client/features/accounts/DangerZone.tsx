import { useState } from 'react';
import { useNavigate } from '../../lib/routing.tsx';
import { FormMessage } from '../../components/forms/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { loginPath, SIGNED_OUT_EVERYWHERE } from '../../lib/login-return.ts';
import { useClearUser } from '../../lib/session.ts';
import { showToast } from '../../components/ui/toast-store.ts';
import { deleteAccount, logOutAllDevices } from './api.ts';

type Step = null | 'confirm-logout-all' | 'confirm-delete' | 'type-delete';

/**
 * SPEC §2/§5: log out all devices (confirm) and delete account (confirm, then type DELETE).
 * `onLeave` tells the page this tab is signing itself out and going elsewhere.
 */
export function DangerZone({ onLeave }: { onLeave: () => void }) {
  const navigate = useNavigate();
  const clearUser = useClearUser();
  const [step, setStep] = useState<Step>(null);
  const [phrase, setPhrase] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const logOutAll = async () => {
    setStep(null);
    try {
      await logOutAllDevices();
      // This tab goes to the login page that says why, not to the profile's ?next= redirect.
      onLeave();
      clearUser();
      void navigate(loginPath({ reason: SIGNED_OUT_EVERYWHERE }), { replace: true });
    } catch {
      setMessage('Failed to log out from all devices.');
    }
  };
  const [mistyped, setMistyped] = useState(false);

  const remove = async () => {
    // A typo keeps the dialog open with SPEC §8's message, so the user can fix it and retry.
    if (phrase !== 'DELETE') {
      setMistyped(true);
      return;
    }
    setStep(null);
    try {
      await deleteAccount();
      // SPEC §4 goes to /, not to the profile's signed-out redirect (/login). All in one go:
      // the 'signed-out' live event arriving later then finds this tab already signed out.
      onLeave();
      clearUser();
      void navigate('/', { replace: true });
      // On the dashboard it lands on, a word that it went through.
      showToast({
        title: 'Your account was deleted',
        body: 'Its watchlists, portfolio, alerts and settings are gone from Tickerdeck.',
      });
    } catch {
      setMessage('Failed to delete account. Please try again or contact support.');
    }
  };

  return (
    <Card title="Danger Zone" className="border-red-300 dark:border-red-900">
      <div className="space-y-3">
        {message && <FormMessage tone="error">{message}</FormMessage>}
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setStep('confirm-logout-all')}>Log Out All devices</Button>
          <Button
            className="border-red-600 text-red-700 dark:border-red-500 dark:text-red-400"
            onClick={() => {
              setMessage(null);
              setPhrase('');
              setMistyped(false);
              setStep('confirm-delete');
            }}
          >
            Delete Account
          </Button>
        </div>
      </div>

      <Dialog
        open={step === 'confirm-logout-all'}
        onOpenChange={() => setStep(null)}
        title="Log Out All devices"
        description="This signs you out on every device and browser, including this one."
      >
        <div className="mt-6 flex justify-end gap-2">
          <Button onClick={() => setStep(null)}>Cancel</Button>
          <Button variant="primary" onClick={() => void logOutAll()}>
            Log Out All
          </Button>
        </div>
      </Dialog>

      <Dialog
        open={step === 'confirm-delete'}
        onOpenChange={() => setStep(null)}
        title="Delete Account"
        description="This deletes your account, watchlist and portfolio for good."
      >
        <div className="mt-6 flex justify-end gap-2">
          <Button onClick={() => setStep(null)}>Cancel</Button>
          <Button variant="danger" onClick={() => setStep('type-delete')}>
            Continue
          </Button>
        </div>
      </Dialog>

      <Dialog
        open={step === 'type-delete'}
        onOpenChange={() => setStep(null)}
        title="Confirm Account Deletion"
        description="Type DELETE to confirm."
      >
        <form
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void remove();
          }}
        >
          <label className="block text-sm font-medium">
            Confirmation phrase
            <input
              value={phrase}
              onChange={(event) => {
                setPhrase(event.target.value);
                setMistyped(false);
              }}
              autoComplete="off"
              aria-invalid={mistyped || undefined}
              aria-describedby={mistyped ? 'delete-phrase-error' : undefined}
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-950"
            />
          </label>
          {mistyped && (
            <div id="delete-phrase-error">
              <FormMessage tone="error">
                Account deletion cancelled. The confirmation phrase did not match.
              </FormMessage>
            </div>
          )}
          <div className="flex justify-end gap-2">
            <Button onClick={() => setStep(null)}>Cancel</Button>
            <Button type="submit" variant="danger">
              Delete Account
            </Button>
          </div>
        </form>
      </Dialog>
    </Card>
  );
}
