import type { ReactNode } from 'react';
import { Alert } from '../../components/ui/alert';
import { ButtonLink } from '../../components/ui/button';

/** The frame of the OAuth callback screen (spec §2): one message in the middle. */
export function CallbackScreen({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-[calc(100vh-4rem)] items-center justify-center px-4 py-10">
      <div className="w-full max-w-lg text-center">{children}</div>
    </div>
  );
}

/** Spec §2, product copy: shown while the callback is handled. */
export function WaitMessage() {
  return (
    <p role="status" className="text-lg font-medium text-slate-700">
      Please wait while processing...
    </p>
  );
}

/** The way back from a callback that ended: Account Settings to try again, or the home page. */
function WayBack({
  isSignedIn,
  isSecondary = false,
}: {
  isSignedIn: boolean;
  isSecondary?: boolean;
}) {
  const variant = isSecondary ? 'secondary' : 'primary';
  return isSignedIn ? (
    <ButtonLink to="/account" variant={variant}>
      Back to Account Settings
    </ButtonLink>
  ) : (
    <ButtonLink to="/" variant={variant}>
      Back to the home page
    </ButtonLink>
  );
}

interface CallbackFailureProps {
  providerName: string;
  /** What went wrong, under the spec's sentence: the provider's description or the server's. */
  reason: string | null;
  isSignedIn: boolean;
}

/** Spec §8: 'There was an error connecting to your {provider} account.' plus the description. */
export function CallbackFailure({ providerName, reason, isSignedIn }: CallbackFailureProps) {
  return (
    <div className="flex flex-col items-center gap-6">
      <Alert tone="error">
        <h1 className="font-semibold">
          There was an error connecting to your {providerName} account.
        </h1>
        {reason && <p className="mt-2">{reason}</p>}
      </Alert>
      <WayBack isSignedIn={isSignedIn} />
    </div>
  );
}

/**
 * A signed-out visitor came back with a code: it is sent only with a session, so they log in
 * first and come back here (the caller remembers this address).
 */
export function CallbackLogIn({ providerName }: { providerName: string }) {
  return (
    <div className="flex flex-col items-center gap-6">
      <h1 className="text-lg font-medium text-slate-700">
        Please log in to finish connecting your {providerName} account.
      </h1>
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <WayBack isSignedIn={false} isSecondary />
        <ButtonLink to="/login">Login</ButtonLink>
      </div>
    </div>
  );
}
