import {
  providerIdOf,
  providerNameSchema,
  type MailboxProviderId,
  type OfferedProvider,
  type ProviderName,
} from '@reclaim/contract';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { useDocumentTitle } from '../../components/ui/page';
import { useSession } from '../../lib/auth-client';
import { usePublicConfig } from '../../lib/use-public-config';
import { CallbackScreen, WaitMessage } from './callback-screen';
import { finishOAuthConnection, isSessionEnded } from './connections-api';
import { SendPermissionCallback } from './send-permission-callback';
import { isSendPermissionPending } from './send-permission-signals';
import { connectFailureMessage, useAfterConnect } from './use-connect-mailbox';

/**
 * Spec routes that show this screen without being a mailbox provider's return (spec §2), with the
 * name their error names.
 */
const SPEC_SCREEN_NAMES: Readonly<Record<string, string>> = {
  '/yahoo-auth': 'Yahoo',
  '/cognito_callback': 'Cognito',
};

/** The spec's `provider` query value may also say 'google' (spec §2). */
const QUERY_PROVIDER_NAMES: Readonly<Record<string, ProviderName>> = { google: 'gmail' };

/** Who a callback is from: the offered provider when one is recognised, and the name to show. */
export interface CallbackProvider {
  name: string;
  provider?: OfferedProvider;
}

/** The provider a `provider` query value names: by id or the spec's name, ignoring case. */
function providerOfQuery(
  offered: readonly OfferedProvider[],
  value: string,
): OfferedProvider | undefined {
  const lowered = value.toLowerCase();
  const name = providerNameSchema.safeParse(QUERY_PROVIDER_NAMES[lowered] ?? lowered);
  if (!name.success) return undefined;
  const id = providerIdOf(name.data);
  return offered.find((provider) => provider.id === id);
}

/**
 * The provider of a callback (spec §2): the one returning to this path, otherwise the one the
 * `provider` query value names; an unknown one is named by the query value itself.
 */
export function callbackProvider(
  offered: readonly OfferedProvider[],
  pathname: string,
  providerParam: string | null,
): CallbackProvider {
  const path = pathname.replace(/\/$/, '');
  const byPath = offered.find(
    (provider) =>
      provider.connect.style === 'oauth' && provider.connect.callbackPaths.includes(path),
  );
  if (byPath) return { name: byPath.name, provider: byPath };
  const screenName = SPEC_SCREEN_NAMES[path];
  if (screenName) return { name: screenName };
  const byQuery = providerParam ? providerOfQuery(offered, providerParam) : undefined;
  if (byQuery) return { name: byQuery.name, provider: byQuery };
  return { name: providerParam || 'email' };
}

/**
 * Where a provider's consent screen returns (spec §2, 'OAuth callback screen'): finishes the
 * connection with the code and state, or shows why the provider did not grant access. In the
 * popup that asks for permission to send (spec §4), it finishes that instead.
 */
export function OAuthCallbackPage() {
  useDocumentTitle('Connecting');
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const config = usePublicConfig();
  // Read once: the permission callback clears the marker as soon as it starts.
  const [isForSending] = useState(() => isSendPermissionPending());

  const caller = callbackProvider(
    config.data?.mailboxProviders ?? [],
    pathname,
    searchParams.get('provider'),
  );
  const oauthProviderId =
    caller.provider?.connect.style === 'oauth' ? caller.provider.id : undefined;

  if (isForSending) {
    return (
      <SendPermissionCallback providerId={oauthProviderId} isConfigPending={config.isPending} />
    );
  }
  return (
    <ConnectCallback
      providerName={caller.name}
      providerId={oauthProviderId}
      isConfigPending={config.isPending}
      configError={config.isError ? config.error : null}
    />
  );
}

interface ConnectCallbackProps {
  providerName: string;
  providerId: MailboxProviderId | undefined;
  isConfigPending: boolean;
  /** Why the offered providers could not be fetched, if they could not. */
  configError: Error | null;
}

/** The callback of Connect: the connection is finished here, then the intro or the dashboard. */
function ConnectCallback({
  providerName,
  providerId,
  isConfigPending,
  configError,
}: ConnectCallbackProps) {
  const [searchParams] = useSearchParams();
  const { data: session, isPending } = useSession();
  const afterConnect = useAfterConnect();
  const [failure, setFailure] = useState<string | null>(null);
  const hasStarted = useRef(false);

  const error = searchParams.get('error');
  const code = searchParams.get('code');
  const state = searchParams.get('state');
  const userName = session?.user.email ?? '';
  // Without the offered providers the code cannot be sent anywhere: say so rather than wait.
  const shownFailure = failure ?? (configError ? connectFailureMessage(configError) : null);

  useEffect(() => {
    // A code and its state can be used once only: never send them twice.
    if (hasStarted.current || error || isPending || !userName) return;
    if (!code || !state || !providerId) return;
    hasStarted.current = true;
    finishOAuthConnection(userName, { provider: providerId, oauthCode: code, state })
      .then(afterConnect)
      .catch((reason: unknown) => {
        if (!isSessionEnded(reason)) setFailure(connectFailureMessage(reason));
      });
  }, [afterConnect, code, error, isPending, providerId, state, userName]);

  return (
    <CallbackScreen>
      {isConfigPending ? (
        <WaitMessage />
      ) : error ? (
        <Alert tone="error">
          <p>There was an error connecting to your {providerName} account.</p>
          {searchParams.get('error_description') && (
            <p className="mt-2">{searchParams.get('error_description')}</p>
          )}
        </Alert>
      ) : shownFailure ? (
        <Alert tone="error">{shownFailure}</Alert>
      ) : (
        <WaitMessage />
      )}
    </CallbackScreen>
  );
}
