import { AccountPage } from '../features/account/account-page';
import { EmailConnectionsPanel } from '../features/connections/email-connections-panel';

/** /account: the settings page with the mailbox connections as its first tab. */
export function AccountRoute() {
  return <AccountPage connectionsPanel={<EmailConnectionsPanel />} />;
}
