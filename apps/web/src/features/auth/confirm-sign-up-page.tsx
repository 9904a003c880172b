import { zodResolver } from '@hookform/resolvers/zod';
import { confirmSignUpSchema, toIdentityError } from '@reclaim/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Alert, type FormMessage } from '../../components/ui/alert';
import { Button, SubmitButton } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { EmailField, TextField } from '../../components/ui/text-field';
import { authClient } from '../../lib/auth-client';
import { clearPendingConfirmation, readPendingConfirmation } from './pending-confirmation';

type ConfirmSignUp = z.infer<typeof confirmSignUpSchema>;

/** Spec §2 /confirm-signup: the 6-digit code from the mail confirms the address, then /login. */
export function ConfirmSignUpPage() {
  const navigate = useNavigate();
  const pending = readPendingConfirmation();
  // One message at a time, from the latest action: a refused resend does not stand beside the
  // notice of an earlier one, nor a new code beside the error of the code before it.
  const [message, setMessage] = useState<FormMessage | null>(null);
  const form = useForm<ConfirmSignUp>({
    resolver: zodResolver(confirmSignUpSchema),
    defaultValues: { email: pending?.email ?? '', otp: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    setMessage(null);
    const { error: failure } = await authClient.emailOtp.verifyEmail(input);
    if (failure) {
      setMessage({ tone: 'error', text: toIdentityError(failure).message });
      return;
    }
    clearPendingConfirmation();
    void navigate('/login', {
      replace: true,
      state: { notice: 'Your e-mail address is confirmed. Please log in.' },
    });
  });

  const resend = async () => {
    const email = form.getValues('email');
    if (!(await form.trigger('email'))) return;
    setMessage(null);
    const { error: failure } = await authClient.emailOtp.sendVerificationOtp({
      email,
      type: 'email-verification',
    });
    setMessage(
      failure
        ? { tone: 'error', text: toIdentityError(failure).message }
        : { tone: 'success', text: `A new code has been sent to ${email}.` },
    );
  };

  return (
    <Page title="Confirm Your Email Account" width="narrow">
      <div className="flex flex-col gap-4">
        {pending?.name && <p className="text-lg font-semibold text-ink">Hi {pending.name},</p>}
        <p className="text-slate-700">To continue, please enter the email verification code</p>
        {pending?.email && (
          <p className="text-slate-700">
            We sent it to <strong className="text-ink">{pending.email}</strong>.
          </p>
        )}
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          {message && <Alert tone={message.tone}>{message.text}</Alert>}
          {pending?.email ? (
            <input type="hidden" {...form.register('email')} />
          ) : (
            <EmailField error={errors.email?.message} {...form.register('email')} />
          )}
          <TextField
            label="Verification Code"
            id="verification-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={32}
            error={errors.otp?.message}
            {...form.register('otp')}
          />
          <SubmitButton isSubmitting={isSubmitting} label="Confirm" />
        </form>
        <Button variant="ghost" onClick={() => void resend()}>
          Send a new code
        </Button>
      </div>
    </Page>
  );
}
