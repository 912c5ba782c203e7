import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormMessage } from '../../components/forms/Field.tsx';
import { AuthCard } from './AuthCard.tsx';
import { LoginForm } from './LoginForm.tsx';

export function LoginPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return (
    <AuthCard title="Log In">
      {search.get('verified') === '1' && (
        <div className="mt-4">
          <FormMessage tone="success">Your email is verified. You can log in now.</FormMessage>
        </div>
      )}
      <LoginForm onSignedIn={() => void navigate('/', { replace: true })} />
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
