import { ScanStatus } from '../features/connections/scan-status';
import { useConnections } from '../features/connections/use-connections';
import { DashboardPage, type MailboxState } from '../features/dashboard/dashboard-page';

/**
 * /dashboard and /newdashboard: the dashboard with the scan status of the connected mailboxes. A
 * failed connections call counts as no mailbox (spec §7), which offers the connect prompt.
 */
export function DashboardRoute() {
  const { data: connections = [], isPending } = useConnections();
  let mailboxState: MailboxState = connections.length > 0 ? 'connected' : 'none';
  if (isPending) mailboxState = 'loading';
  return (
    <DashboardPage
      mailboxState={mailboxState}
      scanStatus={<ScanStatus connections={connections} />}
    />
  );
}
