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
import { Alert, type FormMessage } from '../../components/ui/alert';
import { Button, SubmitButton } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { authClient } from '../../lib/auth-client';
import { maskEmail } from './mask-email';

const resetSchema = z.object({ password: newPasswordSchema, otp: verificationCodeSchema });
type Reset = z.infer<typeof resetSchema>;

/**
 * Stage two: the code from the mail and a new password that meets the policy; a new code can be
 * sent when this one was used up or expired.
 */
export function ResetPasswordForm({ email }: { email: string }) {
  const navigate = useNavigate();
  // One message at a time: where the code went, or why the latest try failed, or the new code.
  const [message, setMessage] = useState<FormMessage>({
    tone: 'success',
    text: `An email has been sent to ${maskEmail(email)}`,
  });
  const form = useForm<Reset>({
    resolver: zodResolver(resetSchema),
    defaultValues: { password: '', otp: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const password = form.watch('password');
  const submit = form.handleSubmit(async (input) => {
    const { error: failure } = await authClient.emailOtp.resetPassword({ email, ...input });
    if (failure) {
      setMessage({
        tone: 'error',
        text: `Unable to reset password: ${toIdentityError(failure).message}`,
      });
      return;
    }
    toast.success('Password has been reset.', { autoClose: TOAST_SUCCESS_MS });
    void navigate('/', { replace: true });
  });
  const resend = async () => {
    const { error: failure } = await authClient.emailOtp.requestPasswordReset({ email });
    setMessage(
      failure
        ? { tone: 'error', text: `Unable to reset password: ${toIdentityError(failure).message}` }
        : { tone: 'success', text: `A new code has been sent to ${maskEmail(email)}` },
    );
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Alert tone={message.tone}>{message.text}</Alert>
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
      <Button variant="ghost" onClick={() => void resend()}>
        Send a new code
      </Button>
    </form>
  );
}
