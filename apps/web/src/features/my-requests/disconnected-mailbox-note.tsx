import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { useSession } from '../../lib/auth-client';
import { disconnectMailbox, isSessionEnded } from '../connections/connections-api';
import { CONNECTIONS_QUERY_KEY } from '../connections/use-connections';
import { formatDate } from '../domains/format-date';

const DELETE_FAILED = 'The requests could not be deleted. Please try again.';

interface DisconnectedMailboxNoteProps {
  emailId: string;
  disconnectedDate: string;
}

/**
 * Above the requests of a disconnected mailbox: why they are still here, what Reclaim can no
 * longer do for them, and how the person deletes them for good.
 */
export function DisconnectedMailboxNote({
  emailId,
  disconnectedDate,
}: DisconnectedMailboxNoteProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const { data: session } = useSession();
  const queryClient = useQueryClient();
  const deletion = useMutation({
    mutationFn: () => disconnectMailbox(session?.user.email ?? '', emailId),
    onSuccess: async () => {
      setIsConfirming(false);
      // The mailbox leaves the list, and its requests with it; no other mailbox's changed, and
      // asking for the deleted ones again would only be answered 404.
      await queryClient.invalidateQueries({ queryKey: CONNECTIONS_QUERY_KEY });
    },
    onError: (error) => {
      if (!isSessionEnded(error)) toast.error(DELETE_FAILED);
    },
  });
  return (
    <section
      aria-label="Disconnected mailbox"
      className="flex flex-col gap-3 rounded-xl border border-slate-300 bg-slate-50 p-4 text-sm text-slate-800 md:flex-row md:items-center"
    >
      <p className="flex-1">
        You disconnected <strong className="break-all">{emailId}</strong> on{' '}
        {formatDate(disconnectedDate)}. Reclaim keeps the requests you sent from it as your record,
        but cannot look for answers or send from it until you{' '}
        <Link to="/account" className="font-semibold text-brand-800 underline underline-offset-4">
          connect it again
        </Link>
        .
      </p>
      <Button variant="secondary" size="sm" onClick={() => setIsConfirming(true)}>
        Delete these requests
      </Button>
      <Dialog
        isOpen={isConfirming}
        onOpenChange={(isOpen) => !isOpen && !deletion.isPending && setIsConfirming(false)}
        title="Delete these requests?"
        description="Reclaim will delete every request sent from this mailbox, and what it kept of the companies they went to. This cannot be undone."
        size="sm"
      >
        <p className="break-all text-sm font-semibold text-ink">{emailId}</p>
        <div className="mt-5 flex gap-3">
          <Button
            variant="danger"
            className="flex-1"
            disabled={deletion.isPending}
            aria-busy={deletion.isPending}
            actsOnce
            onClick={() => deletion.mutate()}
          >
            Delete
          </Button>
          <Button
            variant="secondary"
            className="flex-1"
            disabled={deletion.isPending}
            onClick={() => setIsConfirming(false)}
          >
            Cancel
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
