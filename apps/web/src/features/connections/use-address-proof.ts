import { TOAST_SUCCESS_MS } from '@reclaim/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { ADDRESS_PROOF_TEXT } from './address-proof';
import { confirmAddress, sendAddressCode } from './connections-api';
import { CONNECTIONS_QUERY_KEY } from './use-connections';

/** Mails a new code to the mailbox's address; answers whether the address is proven already. */
export function useSendAddressCode(userName: string, emailId: string) {
  return useMutation({ mutationFn: () => sendAddressCode(userName, emailId) });
}

/**
 * Enters the code mailed to the mailbox's address. Once taken, the mailbox may send: the list of
 * mailboxes reloads, a toast says so, and `onConfirmed` goes on.
 */
export function useConfirmAddress(userName: string, emailId: string, onConfirmed: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => confirmAddress(userName, { emailId, code }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CONNECTIONS_QUERY_KEY });
      toast.success(ADDRESS_PROOF_TEXT.confirmed, { autoClose: TOAST_SUCCESS_MS });
      onConfirmed();
    },
  });
}
