import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { connectDemoMailbox, isSessionEnded, readReasonCode } from './connections-api';
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

/**
 * Connects the demo mailbox, then follows the intro rule (spec §2): /dashboard for someone who has
 * seen the intro, otherwise /getting-started. A failure shows '{reasonCode}, Please try again.'.
 */
export function useConnectMailbox(userName: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => connectDemoMailbox(userName),
    onSuccess: (emailId) => {
      if (emailId) writeSelectedMailbox(selectionAfterConnect(readSelectedMailbox(), emailId));
      const refresh = () => queryClient.invalidateQueries({ queryKey: CONNECTIONS_QUERY_KEY });
      void refresh();
      setTimeout(() => void refresh(), FIRST_REFRESH_DELAY_MS);
      const hasSeenIntro = localStorage.getItem(HAS_SEEN_INTRO_FLOW_KEY) !== null;
      void navigate(hasSeenIntro ? '/dashboard' : '/getting-started');
    },
    onError: (error) => {
      if (isSessionEnded(error)) return;
      const reason = readReasonCode(error) ?? 'The mailbox could not be connected';
      toast.error(`${reason}, Please try again.`);
    },
  });
}
