import type { OfferedProvider } from '@reclaim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/auth-client';
import {
  connectMailbox,
  fetchMailboxes,
  isSessionEnded,
  readReasonCode,
  startMailboxAuthorization,
  type ConnectMailboxRequest,
} from './connections-api';
import {
  readSelectedMailbox,
  selectionAfterConnect,
  writeSelectedMailbox,
} from './selected-mailbox';
import { clearSendPermissionMarker } from './send-permission-signals';
import { CONNECTIONS_QUERY_KEY } from './use-connections';

/** Set by the intro flow once it has been seen (spec §2). */
const HAS_SEEN_INTRO_FLOW_KEY = 'hasSeenIntroFlow';

/**
 * A new scan usually moves within seconds; one early refresh shows that without waiting for the
 * 30-second poll, which stays the rule afterwards.
 */
const FIRST_REFRESH_DELAY_MS = 5_000;

/** What a login form submits: the mailbox's address and the form's values. */
export type LoginSubmission = Required<Pick<ConnectMailboxRequest, 'emailId' | 'login'>>;

/** What Connect asks of `useConnectMailbox`: a provider, with its form's login if it has one. */
export interface ConnectMailboxVariables {
  provider: OfferedProvider;
  login?: LoginSubmission;
}

/**
 * Where a connection went: to the provider's consent screen, or straight to a mailbox, which may
 * still have to prove its address (a login form's).
 */
export type ConnectOutcome =
  { authorizationUrl: string } | { emailId: string; isAddressProven: boolean };

/**
 * What follows a new connection: the selection, the list, then the intro rule (spec §2). The
 * selection follows the fresh list, so a second mailbox never takes the place of the one the
 * person was looking at (see `selectionAfterConnect`); if the list cannot be fetched, the
 * selection stays as it was.
 */
export function useAfterConnect() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: session } = useSession();
  const userName = session?.user.email ?? '';
  return async (emailId: string) => {
    const refresh = () => queryClient.invalidateQueries({ queryKey: CONNECTIONS_QUERY_KEY });
    if (emailId && userName) {
      try {
        const mailboxes = await queryClient.fetchQuery({
          queryKey: [...CONNECTIONS_QUERY_KEY, userName],
          queryFn: () => fetchMailboxes(userName),
          staleTime: 0,
        });
        const connected = mailboxes.connections.map((connection) => connection.emailId);
        writeSelectedMailbox(selectionAfterConnect(readSelectedMailbox(), connected, emailId));
      } catch {
        void refresh();
      }
    } else {
      void refresh();
    }
    setTimeout(() => void refresh(), FIRST_REFRESH_DELAY_MS);
    const hasSeenIntro = localStorage.getItem(HAS_SEEN_INTRO_FLOW_KEY) !== null;
    await navigate(hasSeenIntro ? '/dashboard' : '/getting-started', { replace: true });
  };
}

/** The message of a failed connection: '{reasonCode}, Please try again.' (spec §7). */
export function connectFailureMessage(error: unknown) {
  const reason = readReasonCode(error) ?? 'The mailbox could not be connected';
  return `${reason}, Please try again.`;
}

/**
 * What a login form shows for a failed attempt: the server's own words (wrong password, unknown
 * host, too many attempts), or null when the session ended and its own dialog speaks.
 */
export function loginFailureMessage(error: unknown): string | null {
  if (isSessionEnded(error)) return null;
  if (error instanceof ApiError && error.body?.message) return error.body.message;
  return 'The mailbox could not be connected. Please check your connection and try again.';
}

/**
 * Starts connecting `provider` the way it says it connects: on its consent screen (answers where
 * to send the browser), at once, or with the `login` its form collected.
 */
export async function connectProvider(
  userName: string,
  { provider, login }: ConnectMailboxVariables,
): Promise<ConnectOutcome> {
  switch (provider.connect.style) {
    case 'oauth':
      return { authorizationUrl: await startMailboxAuthorization(provider.id) };
    case 'instant':
      return connectMailbox(userName, { provider: provider.id });
    case 'form':
      if (!login) throw new Error(`${provider.name} is connected with its login form`);
      return connectMailbox(userName, { provider: provider.id, ...login });
  }
}

/**
 * Connects a mailbox. A consent screen returns to the callback screen; a mailbox connected here
 * follows the same rule as every other (select it, then the intro or the dashboard), except one
 * that must prove its address first: `onUnproven` asks for the code, and goes on from there.
 */
export function useConnectMailbox(
  userName: string,
  { onUnproven }: { onUnproven?: (emailId: string) => void } = {},
) {
  const afterConnect = useAfterConnect();
  return useMutation({
    mutationFn: (variables: ConnectMailboxVariables) => connectProvider(userName, variables),
    onSuccess: (outcome) => {
      if ('authorizationUrl' in outcome) {
        // This callback connects: a permission popup that never came back must not claim it.
        clearSendPermissionMarker();
        window.location.assign(outcome.authorizationUrl);
      } else if (!outcome.isAddressProven && onUnproven) {
        onUnproven(outcome.emailId);
      } else {
        void afterConnect(outcome.emailId);
      }
    },
    onError: (error, { login }) => {
      // A login form shows its failure itself, under what was typed, so it can be tried again.
      if (login || isSessionEnded(error)) return;
      toast.error(connectFailureMessage(error));
    },
  });
}
