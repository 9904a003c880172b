import { zodResolver } from '@hookform/resolvers/zod';
import {
  TOAST_SUCCESS_MS,
  newPasswordSchema,
  toIdentityError,
  verificationCodeSchema,
} from '@reclaim/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { PasswordChecklist } from '../../components/password-checklist';
import { Alert } from '../../components/ui/alert';
import { SubmitButton } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { authClient } from '../../lib/auth-client';
import { maskEmail } from './mask-email';

const resetSchema = z.object({ password: newPasswordSchema, otp: verificationCodeSchema });
type Reset = z.infer<typeof resetSchema>;

/** Stage two: the code from the mail and a new password that meets the policy. */
export function ResetPasswordForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Reset>({
    resolver: zodResolver(resetSchema),
    defaultValues: { password: '', otp: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const password = form.watch('password');
  const submit = form.handleSubmit(async (input) => {
    setError(null);
    const { error: failure } = await authClient.emailOtp.resetPassword({ email, ...input });
    if (failure) {
      setError(`Unable to reset password: ${toIdentityError(failure).message}`);
      return;
    }
    toast.success('Password has been reset.', { autoClose: TOAST_SUCCESS_MS });
    void navigate('/', { replace: true });
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Alert tone="success">{`An email has been sent to ${maskEmail(email)}`}</Alert>
      {error && <Alert tone="error">{error}</Alert>}
      <TextField label="Email" type="email" value={email} disabled readOnly />
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        canReveal
        aria-describedby="reset-password-rules"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordChecklist id="reset-password-rules" password={password ?? ''} />
      <TextField
        label="Verification Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={32}
        error={errors.otp?.message}
        {...form.register('otp')}
      />
      <SubmitButton isSubmitting={isSubmitting} label="Change Password" />
    </form>
  );
}
