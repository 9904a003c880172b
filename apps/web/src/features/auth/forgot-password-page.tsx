import { useState } from 'react';
import { Link } from 'react-router';
import { Page } from '../../components/ui/page';
import { RequestResetForm } from './request-reset-form';
import { ResetPasswordForm } from './reset-password-form';

/**
 * Spec §2 /forgot-password in three stages: ask for a code, set a new password with it, and a
 * Login link back. Success goes to /.
 */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState<string | null>(null);
  return (
    <Page title="Forgot Password" heading="Reset your password" width="narrow">
      {email ? <ResetPasswordForm email={email} /> : <RequestResetForm onSent={setEmail} />}
      <p className="mt-6 text-center text-sm text-slate-700">
        Remembered it?{' '}
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Login
        </Link>
      </p>
    </Page>
  );
}
