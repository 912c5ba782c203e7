import { AuthCard } from './AuthCard.tsx';

export function SignupPage() {
  return <AuthCard title="Create Account" />;
}
