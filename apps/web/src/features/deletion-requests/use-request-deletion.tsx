import { TOO_MANY_REQUESTS_MESSAGE, type DomainRecord, type RequestType } from '@reclaim/contract';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { previewLocation } from './preview-location';
import { isOverBatchLimit, requestableRecords } from './request-batch';

/**
 * How a request button asks for a request (deletion unless `requestType` says otherwise);
 * `onRaised` runs once the requests are raised.
 */
export type RequestDeletion = (
  records: readonly DomainRecord[],
  options?: { isSelection?: boolean; onRaised?: () => void; requestType?: RequestType },
) => void;

/**
 * The request buttons' flow: more than 25 companies at once are refused with the spec's popup
 * (§5, 'Ok'); otherwise the companies still open to a request go to `openPreview`, the e-mail
 * preview (a route or a popup, decision 0017). Render `dialogs` once in the page.
 */
export function useRequestDeletion(openPreview: RequestDeletion) {
  const [isOverLimit, setIsOverLimit] = useState(false);
  const requestDeletion = useCallback<RequestDeletion>(
    (records, options) => {
      if (isOverBatchLimit(records.length)) {
        setIsOverLimit(true);
        return;
      }
      // The company's status follows its erasure requests: any company may be asked the rest.
      const isErasure = (options?.requestType ?? 'erasure') === 'erasure';
      const requestable = isErasure ? requestableRecords(records) : records;
      if (requestable.length > 0) openPreview(requestable, options);
    },
    [openPreview],
  );
  const close = () => setIsOverLimit(false);
  const dialogs = (
    <Dialog
      isOpen={isOverLimit}
      onOpenChange={(isOpen) => !isOpen && close()}
      title="Too many companies selected"
      description={TOO_MANY_REQUESTS_MESSAGE}
      size="sm"
    >
      <div className="flex justify-end">
        <Button onClick={close}>Ok</Button>
      </div>
    </Dialog>
  );
  return { requestDeletion, dialogs };
}

/**
 * Opens the preview route of the my-data pages (spec §2): /request-deletion?id={id} for one
 * company, /request-deletion-multiple for the selected ones, back to this page when done.
 */
export function useOpenPreviewRoute(): RequestDeletion {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback<RequestDeletion>(
    (records, options) => {
      const { to, state } = previewLocation(
        records,
        pathname,
        options?.isSelection ?? false,
        options?.requestType,
      );
      void navigate(to, { state });
    },
    [navigate, pathname],
  );
}
