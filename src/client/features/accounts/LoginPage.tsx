import { Link, useNavigate, useSearchParams } from '../../lib/routing.tsx';
import { FormMessage } from '../../components/forms/Field.tsx';
import { AUTH_ERROR_MESSAGES } from '#shared/accounts/auth-errors.ts';
import { safeNextPath, SIGNED_OUT_EVERYWHERE } from '../../lib/login-return.ts';
import { AuthCard } from './AuthCard.tsx';
import { LoginForm } from './LoginForm.tsx';

export function LoginPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // The mailed verification link lands here (decision 016): with its token, logging in with
  // the password chosen at sign-up finishes verification; a dead link says why.
  const token = search.get('verify') ?? undefined;
  // …and the e-mail it was mailed to, filled in: only the password is left to type.
  const email = token ? (search.get('email') ?? undefined) : undefined;
  const link = search.get('link');
  // Back where the user was (a guard or the Log In link set `next`); only a path on this site.
  const next = safeNextPath(search.get('next')) ?? '/';
  const signedOutEverywhere = search.get('reason') === SIGNED_OUT_EVERYWHERE;
  return (
    <AuthCard title="Log In">
      {signedOutEverywhere && (
        <div className="mt-4">
          <FormMessage tone="success">You were signed out on all devices.</FormMessage>
        </div>
      )}
      {token && (
        <div className="mt-4">
          <FormMessage tone="success">
            Log in with the password you chose to finish verifying your email.
          </FormMessage>
        </div>
      )}
      {(link === 'expired' || link === 'invalid') && (
        <div className="mt-4">
          <FormMessage tone="error">
            {
              AUTH_ERROR_MESSAGES[
                link === 'expired' ? 'expired-action-code' : 'invalid-action-code'
              ]
            }
          </FormMessage>
        </div>
      )}
      <LoginForm
        verificationToken={token}
        defaultEmail={email}
        onSignedIn={() => void navigate(next, { replace: true })}
      />
      <p className="mt-6 text-center text-sm">
        Don&apos;t have an account?{' '}
        <Link
          to="/signup"
          className="font-medium text-emerald-700 hover:underline dark:text-emerald-400"
        >
          Sign up
        </Link>
      </p>
    </AuthCard>
  );
}
