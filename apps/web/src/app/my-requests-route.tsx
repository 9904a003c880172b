import type { DomainRecord, RequestType } from '@reclaim/contract';
import { useCallback, useState } from 'react';
import { EmailPreviewDialog } from '../features/deletion-requests/email-preview-dialog';
import {
  useRequestDeletion,
  type RequestDeletion,
} from '../features/deletion-requests/use-request-deletion';
import { MyRequestsPage } from '../features/my-requests/my-requests-page';
import { useRequestsMailbox } from '../features/my-requests/requests-mailbox';

const NONE: readonly DomainRecord[] = [];

/**
 * /my-deletion-requests over the selected mailbox (spec §3 `selected_account`). 'Retry' on a failed
 * request opens the e-mail preview as a popup over the page, as on the dashboard (decision 0023):
 * once it is raised the person is still here and sees the company move from Failed to Processing.
 */
export function MyRequestsRoute() {
  const mailbox = useRequestsMailbox();
  const [preview, setPreview] = useState<readonly DomainRecord[]>(NONE);
  // Retry asks again what the failed request asked.
  const [previewType, setPreviewType] = useState<RequestType>('erasure');
  const openPreview = useCallback<RequestDeletion>((records) => setPreview(records), []);
  const { requestDeletion, dialogs } = useRequestDeletion(openPreview);
  const retry = useCallback(
    (record: DomainRecord, requestType: RequestType) => {
      setPreviewType(requestType);
      requestDeletion([record]);
    },
    [requestDeletion],
  );
  return (
    <>
      <MyRequestsPage mailbox={mailbox} onRetry={retry} />
      <EmailPreviewDialog
        records={preview}
        onClose={() => setPreview(NONE)}
        onRaised={() => {}}
        requestType={previewType}
      />
      {dialogs}
    </>
  );
}
