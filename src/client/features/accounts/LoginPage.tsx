import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormMessage } from '../../components/forms/Field.tsx';
import { AUTH_ERROR_MESSAGES } from '../../../shared/auth-errors.ts';
import { AuthCard } from './AuthCard.tsx';
import { LoginForm } from './LoginForm.tsx';

export function LoginPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // The mailed verification link lands here (decision 016): with its token, logging in with
  // the password chosen at sign-up finishes verification; a dead link says why.
  const token = search.get('verify') ?? undefined;
  const link = search.get('link');
  return (
    <AuthCard title="Log In">
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
        onSignedIn={() => void navigate('/', { replace: true })}
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
