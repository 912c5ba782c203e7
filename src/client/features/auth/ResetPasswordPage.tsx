import { PageHeader } from '../../components/ui/PageHeader.tsx';

export function ResetPasswordPage() {
  return <PageHeader title="Reset Password" />;
}
