import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useSession } from '../../lib/auth-client';
import { addressNotProvenMessage } from '../connections/address-proof';
import { isSessionEnded } from '../connections/connections-api';
import { DOMAINS_QUERY_KEY } from '../domains/use-domain-status';
import { requestKey } from './request-sections';
import { sendReminder, type RequestItem } from './requests-api';

type RequestKeyed = Pick<RequestItem, 'domainName' | 'requestType'>;

const SENT_TEXT = 'Reminder on its way';
const FAILED_TEXT = 'The reminder could not be sent. Please try again.';

/**
 * 'Send Reminder' on an overdue request: the server queues it; the card stops offering it at once
 * (the lists show 'Reminder sent' once the mailbox has sent it).
 */
export function useSendReminder(emailId: string) {
  const { data: session } = useSession();
  const userName = session?.user.email ?? '';
  const queryClient = useQueryClient();
  const [requested, setRequested] = useState<ReadonlySet<string>>(new Set());
  const mutation = useMutation({
    mutationFn: (item: RequestKeyed) =>
      sendReminder(userName, emailId, item.domainName, item.requestType),
    onSuccess: (_data, item) => {
      setRequested((before) => new Set(before).add(requestKey(item)));
      toast.success(SENT_TEXT);
      void queryClient.invalidateQueries({ queryKey: DOMAINS_QUERY_KEY });
    },
    onError: (error) => {
      if (isSessionEnded(error)) return;
      // A mailbox that must prove its address first: the server says how.
      toast.error(addressNotProvenMessage(error) ?? FAILED_TEXT);
      // Refused because the card was stale (reminded in another tab): show what is true.
      void queryClient.invalidateQueries({ queryKey: DOMAINS_QUERY_KEY });
    },
  });
  return {
    send: (item: RequestKeyed) => mutation.mutate(item),
    isSending: (item: RequestKeyed) =>
      mutation.isPending &&
      mutation.variables &&
      requestKey(mutation.variables) === requestKey(item),
    isRequested: (item: RequestKeyed) => requested.has(requestKey(item)),
  };
}
