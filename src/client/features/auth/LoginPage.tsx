import { AuthCard } from './AuthCard.tsx';

export function LoginPage() {
  return <AuthCard title="Log In" />;
}
