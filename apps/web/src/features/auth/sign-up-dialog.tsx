import { zodResolver } from '@hookform/resolvers/zod';
import { signUpSchema, toIdentityError, type IdentityError, type SignUp } from '@reclaim/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { PasswordChecklist } from '../../components/password-checklist';
import { Alert } from '../../components/ui/alert';
import { SubmitButton } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { EmailField, TextField } from '../../components/ui/text-field';
import { authClient } from '../../lib/auth-client';
import { OrDivider } from './or-divider';
import { savePendingConfirmation } from './pending-confirmation';
import { SocialSignInButtons } from './social-sign-in-buttons';

/** Spec §2 sign-up popup: social sign-up, then name, e-mail and password; a code follows by mail. */
export function SignUpDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [error, setError] = useState<IdentityError | null>(null);
  const form = useForm<SignUp>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const password = form.watch('password');

  const submit = form.handleSubmit(async (input) => {
    setError(null);
    const { error: failure } = await authClient.signUp.email(input);
    if (failure) {
      setError(toIdentityError(failure));
      return;
    }
    savePendingConfirmation({ email: input.email, name: input.name });
    localStorage.setItem('fromSignUp', 'true');
    void navigate('/confirm-signup');
  });

  return (
    <Dialog isOpen={isOpen} onOpenChange={(open) => !open && onClose()} title="Create your account">
      <div className="flex flex-col gap-4">
        <SocialSignInButtons verb="Connect With" />
        <OrDivider />
        <h3 className="text-base font-semibold text-ink">Sign up with your e-mail</h3>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          {error && <Alert tone="error">{error.message}</Alert>}
          {error?.name === 'UsernameExistsException' && <AddressTakenHelp />}
          <TextField
            label="Name"
            autoComplete="name"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <EmailField error={errors.email?.message} {...form.register('email')} />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            canReveal
            aria-describedby="sign-up-password-rules"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <PasswordChecklist id="sign-up-password-rules" password={password ?? ''} />
          <p className="text-xs text-slate-700">
            By signing up you agree to the{' '}
            <Link to="/terms-of-service" className="font-semibold text-brand-700 underline">
              Terms of Service
            </Link>{' '}
            and the{' '}
            <Link to="/privacy-policy" className="font-semibold text-brand-700 underline">
              Privacy Policy
            </Link>
            .
          </p>
          <SubmitButton isSubmitting={isSubmitting} label="Sign Up" />
        </form>
        <p className="text-center text-sm text-slate-700">
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Login
          </Link>
        </p>
      </div>
    </Dialog>
  );
}

/**
 * Only a confirmed address is refused (a sign-up over an unconfirmed one replaces it and mails a
 * new code, decision 44), so what is left to the person is their way into that account.
 */
function AddressTakenHelp() {
  return (
    <p className="text-sm text-slate-700">
      If it is yours,{' '}
      <Link to="/login" className="font-semibold text-brand-700 underline">
        log in
      </Link>{' '}
      or{' '}
      <Link to="/forgot-password" className="font-semibold text-brand-700 underline">
        reset your password
      </Link>
      .
    </p>
  );
}
