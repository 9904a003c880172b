import type { RecordAnswerBody } from '@reclaim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useSession } from '../../lib/auth-client';
import { DOMAINS_QUERY_KEY } from '../domains/use-domain-status';
import { recordAnswer } from './requests-api';

const SAVED_TEXT = 'Answer saved';

/**
 * Saves what the company said (`_recordAnswer`), then reloads the lists and the open details, so
 * that the card, its section and the history show where the answer left the request.
 */
export function useRecordAnswer() {
  const { data: session } = useSession();
  const userName = session?.user.email ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordAnswerBody) => recordAnswer(userName, body),
    onSuccess: () => {
      toast.success(SAVED_TEXT);
      void queryClient.invalidateQueries({ queryKey: DOMAINS_QUERY_KEY });
    },
  });
}
