import { TOAST_SHORT_MS, TOAST_SUCCESS_MS } from '@reclaim/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useSession } from '../../lib/auth-client';
import { isSessionEnded } from '../connections/connections-api';
import { markDomainsNeeded, updateDomainStatus } from './domains-api';
import { undoToast } from './undo-toast';

/** The prefix of every domain query (lists and counts); invalidated after any change. */
export const DOMAINS_QUERY_KEY = ['domains'] as const;

const FAILURE_TEXT = 'The change could not be saved. Please try again.';

/**
 * The status changes a person makes on one record, with the spec's toasts (§4, §8); a Completed
 * mark can be taken back ('reopen') from its toast's Undo.
 */
export type DomainChange = 'markNeeded' | 'removeNeeded' | 'complete' | 'reopen';

const CHANGES = {
  markNeeded: { status: 'needed', toast: 'Domain marked as needed', autoClose: TOAST_SHORT_MS },
  removeNeeded: { status: 'pending', toast: 'Removed successfully', autoClose: TOAST_SHORT_MS },
  complete: {
    status: 'reclaimed',
    toast: 'DSR Completed Successfully',
    autoClose: TOAST_SUCCESS_MS,
  },
  reopen: {
    status: 'initiated',
    toast: 'The request is Submitted again.',
    autoClose: TOAST_SHORT_MS,
  },
} as const;

function useRefreshDomains() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: DOMAINS_QUERY_KEY });
}

/** The failure toast of a change; after a 401 the session-expired dialog says it all. */
export function showChangeFailure(error: unknown) {
  if (!isSessionEnded(error)) toast.error(FAILURE_TEXT);
}

/** Changes one record's status, then toasts and reloads every list and count. */
export function useDomainStatusChange(emailId: string | null) {
  const { data: session } = useSession();
  const refresh = useRefreshDomains();
  const mutation = useMutation({
    mutationFn: async ({ change, domainName }: { change: DomainChange; domainName: string }) => {
      if (!session || !emailId) throw new Error('No mailbox is selected.');
      await updateDomainStatus(session.user.email, {
        status: CHANGES[change].status,
        emailId,
        domainName,
      });
      return change;
    },
    onSuccess: async (change, { domainName }) => {
      const { toast: text, autoClose } = CHANGES[change];
      // Completing acts at once; its toast can take it back while it shows.
      toast.success(
        change === 'complete'
          ? undoToast(text, () => mutation.mutate({ change: 'reopen', domainName }))
          : text,
        { autoClose },
      );
      await refresh();
    },
    onError: showChangeFailure,
  });
  return mutation;
}

/** Marks the selected records needed: 'Domains marked as needed.' at the top centre for 6 s. */
export function useBulkMarkNeeded(emailId: string | null) {
  const { data: session } = useSession();
  const refresh = useRefreshDomains();
  return useMutation({
    mutationFn: async (domainNames: readonly string[]) => {
      if (!session || !emailId) throw new Error('No mailbox is selected.');
      await markDomainsNeeded(session.user.email, emailId, domainNames);
    },
    onSuccess: async () => {
      toast.success('Domains marked as needed.', {
        position: 'top-center',
        autoClose: TOAST_SUCCESS_MS,
      });
      await refresh();
    },
    onError: showChangeFailure,
  });
}
