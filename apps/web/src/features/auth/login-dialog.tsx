import { zodResolver } from '@hookform/resolvers/zod';
import { signInSchema, toIdentityError, type SignIn } from '@reclaim/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, SubmitButton } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { EmailField, TextField } from '../../components/ui/text-field';
import { authClient } from '../../lib/auth-client';
import { peekReturnTo } from '../../lib/return-to';
import { OrDivider } from './or-divider';
import { savePendingConfirmation } from './pending-confirmation';
import { requestSignInCode, shouldOfferSignInCode, SIGN_IN_CODE_OFFER } from './sign-in-code';
import { SignInCodeForm } from './sign-in-code-form';
import { SocialSignInButtons } from './social-sign-in-buttons';
import { socialSignInErrorText } from './social-sign-in-error';

/** Spec §2 login popup over the landing page. */
export function LoginDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const oauthError = searchParams.get('error');
  const [error, setError] = useState<string | null>(null);
  /** The address a sign-in code may be mailed to, past the limit of failed sign-ins. */
  const [codeOfferFor, setCodeOfferFor] = useState<string | null>(null);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [isSendingCode, setIsSendingCode] = useState(false);
  const form = useForm<SignIn>({ resolver: zodResolver(signInSchema) });
  const { errors, isSubmitting } = form.formState;

  const enter = async () => {
    await authClient.getSession({ query: { disableCookieCache: true } });
    void navigate(peekReturnTo(), { replace: true });
  };

  const sendCode = async (email: string) => {
    setIsSendingCode(true);
    const failure = await requestSignInCode(email);
    setIsSendingCode(false);
    if (failure) {
      setError(failure);
      return;
    }
    setError(null);
    setCodeSentTo(email);
  };

  const submit = form.handleSubmit(async (input) => {
    setError(null);
    setCodeOfferFor(null);
    const { error: failure } = await authClient.signIn.email(input);
    if (!failure) {
      await enter();
      return;
    }
    if (shouldOfferSignInCode(failure)) setCodeOfferFor(input.email);
    const identityError = toIdentityError(failure);
    if (identityError.name === 'UserNotConfirmedException') {
      await authClient.emailOtp.sendVerificationOtp({
        email: input.email,
        type: 'email-verification',
      });
      savePendingConfirmation({ email: input.email });
      void navigate('/confirm-signup');
      return;
    }
    setError(identityError.message);
  });

  return (
    <Dialog isOpen={isOpen} onOpenChange={(open) => !open && onClose()} title="Login">
      <div className="flex flex-col gap-4">
        {notice && <Alert tone="success">{notice}</Alert>}
        {oauthError && !error && <Alert tone="error">{socialSignInErrorText(oauthError)}</Alert>}
        <SocialSignInButtons verb="Sign in with" />
        <OrDivider />
        {codeSentTo ? (
          <SignInCodeForm
            email={codeSentTo}
            onSignedIn={enter}
            onBack={() => {
              setCodeSentTo(null);
              setCodeOfferFor(null);
            }}
          />
        ) : (
          <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
            {error && <Alert tone="error">{error}</Alert>}
            {codeOfferFor && (
              <div className="flex flex-col gap-3 rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 text-sm text-slate-800">
                <p>{SIGN_IN_CODE_OFFER}</p>
                <Button
                  variant="secondary"
                  size="sm"
                  className="self-start"
                  disabled={isSendingCode}
                  aria-busy={isSendingCode}
                  onClick={() => void sendCode(codeOfferFor)}
                >
                  {isSendingCode ? 'Please wait..' : 'E-mail Me a Sign-in Code'}
                </Button>
              </div>
            )}
            <EmailField error={errors.email?.message} {...form.register('email')} />
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              canReveal
              error={errors.password?.message}
              {...form.register('password')}
            />
            <div className="flex justify-end">
              <Link
                to="/forgot-password"
                className="text-sm font-semibold text-brand-700 hover:underline"
              >
                Forgot Password?
              </Link>
            </div>
            <SubmitButton isSubmitting={isSubmitting} label="Login" />
          </form>
        )}
        <p className="text-center text-sm text-slate-700">
          Don&apos;t have an account?{' '}
          <Link to="/createAccount" className="font-semibold text-brand-700 hover:underline">
            Sign Up
          </Link>
        </p>
      </div>
    </Dialog>
  );
}
