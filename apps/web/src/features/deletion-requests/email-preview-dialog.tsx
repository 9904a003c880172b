import type { DomainRecord, RequestType } from '@reclaim/contract';
import { Dialog } from '../../components/ui/dialog';
import { EmailPreview, PREVIEW_SUBTITLE, PREVIEW_TITLE } from './email-preview';

interface EmailPreviewDialogProps {
  /** The companies to write to; an empty list keeps the popup closed. */
  records: readonly DomainRecord[];
  onClose: () => void;
  /** The requests were raised; the popup closes by `onClose` as well. */
  onRaised: () => void;
  /** What the requests ask at first: erasure unless said. */
  requestType?: RequestType;
}

/** The e-mail preview as a popup over the dashboard (spec §2 "as popup", decision 0017). */
export function EmailPreviewDialog({
  records,
  onClose,
  onRaised,
  requestType,
}: EmailPreviewDialogProps) {
  return (
    <Dialog
      isOpen={records.length > 0}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={PREVIEW_TITLE}
      description={PREVIEW_SUBTITLE}
      size="lg"
    >
      {records.length > 0 && (
        <EmailPreview
          records={records}
          onRaised={() => {
            onRaised();
            onClose();
          }}
          onCancel={onClose}
          layout="popup"
          requestType={requestType}
        />
      )}
    </Dialog>
  );
}
