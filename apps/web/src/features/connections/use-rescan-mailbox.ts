import { RESCAN_RELOAD_DELAY_MS, TOAST_SUCCESS_MS } from '@reclaim/contract/constants';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { isSessionEnded, rescanMailbox } from './connections-api';
import { forgetScanComplete } from './scan-complete-notice';

/**
 * Rescans a mailbox (spec §4): its Rescan button is disabled at once, 'Rescan In Progress' shows,
 * and five seconds later the browser loads /dashboard afresh.
 */
export function useRescanMailbox(userName: string) {
  const [startedFor, setStartedFor] = useState<ReadonlySet<string>>(new Set());
  const mutation = useMutation({
    mutationFn: (emailId: string) => rescanMailbox(userName, emailId),
    onSuccess: (_, emailId) => {
      // The new scan's end is told of, even if it ends before the dashboard sees it run.
      forgetScanComplete(emailId);
      toast.success('Rescan In Progress', { autoClose: TOAST_SUCCESS_MS });
      // A full load, as the spec has it: every screen then starts from the new scan's state.
      setTimeout(() => window.location.assign('/dashboard'), RESCAN_RELOAD_DELAY_MS);
    },
    onError: (error, emailId) => {
      setStartedFor((started) => new Set([...started].filter((id) => id !== emailId)));
      if (!isSessionEnded(error)) toast.error('The rescan could not be started. Please try again.');
    },
  });
  return {
    rescan: (emailId: string) => {
      setStartedFor((started) => new Set(started).add(emailId));
      mutation.mutate(emailId);
    },
    hasStarted: (emailId: string) => startedFor.has(emailId),
  };
}
