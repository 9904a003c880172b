import type { DomainRecord, RequestType } from '@reclaim/contract';
import { useCallback, useState } from 'react';
import { ShownMailbox } from '../features/connections/mailbox-select';
import { ScanStatus } from '../features/connections/scan-status';
import { isScanRunning } from '../features/connections/scan-state';
import { useSelectedMailbox } from '../features/connections/use-selected-mailbox';
import { DashboardPage, type MailboxState } from '../features/dashboard/dashboard-page';
import { DomainDashboard } from '../features/dashboard/domain-dashboard';
import { EmailPreviewDialog } from '../features/deletion-requests/email-preview-dialog';
import {
  useRequestDeletion,
  type RequestDeletion,
} from '../features/deletion-requests/use-request-deletion';
import { DomainDetailsDialog } from '../features/domains/domain-details-dialog';

interface Preview {
  records: readonly DomainRecord[];
  onRaised?: () => void;
  requestType?: RequestType;
}

const CLOSED: Preview = { records: [] };

/**
 * /dashboard and /newdashboard: which mailbox is shown (the e-mail selector with more than one),
 * the scan status of the connected mailboxes and the companies found in the selected one, with the Domain Details modal and the request flow, whose e-mail
 * preview opens as a popup over the table (decision 0017). A failed connections call counts as
 * no mailbox (spec §7), which offers the connect prompt.
 */
export function DashboardRoute() {
  const mailbox = useSelectedMailbox();
  const { emailId, connection, connections, isPending } = mailbox;
  const [details, setDetails] = useState<DomainRecord | null>(null);
  const [preview, setPreview] = useState<Preview>(CLOSED);
  const openPreview = useCallback<RequestDeletion>(
    (records, options) =>
      setPreview({ records, onRaised: options?.onRaised, requestType: options?.requestType }),
    [],
  );
  const { requestDeletion, dialogs } = useRequestDeletion(openPreview);
  let mailboxState: MailboxState = connections.length > 0 ? 'connected' : 'none';
  if (isPending) mailboxState = 'loading';
  return (
    <>
      <DashboardPage
        mailboxState={mailboxState}
        shownMailbox={<ShownMailbox mailbox={mailbox} />}
        scanStatus={<ScanStatus connections={connections} />}
        domains={
          emailId && (
            <DomainDashboard
              key={emailId}
              emailId={emailId}
              mailboxes={connections.map((c) => c.emailId)}
              isScanRunning={connection ? isScanRunning(connection) : false}
              onOpen={setDetails}
              onRequestDeletion={requestDeletion}
            />
          )
        }
      />
      <DomainDetailsDialog
        record={details}
        onClose={() => setDetails(null)}
        onRequestDeletion={(record) => requestDeletion([record])}
        onRequestData={(record) => requestDeletion([record], { requestType: 'access' })}
      />
      <EmailPreviewDialog
        records={preview.records}
        onClose={() => setPreview(CLOSED)}
        onRaised={() => preview.onRaised?.()}
        requestType={preview.requestType}
      />
      {dialogs}
    </>
  );
}
