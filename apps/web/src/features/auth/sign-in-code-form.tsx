import { zodResolver } from '@hookform/resolvers/zod';
import { verificationCodeSchema } from '@reclaim/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert, type FormMessage } from '../../components/ui/alert';
import { Button, SubmitButton } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { requestSignInCode, signInWithCode } from './sign-in-code';

const codeFormSchema = z.object({ otp: verificationCodeSchema });
type CodeForm = z.infer<typeof codeFormSchema>;

interface SignInCodeFormProps {
  email: string;
  onSignedIn: () => void | Promise<void>;
  /** Back to the e-mail and password. */
  onBack: () => void;
}

/** The login popup's second way in: the 6-digit sign-in code mailed to the address. */
export function SignInCodeForm({ email, onSignedIn, onBack }: SignInCodeFormProps) {
  // One message at a time: a refused resend replaces the notice of the code before it.
  const [message, setMessage] = useState<FormMessage>({
    tone: 'success',
    text: `We sent a sign-in code to ${email}. It works once, for 10 minutes.`,
  });
  const form = useForm<CodeForm>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { otp: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ otp }) => {
    const failure = await signInWithCode(email, otp);
    if (failure) setMessage({ tone: 'error', text: failure });
    else await onSignedIn();
  });

  const resend = async () => {
    const failure = await requestSignInCode(email);
    setMessage(
      failure
        ? { tone: 'error', text: failure }
        : { tone: 'success', text: `A new sign-in code has been sent to ${email}.` },
    );
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Alert tone={message.tone}>{message.text}</Alert>
      <TextField
        label="Sign-in Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={32}
        error={errors.otp?.message}
        {...form.register('otp')}
      />
      <SubmitButton isSubmitting={isSubmitting} label="Sign In with Code" />
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={onBack}>
          Use my password
        </Button>
        <Button variant="ghost" size="sm" onClick={() => void resend()}>
          Send a new code
        </Button>
      </div>
    </form>
  );
}
