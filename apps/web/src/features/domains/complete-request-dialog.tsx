import type { DomainRecord, RequestType } from '@reclaim/contract';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';

/** When to mark a request complete, by what it asked. */
const DONE_WHEN: { readonly [T in RequestType]: string } = {
  erasure: 'Do this once the company has erased your data or given its final answer.',
  access: 'Do this once the company has sent you your data or given its final answer.',
  objection: 'Do this once the company has confirmed it stopped, or given its final answer.',
  correction: 'Do this once the company has corrected your data or given its final answer.',
};

interface CompleteRequestDialogProps {
  /**
   * The company whose request is to be marked complete, with what the request asked (erasure
   * unless said); null keeps the dialog closed.
   */
  record: (DomainRecord & { requestType?: RequestType }) | null;
  onConfirm: (record: DomainRecord) => void;
  onCancel: () => void;
}

/**
 * Asks before a request is marked complete: Reclaim stops following it (no due date, no
 * reminder), so it is for a company that did what was asked or answered for good.
 */
export function CompleteRequestDialog({ record, onConfirm, onCancel }: CompleteRequestDialogProps) {
  return (
    <Dialog
      isOpen={record !== null}
      onOpenChange={(isOpen) => !isOpen && onCancel()}
      title="Mark as Complete?"
      description={`${DONE_WHEN[record?.requestType ?? 'erasure']} Reclaim then stops following the request: no due date, no reminder.`}
      size="sm"
    >
      <p className="break-all text-sm font-semibold text-ink">{record?.name}</p>
      <div className="mt-5 flex gap-3">
        <Button className="flex-1" actsOnce onClick={() => record && onConfirm(record)}>
          Mark as Complete
        </Button>
        <Button variant="secondary" className="flex-1" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Dialog>
  );
}
