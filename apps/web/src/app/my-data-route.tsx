import { ScanStatus } from '../features/connections/scan-status';
import { isScanRunning } from '../features/connections/scan-state';
import { useSelectedMailbox } from '../features/connections/use-selected-mailbox';
import { MyDataPage } from '../features/my-data/my-data-page';

/** /my-data: the companies of the selected mailbox, with that mailbox's scan while it runs. */
export function MyDataRoute() {
  const mailbox = useSelectedMailbox();
  const { connection } = mailbox;
  return (
    <MyDataPage
      mailbox={mailbox}
      isScanRunning={connection ? isScanRunning(connection) : false}
      scanStatus={connection && <ScanStatus connections={[connection]} />}
    />
  );
}
