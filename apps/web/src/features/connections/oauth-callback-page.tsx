import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { useDocumentTitle } from '../../components/ui/page';
import { useSession } from '../../lib/auth-client';
import { finishOAuthConnection, isSessionEnded } from './connections-api';
import type { OAuthMailboxProvider } from './mailbox-providers';
import { connectFailureMessage, useAfterConnect } from './use-connect-mailbox';

interface CallbackProvider {
  name: string;
  oauthProvider?: OAuthMailboxProvider;
}

const BY_PATH: Record<string, CallbackProvider> = {
  '/gmail-auth': { name: 'Google', oauthProvider: 'gmail' },
  '/microsoft-auth': { name: 'Microsoft', oauthProvider: 'outlook' },
  '/oidc_callback': { name: 'Microsoft', oauthProvider: 'outlook' },
  '/yahoo-auth': { name: 'Yahoo' },
  '/cognito_callback': { name: 'Cognito' },
};

const BY_QUERY: Record<string, CallbackProvider> = {
  gmail: BY_PATH['/gmail-auth']!,
  google: BY_PATH['/gmail-auth']!,
  outlook: BY_PATH['/microsoft-auth']!,
  microsoft: BY_PATH['/microsoft-auth']!,
  yahoo: BY_PATH['/yahoo-auth']!,
};

/** The provider of a callback: from the path, otherwise from the `provider` query value (spec §2). */
export function callbackProvider(pathname: string, providerParam: string | null): CallbackProvider {
  return (
    BY_PATH[pathname.replace(/\/$/, '')] ??
    BY_QUERY[(providerParam ?? '').toLowerCase()] ?? { name: providerParam || 'email' }
  );
}

/**
 * Where a provider's consent screen returns (spec §2, 'OAuth callback screen'): finishes the
 * connection with the code and state, or shows why the provider did not grant access.
 */
export function OAuthCallbackPage() {
  useDocumentTitle('Connecting');
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const { data: session, isPending } = useSession();
  const afterConnect = useAfterConnect();
  const [failure, setFailure] = useState<string | null>(null);
  const hasStarted = useRef(false);

  const provider = callbackProvider(pathname, searchParams.get('provider'));
  const error = searchParams.get('error');
  const code = searchParams.get('code');
  const state = searchParams.get('state');
  const userName = session?.user.email ?? '';

  useEffect(() => {
    // A code and its state can be used once only: never send them twice.
    if (hasStarted.current || error || isPending || !userName) return;
    if (!code || !state || !provider.oauthProvider) return;
    hasStarted.current = true;
    finishOAuthConnection(userName, {
      oauthProvider: provider.oauthProvider,
      oauthCode: code,
      state,
    })
      .then(afterConnect)
      .catch((reason: unknown) => {
        if (!isSessionEnded(reason)) setFailure(connectFailureMessage(reason));
      });
  }, [afterConnect, code, error, isPending, provider.oauthProvider, state, userName]);

  return (
    <div className="flex min-h-[calc(100vh-4rem)] items-center justify-center px-4 py-10">
      <div className="w-full max-w-lg text-center">
        {error ? (
          <Alert tone="error">
            <p>There was an error connecting to your {provider.name} account.</p>
            {searchParams.get('error_description') && (
              <p className="mt-2">{searchParams.get('error_description')}</p>
            )}
          </Alert>
        ) : failure ? (
          <Alert tone="error">{failure}</Alert>
        ) : (
          <p role="status" className="text-lg font-medium text-slate-700">
            Please wait while processing...
          </p>
        )}
      </div>
    </div>
  );
}
