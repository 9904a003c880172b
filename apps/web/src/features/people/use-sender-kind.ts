import type { SenderKind } from '@reclaim/contract';
import { TOAST_SUCCESS_MS } from '@reclaim/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useSession } from '../../lib/auth-client';
import { DOMAINS_QUERY_KEY, showChangeFailure } from '../domains/use-domain-status';
import { updateSenderKind } from './people-api';
import { senderKindToast } from './sender-kind';

/**
 * Says who a sender is, for all the person's mailboxes: a person (the domain leaves every list
 * and count) or a company (it comes back). Toasts, then reloads every domain query, the people
 * list included.
 */
export function useSenderKindChange() {
  const { data: session } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ domainName, kind }: { domainName: string; kind: SenderKind }) => {
      if (!session) throw new Error('No one is signed in.');
      await updateSenderKind(session.user.email, { domainName, kind });
      return { domainName, kind };
    },
    onSuccess: async ({ domainName, kind }) => {
      toast.success(senderKindToast(kind, domainName), { autoClose: TOAST_SUCCESS_MS });
      await queryClient.invalidateQueries({ queryKey: DOMAINS_QUERY_KEY });
    },
    onError: showChangeFailure,
  });
}
