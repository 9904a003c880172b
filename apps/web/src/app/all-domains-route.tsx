import { isScanRunning } from '../features/connections/scan-state';
import { useSelectedMailbox } from '../features/connections/use-selected-mailbox';
import { AllDomainsPage } from '../features/my-data/all-domains-page';

/** /alldomains: the all-domains variant of /my-data, for the selected mailbox. */
export function AllDomainsRoute() {
  const mailbox = useSelectedMailbox();
  const { connection } = mailbox;
  return (
    <AllDomainsPage
      mailbox={mailbox}
      isScanRunning={connection ? isScanRunning(connection) : false}
    />
  );
}
