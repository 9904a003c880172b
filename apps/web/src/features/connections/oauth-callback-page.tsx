import {
  providerIdOf,
  providerNameSchema,
  type MailboxProviderId,
  type OfferedProvider,
  type ProviderName,
} from '@reclaim/contract';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/ui/page';
import { useSession } from '../../lib/auth-client';
import { usePublicConfig } from '../../lib/use-public-config';
import { forgetReturnTo, rememberReturnTo } from '../../lib/return-to';
import { readCallbackStep } from './callback-outcome';
import { CallbackFailure, CallbackLogIn, CallbackScreen, WaitMessage } from './callback-screen';
import { finishOAuthConnection } from './connections-api';
import { SendPermissionCallback } from './send-permission-callback';
import { isSendPermissionPending } from './send-permission-signals';
import { useAfterConnect } from './use-connect-mailbox';
import { useCallbackDeadline } from './use-callback-deadline';

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

/**
 * The callback of Connect: the connection is finished here, then the intro or the dashboard.
 * Whatever happens, the screen ends within the deadline (decision 0028).
 */
function ConnectCallback({
  providerName,
  providerId,
  isConfigPending,
  configError,
}: ConnectCallbackProps) {
  const [searchParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const { data: session, isPending, error: sessionError } = useSession();
  const afterConnect = useAfterConnect();
  const hasTimedOut = useCallbackDeadline();
  const [finishFailure, setFinishFailure] = useState<{ reason: unknown } | null>(null);
  const hasStarted = useRef(false);
  const hasEnded = useRef(false);
  const userName = session?.user.email ?? '';
  const isSignedIn = Boolean(session);

  const step = readCallbackStep({
    params: {
      error: searchParams.get('error'),
      errorDescription: searchParams.get('error_description'),
      code: searchParams.get('code'),
      state: searchParams.get('state'),
    },
    providerId,
    isLoading: isConfigPending || isPending,
    loadFailure: configError ?? sessionError,
    isSignedIn,
    finishFailure,
    hasTimedOut,
  });

  useEffect(() => {
    // Public route: the return address of a log-in from here must not outlive it.
    if (isSignedIn) forgetReturnTo();
  }, [isSignedIn]);

  useEffect(() => {
    if (step.kind === 'log-in') rememberReturnTo(`${pathname}${search}`);
    // Once the screen has ended, a late answer must not change it.
    if (step.kind === 'failed') hasEnded.current = true;
  }, [pathname, search, step.kind]);

  useEffect(() => {
    // A code and its state can be used once only: never send them twice.
    if (step.kind !== 'finish' || hasStarted.current) return;
    hasStarted.current = true;
    const consent = { provider: step.providerId, oauthCode: step.code, state: step.state };
    finishOAuthConnection(userName, consent).then(
      (emailId) => {
        if (!hasEnded.current) void afterConnect(emailId);
      },
      (reason: unknown) => {
        if (!hasEnded.current) setFinishFailure({ reason });
      },
    );
  }, [afterConnect, step, userName]);

  return (
    <CallbackScreen>
      {step.kind === 'failed' ? (
        <CallbackFailure providerName={providerName} reason={step.reason} isSignedIn={isSignedIn} />
      ) : step.kind === 'log-in' ? (
        <CallbackLogIn providerName={providerName} />
      ) : (
        <WaitMessage />
      )}
    </CallbackScreen>
  );
}
