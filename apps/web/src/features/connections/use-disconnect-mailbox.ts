import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { disconnectMailbox, isSessionEnded } from './connections-api';
import {
  readSelectedMailbox,
  selectionAfterDisconnect,
  writeSelectedMailbox,
} from './selected-mailbox';
import { CONNECTIONS_QUERY_KEY } from './use-connections';

/**
 * Disconnects a mailbox (spec §4): the list is refreshed and the selection falls back if the
 * selected mailbox went. A failure goes to /dashboard.
 */
export function useDisconnectMailbox(
  userName: string,
  connected: readonly string[],
  onDisconnected: () => void,
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (emailId: string) => disconnectMailbox(userName, emailId),
    onSuccess: async (_, emailId) => {
      writeSelectedMailbox(selectionAfterDisconnect(readSelectedMailbox(), connected, emailId));
      await queryClient.invalidateQueries({ queryKey: CONNECTIONS_QUERY_KEY });
      onDisconnected();
    },
    onError: (error) => {
      if (!isSessionEnded(error)) void navigate('/dashboard');
    },
  });
}
