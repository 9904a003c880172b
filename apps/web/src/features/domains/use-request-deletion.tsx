import type { DomainRecord } from '@reclaim/contract';
import { useCallback, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { BATCH_LIMIT_TEXT, isOverBatchLimit, requestableRecords } from './deletion-request-links';
import { RequestDeletionDialog } from './request-deletion-dialog';

type RequestState =
  { kind: 'closed' } | { kind: 'over-limit' } | { kind: 'links'; records: DomainRecord[] };

/**
 * The 'Request Deletion' buttons' flow: more than 25 records at once are refused with the spec's
 * popup (§5); otherwise the records still open to a request are offered in the request dialog.
 * Render `dialogs` once in the page.
 */
export function useRequestDeletion() {
  const [state, setState] = useState<RequestState>({ kind: 'closed' });
  const requestDeletion = useCallback((records: readonly DomainRecord[]) => {
    if (isOverBatchLimit(records.length)) {
      setState({ kind: 'over-limit' });
      return;
    }
    const requestable = requestableRecords(records);
    if (requestable.length > 0) setState({ kind: 'links', records: requestable });
  }, []);
  const close = () => setState({ kind: 'closed' });
  const dialogs = (
    <>
      <Dialog
        isOpen={state.kind === 'over-limit'}
        onOpenChange={(isOpen) => !isOpen && close()}
        title="Too many companies selected"
        description={BATCH_LIMIT_TEXT}
        size="sm"
      >
        <div className="flex justify-end">
          <Button onClick={close}>Ok</Button>
        </div>
      </Dialog>
      <RequestDeletionDialog
        records={state.kind === 'links' ? state.records : []}
        onClose={close}
      />
    </>
  );
  return { requestDeletion, dialogs };
}
