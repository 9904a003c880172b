import {
  STOP_EMAILS_PATH,
  type DomainRecord,
  type StopEmailsMethod,
  type StopEmailsResponse,
} from '@reclaim/contract';
import { TOAST_SUCCESS_MS } from '@reclaim/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/auth-client';
import { callApi } from '../../lib/call-api';
import { isSessionEnded } from '../connections/connections-api';
import { DOMAINS_QUERY_KEY } from './use-domain-status';

/** The button that unsubscribes the person from a company's mail (List-Unsubscribe one-click). */
export const STOP_EMAILS_TEXT = 'Stop their e-mails';

/** What a company's card and details say once its e-mails were stopped. */
export const emailsStoppedText = (date: string) => `E-mails stopped on ${date}`;

const STOPPED_TOASTS: Record<StopEmailsMethod, (name: string) => string> = {
  'one-click': (name) => `Unsubscribed: ${name} took your request to stop its e-mails.`,
  email: (name) => `Unsubscribed: your mailbox sent ${name} the e-mail it asks for.`,
};
const FAILURE_TEXT = 'The unsubscribe could not be sent. Please try again.';
/** Statuses whose message says what to do: refused by the company, mailbox not allowed to send. */
const TOLD_STATUSES = new Set([403, 409, 502]);

/**
 * "Stop their e-mails": the server posts the company's own one-click unsubscribe (RFC 8058), or
 * sends the e-mail its address asks for from the person's mailbox, and records it; the toast says
 * which was done (or why not), and every list reloads.
 */
export function useStopEmails() {
  const { data: session } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (record: Pick<DomainRecord, 'emailId' | 'domainName' | 'name'>) => {
      if (!session) throw new Error('No session.');
      return callApi<StopEmailsResponse>(STOP_EMAILS_PATH, session.user.email, {
        emailId: record.emailId,
        domainName: record.domainName,
      });
    },
    onSuccess: async (answer, record) => {
      toast.success(STOPPED_TOASTS[answer.data.method](record.name), {
        autoClose: TOAST_SUCCESS_MS,
      });
      await queryClient.invalidateQueries({ queryKey: DOMAINS_QUERY_KEY });
    },
    onError: (error) => {
      if (isSessionEnded(error)) return;
      // The server says why, in plain words: "… answered 500", "Allow Reclaim to send …".
      const isTold = error instanceof ApiError && TOLD_STATUSES.has(error.status);
      toast.error(isTold ? error.message : FAILURE_TEXT);
    },
  });
}
