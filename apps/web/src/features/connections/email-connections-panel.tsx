import type { OfferedProvider } from '@reclaim/contract';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/auth-client';
import { usePublicConfig } from '../../lib/use-public-config';
import { ConfirmAddressDialog } from './confirm-address-dialog';
import { ConnectedMailbox } from './connected-mailbox';
import { DisconnectDialog } from './disconnect-dialog';
import { OpenLoginForm } from './login-forms';
import { canConnect, canEnterAliases, mailboxesOf } from './mailbox-providers';
import { ProviderRow } from './provider-row';
import { useConnectMailbox } from './use-connect-mailbox';
import { useConnections } from './use-connections';
import { useDisconnectMailbox } from './use-disconnect-mailbox';
import { useRescanMailbox } from './use-rescan-mailbox';

/**
 * The contents of the 'Email Connections' tab (spec §2): one row per provider, with Connect, or the
 * connected mailboxes with Rescan and Disconnect (and Reconnect when access stopped working,
 * 'Confirm address' while the address is not proven), and for IMAP mailboxes the other addresses
 * they send as.
 */
export function EmailConnectionsPanel() {
  const { data: session } = useSession();
  const userName = session?.user.email ?? '';
  const connections = useConnections();
  const config = usePublicConfig();
  const [toDisconnect, setToDisconnect] = useState<string | null>(null);
  const [toConfirm, setToConfirm] = useState<string | null>(null);
  const [formOf, setFormOf] = useState<OfferedProvider | null>(null);
  const connected = (connections.data ?? []).map((connection) => connection.emailId);
  const connect = useConnectMailbox(userName);
  const disconnect = useDisconnectMailbox(userName, connected, () => setToDisconnect(null));
  const { rescan, hasStarted } = useRescanMailbox(userName);
  const startConnect = (provider: OfferedProvider) =>
    provider.connect.style === 'form' ? setFormOf(provider) : connect.mutate({ provider });

  if (connections.isPending || config.isPending) {
    return <Spinner label="Loading your mailbox connections" />;
  }
  if (connections.isError || config.isError) {
    return (
      <Alert tone="error">Your mailbox connections could not be loaded. Please try again.</Alert>
    );
  }

  return (
    <>
      <ul className="flex flex-col divide-y divide-slate-200">
        {config.data.mailboxProviders.map((provider) => (
          <ProviderRow
            key={provider.id}
            provider={provider}
            canConnect={canConnect(provider)}
            isConnecting={connect.isPending}
            onConnect={() => startConnect(provider)}
            mailboxes={mailboxesOf(provider, connections.data).map((connection) => (
              <ConnectedMailbox
                key={connection.emailId}
                connection={connection}
                canEnterAliases={canEnterAliases(provider)}
                hasRescanStarted={hasStarted(connection.emailId)}
                onRescan={() => rescan(connection.emailId)}
                onDisconnect={() => setToDisconnect(connection.emailId)}
                onReconnect={() => startConnect(provider)}
                onConfirmAddress={() => setToConfirm(connection.emailId)}
              />
            ))}
          />
        ))}
      </ul>
      {formOf && (
        <OpenLoginForm provider={formOf} onClose={() => setFormOf(null)} userName={userName} />
      )}
      <ConfirmAddressDialog
        emailId={toConfirm}
        onClose={() => setToConfirm(null)}
        onConfirmed={() => setToConfirm(null)}
      />
      <DisconnectDialog
        emailId={toDisconnect}
        isDisconnecting={disconnect.isPending}
        onConfirm={(emailId) => disconnect.mutate(emailId)}
        onCancel={() => setToDisconnect(null)}
      />
    </>
  );
}
