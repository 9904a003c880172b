import type { DomainRecord } from '@reclaim/contract';
import { RELOAD_AFTER_DSR_RAISED_MS, TOAST_SUCCESS_MS } from '@reclaim/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useSession } from '../../lib/auth-client';
import { DOMAINS_QUERY_KEY } from '../domains/use-domain-status';
import { sendDeletionRequest, sendDeletionRequests } from './deletion-requests-api';
import {
  bulkRequestBody,
  singleRequestBody,
  type ConfirmedDomains,
  type LetterOrder,
} from './request-emails';

/** Spec §8, product copy. */
export const RAISED_TEXT = 'DSR Raised Successfully';

interface SendOrder {
  /** The companies, each with the address the person left in its To field as its contact. */
  records: readonly DomainRecord[];
  letter: LetterOrder;
  confirmed?: ConfirmedDomains;
}

/**
 * Raises the requests: one company through `_sendEmail`, several through one `_sendEmail/bulk`
 * (all queued or none). Then 'DSR Raised Successfully' for 6 s, and every domain list and count
 * reloads 1 s later (spec §4), by when the companies read Processing.
 */
export function useSendDeletionRequests() {
  const { data: session } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ records, letter, confirmed }: SendOrder) => {
      if (!session) throw new Error('Not signed in.');
      const { email, name } = session.user;
      const [first] = records;
      if (records.length === 1 && first) {
        await sendDeletionRequest(email, singleRequestBody(first, letter, confirmed));
      } else {
        await sendDeletionRequests(
          email,
          bulkRequestBody(records, { email, name }, letter, confirmed),
        );
      }
    },
    onSuccess: () => {
      toast.success(RAISED_TEXT, { autoClose: TOAST_SUCCESS_MS });
      // Not tied to the preview: it has usually closed, or its page has gone, by then.
      setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: DOMAINS_QUERY_KEY }),
        RELOAD_AFTER_DSR_RAISED_MS,
      );
    },
  });
}
