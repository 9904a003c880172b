import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import {
  connectDemoMailbox,
  isSessionEnded,
  readReasonCode,
  startMailboxAuthorization,
} from './connections-api';
import type { MailboxProvider } from './mailbox-providers';
import {
  readSelectedMailbox,
  selectionAfterConnect,
  writeSelectedMailbox,
} from './selected-mailbox';
import { CONNECTIONS_QUERY_KEY } from './use-connections';

/** Set by the intro flow once it has been seen (spec §2). */
const HAS_SEEN_INTRO_FLOW_KEY = 'hasSeenIntroFlow';

/**
 * A new scan usually moves within seconds; one early refresh shows that without waiting for the
 * 30-second poll, which stays the rule afterwards.
 */
const FIRST_REFRESH_DELAY_MS = 5_000;

/** What follows a new connection: select it, refresh the list, then the intro rule (spec §2). */
export function useAfterConnect() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (emailId: string) => {
    if (emailId) writeSelectedMailbox(selectionAfterConnect(readSelectedMailbox(), emailId));
    const refresh = () => queryClient.invalidateQueries({ queryKey: CONNECTIONS_QUERY_KEY });
    void refresh();
    setTimeout(() => void refresh(), FIRST_REFRESH_DELAY_MS);
    const hasSeenIntro = localStorage.getItem(HAS_SEEN_INTRO_FLOW_KEY) !== null;
    void navigate(hasSeenIntro ? '/dashboard' : '/getting-started', { replace: true });
  };
}

/** The message of a failed connection: '{reasonCode}, Please try again.' (spec §7). */
export function connectFailureMessage(error: unknown) {
  const reason = readReasonCode(error) ?? 'The mailbox could not be connected';
  return `${reason}, Please try again.`;
}

/**
 * Connects a mailbox. The demo mailbox connects at once and follows the intro rule; Google and
 * Microsoft send the browser to their consent screen, which returns to the callback screen.
 */
export function useConnectMailbox(userName: string) {
  const afterConnect = useAfterConnect();
  return useMutation({
    mutationFn: async (
      provider: MailboxProvider,
    ): Promise<{ emailId: string } | { authorizationUrl: string }> => {
      if (!provider.oauthProvider) return { emailId: await connectDemoMailbox(userName) };
      return { authorizationUrl: await startMailboxAuthorization(provider.oauthProvider) };
    },
    onSuccess: (result) => {
      if ('authorizationUrl' in result) window.location.assign(result.authorizationUrl);
      else afterConnect(result.emailId);
    },
    onError: (error) => {
      if (isSessionEnded(error)) return;
      toast.error(connectFailureMessage(error));
    },
  });
}
