import { toIdentityError } from '@reclaim/contract';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { authClient } from '../../lib/auth-client';
import { peekReturnTo } from '../../lib/return-to';
import { usePublicConfig } from '../../lib/use-public-config';

type Provider = 'google' | 'microsoft';

const PROVIDER_NAMES: Record<Provider, string> = { google: 'Google', microsoft: 'Microsoft' };

/**
 * Google and Microsoft sign-in. A provider this server has no client id for is shown disabled
 * with the reason, rather than hidden, so the screen matches the spec.
 */
export function SocialSignInButtons({ verb }: { verb: 'Sign in with' | 'Connect With' }) {
  const { data: config } = usePublicConfig();
  const [pending, setPending] = useState<Provider | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = async (providerId: Provider) => {
    setPending(providerId);
    setError(null);
    const { error: failure } = await authClient.signIn.oauth2({
      providerId,
      callbackURL: peekReturnTo(),
      errorCallbackURL: '/login',
    });
    if (failure) {
      setPending(null);
      // Says which provider could not be reached (502), or why the start was refused.
      setError(toIdentityError(failure).message);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      {error && <Alert tone="error">{error}</Alert>}
      {(['google', 'microsoft'] as const).map((provider) => {
        const isEnabled = config?.socialProviders[provider] ?? false;
        const noteId = `${provider}-unavailable`;
        return (
          <div key={provider}>
            <Button
              variant="secondary"
              className="w-full"
              disabled={!isEnabled || pending !== null}
              aria-describedby={isEnabled ? undefined : noteId}
              onClick={() => void start(provider)}
            >
              <ProviderIcon provider={provider} />
              {`${verb} ${PROVIDER_NAMES[provider]}`}
            </Button>
            {config && !isEnabled && (
              <p id={noteId} className="mt-1 text-center text-xs text-slate-600">
                {PROVIDER_NAMES[provider]} sign-in is not set up on this server.
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}

function ProviderIcon({ provider }: { provider: Provider }) {
  if (provider === 'google') {
    return (
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5">
        <path
          fill="#4285F4"
          d="M22.5 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8z"
        />
        <path
          fill="#34A853"
          d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z"
        />
        <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8z" />
        <path
          fill="#EA4335"
          d="M12 5.4c1.6 0 3 .6 4.2 1.6l3.1-3.1A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4z"
        />
      </svg>
    );
  }
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5">
      <path fill="#F25022" d="M2 2h9.5v9.5H2z" />
      <path fill="#7FBA00" d="M12.5 2H22v9.5h-9.5z" />
      <path fill="#00A4EF" d="M2 12.5h9.5V22H2z" />
      <path fill="#FFB900" d="M12.5 12.5H22V22h-9.5z" />
    </svg>
  );
}
