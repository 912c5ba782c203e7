import { Link } from '../../lib/routing.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';

export function ForgotPasswordPage() {
  return (
    <div className="max-w-md">
      <PageHeader title="Forgot Password">
        Enter your account&apos;s email and we will send you a link to set a new password.
      </PageHeader>
      <ForgotPasswordForm />
      <p className="mt-6 text-sm">
        <Link
          to="/login"
          className="font-medium text-emerald-700 hover:underline dark:text-emerald-400"
        >
          Back to log in
        </Link>
      </p>
    </div>
  );
}
