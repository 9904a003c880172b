import type { UpdateMailboxAliasesBody } from '@reclaim/contract';
import { TOAST_SUCCESS_MS } from '@reclaim/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useSession } from '../../lib/auth-client';
import { isSessionEnded, updateMailboxAliases } from './connections-api';
import { isAliasesRejected } from './mailbox-aliases';
import { CONNECTIONS_QUERY_KEY } from './use-connections';

const FAILURE_TEXT = 'The change could not be saved. Please try again.';

/**
 * Saves the other addresses of an IMAP mailbox: 'Addresses saved.', then the connections reload
 * and `onSaved` runs. Refused addresses (a 400) are the form's to show; other failures toast.
 */
export function useSaveMailboxAliases(onSaved: () => void) {
  const { data: session } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateMailboxAliasesBody) => {
      if (!session) throw new Error('No one is signed in.');
      await updateMailboxAliases(session.user.email, body);
    },
    onSuccess: async () => {
      toast.success('Addresses saved.', { autoClose: TOAST_SUCCESS_MS });
      await queryClient.invalidateQueries({ queryKey: CONNECTIONS_QUERY_KEY });
      onSaved();
    },
    onError: (error) => {
      if (!isAliasesRejected(error) && !isSessionEnded(error)) toast.error(FAILURE_TEXT);
    },
  });
}
