import { TOAST_SHORT_MS, TOAST_SUCCESS_MS } from '@reclaim/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useSession } from '../../lib/auth-client';
import { DOMAINS_QUERY_KEY, showChangeFailure } from '../domains/use-domain-status';
import { undoToast } from '../domains/undo-toast';
import { updateRequestStatus, type RequestItem } from './requests-api';

type Change = { item: Pick<RequestItem, 'domainName' | 'requestType'>; complete: boolean };

/**
 * Mark as Complete on an access, objection or correction request, with the same toasts as a
 * company's (spec §8): the mark can be taken back from its toast's Undo. A company's erasure
 * request is completed through the company's status instead.
 */
export function useRequestStatusChange(emailId: string) {
  const { data: session } = useSession();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async ({ item, complete }: Change) => {
      if (!session) throw new Error('Not signed in.');
      await updateRequestStatus(session.user.email, {
        emailId,
        domainName: item.domainName,
        requestType: item.requestType,
        status: complete ? 'reclaimed' : 'initiated',
      });
    },
    onSuccess: async (_data, { item, complete }) => {
      toast.success(
        complete
          ? undoToast('DSR Completed Successfully', () =>
              mutation.mutate({ item, complete: false }),
            )
          : 'The request is Submitted again.',
        { autoClose: complete ? TOAST_SUCCESS_MS : TOAST_SHORT_MS },
      );
      await queryClient.invalidateQueries({ queryKey: DOMAINS_QUERY_KEY });
    },
    onError: (error) => {
      showChangeFailure(error);
      void queryClient.invalidateQueries({ queryKey: DOMAINS_QUERY_KEY });
    },
  });
  return mutation;
}
