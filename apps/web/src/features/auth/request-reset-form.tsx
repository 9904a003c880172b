import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema, toIdentityError } from '@reclaim/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../components/ui/alert';
import { SubmitButton } from '../../components/ui/button';
import { EmailField } from '../../components/ui/text-field';
import { authClient } from '../../lib/auth-client';

const requestResetSchema = z.object({ email: emailSchema });

/** Stage one: ask for a reset code. The answer is the same whether or not the address has an account. */
export function RequestResetForm({ onSent }: { onSent: (email: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<{ email: string }>({ resolver: zodResolver(requestResetSchema) });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ email }) => {
    setError(null);
    const { error: failure } = await authClient.emailOtp.requestPasswordReset({ email });
    if (failure) setError(`Unable to reset password: ${toIdentityError(failure).message}`);
    else onSent(email);
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <p className="text-slate-700">
        Enter your e-mail address and we will send you a code to reset your password.
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <SubmitButton isSubmitting={isSubmitting} label="Reset Password" />
    </form>
  );
}
