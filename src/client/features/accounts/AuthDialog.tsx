import { useState } from 'react';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { LoginForm } from './LoginForm.tsx';
import { SignupForm } from './SignupForm.tsx';

type Panel = 'sign-in' | 'sign-up';

/**
 * SPEC §2's auth dialog: sign in / create account toggle, a forgot-password sub-dialog, an
 * Error dialog for failures and 'Verify Your Email' after registration.
 */
function AuthDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [panel, setPanel] = useState<Panel>('sign-in');
  const [forgotOpen, setForgotOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [verifyEmail, setVerifyEmail] = useState<string | null>(null);
  const toggleClass =
    'font-medium text-emerald-700 hover:underline dark:text-emerald-400 cursor-pointer';

  return (
    <>
      <Dialog
        open={open && !forgotOpen && error === null && verifyEmail === null}
        onOpenChange={(next) => !next && onClose()}
        title={panel === 'sign-in' ? 'Sign In' : 'Create Account'}
        description={
          panel === 'sign-in'
            ? 'Sign in to keep a watchlist and a portfolio.'
            : 'Create an account to keep a watchlist and a portfolio.'
        }
      >
        {panel === 'sign-in' ? (
          <LoginForm
            onSignedIn={onClose}
            onFailure={(message) => setError(message || 'Invalid login credentials')}
            forgotPassword={
              <button type="button" className={toggleClass} onClick={() => setForgotOpen(true)}>
                Forgot password?
              </button>
            }
          />
        ) : (
          <SignupForm
            onRegistered={(email) => setVerifyEmail(email)}
            onFailure={(message) => setError(message || 'Failed to create account')}
          />
        )}
        <p className="mt-4 text-center text-sm">
          {panel === 'sign-in' ? "Don't have an account? " : 'Already have an account? '}
          <button
            type="button"
            className={toggleClass}
            onClick={() => setPanel(panel === 'sign-in' ? 'sign-up' : 'sign-in')}
          >
            {panel === 'sign-in' ? 'Create account' : 'Sign in'}
          </button>
        </p>
      </Dialog>

      <Dialog open={open && forgotOpen} onOpenChange={setForgotOpen} title="Reset Password">
        <ForgotPasswordForm />
      </Dialog>

      <Dialog open={open && error !== null} onOpenChange={() => setError(null)} title="Error">
        <p role="alert" className="mt-4 text-sm">
          {error}
        </p>
        <Button variant="primary" className="mt-6" onClick={() => setError(null)}>
          OK
        </Button>
      </Dialog>

      <Dialog
        open={open && verifyEmail !== null}
        onOpenChange={() => {
          setVerifyEmail(null);
          setPanel('sign-in');
        }}
        title="Verify Your Email"
      >
        <p className="mt-4 text-sm">
          Registration successful! Please check your email to verify your account. We sent a
          verification link to <strong>{verifyEmail}</strong>.
        </p>
        <Button
          variant="primary"
          className="mt-6"
          onClick={() => {
            setVerifyEmail(null);
            setPanel('sign-in');
          }}
        >
          OK
        </Button>
      </Dialog>
    </>
  );
}

export default AuthDialog;
