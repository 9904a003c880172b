import { useSyncExternalStore } from 'react';
import {
  SELECTED_MAILBOX_EVENT,
  SELECTED_MAILBOX_KEY,
  effectiveMailbox,
  readSelectedMailbox,
  writeSelectedMailbox,
} from './selected-mailbox';
import { useConnections } from './use-connections';

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SELECTED_MAILBOX_KEY || event.key === null) onChange();
  };
  window.addEventListener(SELECTED_MAILBOX_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(SELECTED_MAILBOX_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The selected mailbox (spec §3 `selected_account`) and a way to switch it. Every view that shows
 * companies follows it, in this tab and in the others.
 */
export function useSelectedMailbox() {
  const connections = useConnections();
  const stored = useSyncExternalStore(subscribe, readSelectedMailbox, () => null);
  const list = connections.data ?? [];
  const emailId = effectiveMailbox(
    stored,
    list.map((connection) => connection.emailId),
  );
  return {
    emailId,
    /** The stored selection as it is, even a mailbox no longer connected. */
    stored,
    connection: list.find((connection) => connection.emailId === emailId),
    connections: list,
    isPending: connections.isPending,
    select: writeSelectedMailbox,
  };
}
