import { useEffect, useState } from 'react';
import { Link, useNavigate } from '../../lib/routing.tsx';
import { FormMessage } from '../../components/forms/Field.tsx';
import { AuthCard } from './AuthCard.tsx';
import { SignupForm } from './SignupForm.tsx';

/** SPEC §4: after a successful signup, on to /login in 5 seconds. */
export const SIGNUP_REDIRECT_MS = 5000;

export function SignupPage() {
  const navigate = useNavigate();
  const [registered, setRegistered] = useState(false);
  useEffect(() => {
    if (!registered) return;
    const timer = setTimeout(() => void navigate('/login'), SIGNUP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [registered, navigate]);

  return (
    <AuthCard title="Create Account">
      {registered ? (
        <div className="mt-6">
          <FormMessage tone="success">
            Registration successful! Please check your email to verify your account.
          </FormMessage>
        </div>
      ) : (
        <SignupForm onRegistered={() => setRegistered(true)} />
      )}
      <p className="mt-6 text-center text-sm">
        Already have an account?{' '}
        <Link
          to="/login"
          className="font-medium text-emerald-700 hover:underline dark:text-emerald-400"
        >
          Log in
        </Link>
      </p>
    </AuthCard>
  );
}
