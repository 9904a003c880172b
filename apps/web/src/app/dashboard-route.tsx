import type { DomainRecord } from '@reclaim/contract';
import { useState } from 'react';
import { ScanStatus } from '../features/connections/scan-status';
import { isScanRunning } from '../features/connections/scan-state';
import { useSelectedMailbox } from '../features/connections/use-selected-mailbox';
import { DashboardPage, type MailboxState } from '../features/dashboard/dashboard-page';
import { DomainDashboard } from '../features/dashboard/domain-dashboard';
import { DomainDetailsDialog } from '../features/domains/domain-details-dialog';
import { useRequestDeletion } from '../features/domains/use-request-deletion';

/**
 * /dashboard and /newdashboard: the scan status of the connected mailboxes and the companies
 * found in the selected one, with the Domain Details modal and the request flow. A failed
 * connections call counts as no mailbox (spec §7), which offers the connect prompt.
 */
export function DashboardRoute() {
  const { emailId, connection, connections, isPending } = useSelectedMailbox();
  const [details, setDetails] = useState<DomainRecord | null>(null);
  const { requestDeletion, dialogs } = useRequestDeletion();
  let mailboxState: MailboxState = connections.length > 0 ? 'connected' : 'none';
  if (isPending) mailboxState = 'loading';
  return (
    <>
      <DashboardPage
        mailboxState={mailboxState}
        scanStatus={<ScanStatus connections={connections} />}
        domains={
          emailId && (
            <DomainDashboard
              key={emailId}
              emailId={emailId}
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
      />
      {dialogs}
    </>
  );
}
