import { REDIRECT_AFTER_DELETE_FAILURE_MS } from '@reclaim/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { ApiError } from '../../lib/api-client';
import { deleteAccount } from './delete-account';

/**
 * Account deletion and what follows it (spec §4, §8). Success forgets this browser's keys, opens
 * the feedback form in a new tab and hands the message to `onDeleted`. Failure shows the 'Deletion
 * Failed' toast and leaves for the home page after five seconds.
 */
export function useDeleteAccount(userName: string, onDeleted: (message: string) => void) {
  const mutation = useMutation({
    mutationFn: () => deleteAccount(userName),
    onSuccess: (message) => {
      localStorage.clear();
      window.open('/feedback', '_blank', 'noopener');
      onDeleted(message);
    },
    onError: (error) => {
      if (!isSessionEnded(error)) toast.error('Deletion Failed');
    },
  });
  // A 401 is answered by the session-expired dialog, which reloads the page itself.
  const hasFailed = mutation.isError && !isSessionEnded(mutation.error);

  useEffect(() => {
    if (!hasFailed) return;
    // A full load, not a route change: the session this page was opened with may be gone.
    const timer = setTimeout(() => window.location.assign('/'), REDIRECT_AFTER_DELETE_FAILURE_MS);
    return () => clearTimeout(timer);
  }, [hasFailed]);

  return {
    deleteAccount: () => mutation.mutate(),
    isDeleting: mutation.isPending,
    hasFailed,
  };
}

function isSessionEnded(error: unknown) {
  return error instanceof ApiError && error.status === 401;
}
