import type { Connection } from '@reclaim/contract';
import { Button } from '../../components/ui/button';
import { ADDRESS_PROOF_TEXT } from './address-proof';
import { OtherAddresses } from './other-addresses';
import { isScanPending } from './scan-state';

interface ConnectedMailboxProps {
  connection: Connection;
  /** The mailbox's other addresses are entered here (IMAP): offers 'Other addresses'. */
  canEnterAliases: boolean;
  /** True once Rescan was pressed for this mailbox; it stays disabled until the page reloads. */
  hasRescanStarted: boolean;
  onRescan: () => void;
  onDisconnect: () => void;
  /** Asks the provider's consent (or the password) again; offered when the grant stopped working. */
  onReconnect: () => void;
  /** Asks for the code mailed to the address; offered while the address is not proven. */
  onConfirmAddress: () => void;
}

/**
 * A connected mailbox on its provider's row: the address, its state, Rescan and Disconnect, and
 * Reconnect when the provider no longer accepts Reclaim's access; 'Confirm address' until the
 * person proved the address is theirs; for IMAP also the other addresses it sends as.
 */
export function ConnectedMailbox({
  connection,
  canEnterAliases,
  hasRescanStarted,
  onRescan,
  onDisconnect,
  onReconnect,
  onConfirmAddress,
}: ConnectedMailboxProps) {
  const { emailId } = connection;
  const isRescanDisabled = hasRescanStarted || isScanPending(connection);
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-slate-50 p-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <span className="truncate font-medium text-ink">{emailId}</span>
          {connection.needsReconnect && (
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
              Needs reconnecting
            </span>
          )}
        </div>
        <div className="flex shrink-0 gap-2">
          {connection.needsReconnect && (
            <Button
              size="sm"
              className="flex-1 sm:flex-none"
              aria-label={`Reconnect ${emailId}`}
              onClick={onReconnect}
            >
              Reconnect
            </Button>
          )}
          <Button
            variant="secondary"
            size="sm"
            className="flex-1 sm:flex-none"
            aria-label={`Rescan ${emailId}`}
            disabled={isRescanDisabled}
            onClick={onRescan}
          >
            Rescan
          </Button>
          <Button
            variant="danger"
            size="sm"
            className="flex-1 sm:flex-none"
            aria-label={`Disconnect ${emailId}`}
            onClick={onDisconnect}
          >
            Disconnect
          </Button>
        </div>
      </div>
      {!connection.isAddressProven && (
        <div className="flex flex-col gap-2 rounded-lg bg-amber-50 px-3 py-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-amber-900">{ADDRESS_PROOF_TEXT.notice}</p>
          <Button
            variant="secondary"
            size="sm"
            className="shrink-0"
            aria-label={`Confirm address of ${emailId}`}
            onClick={onConfirmAddress}
          >
            Confirm address
          </Button>
        </div>
      )}
      {canEnterAliases && <OtherAddresses connection={connection} />}
    </div>
  );
}
