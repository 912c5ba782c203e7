import { PageHeader } from '../../components/ui/PageHeader.tsx';

export function ForgotPasswordPage() {
  return <PageHeader title="Forgot Password" />;
}
