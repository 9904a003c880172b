import type { DisconnectedMailbox } from '@reclaim/contract';
import { useSelectedMailbox } from '../connections/use-selected-mailbox';
import { useDisconnectedMailboxes } from '../connections/use-connections';

/** A mailbox the requests page can show: a connected one, or one kept after disconnecting. */
export interface RequestsMailboxOption {
  emailId: string;
  /** Set when the person disconnected it: its requests are kept as their record. */
  disconnected: Pick<DisconnectedMailbox, 'disconnectedDate' | 'requestCount'> | null;
}

/** The requests page's choice of mailbox; the app passes it in. */
export interface RequestsMailboxChoice {
  selected: RequestsMailboxOption | null;
  options: readonly RequestsMailboxOption[];
  isPending: boolean;
  select: (emailId: string) => void;
}

/**
 * The mailbox the requests page shows: the stored selection, whether connected or disconnected;
 * otherwise the first connected one, and with none connected the first disconnected one.
 */
export function requestsMailboxOf(
  stored: string | null,
  connected: readonly string[],
  disconnected: readonly DisconnectedMailbox[],
): { selected: RequestsMailboxOption | null; options: RequestsMailboxOption[] } {
  const options: RequestsMailboxOption[] = [
    ...connected.map((emailId) => ({ emailId, disconnected: null })),
    ...disconnected
      // An address connected again is shown as connected, with its requests back in it.
      .filter((mailbox) => !connected.includes(mailbox.emailId))
      .map(({ emailId, disconnectedDate, requestCount }) => ({
        emailId,
        disconnected: { disconnectedDate, requestCount },
      })),
  ];
  const selected =
    options.find((option) => option.emailId === stored) ??
    options.find((option) => option.disconnected === null) ??
    options[0] ??
    null;
  return { selected, options };
}

/** {@link requestsMailboxOf} over the selected-mailbox state and the mailboxes' list. */
export function useRequestsMailbox(): RequestsMailboxChoice {
  const mailbox = useSelectedMailbox();
  const disconnected = useDisconnectedMailboxes();
  const { selected, options } = requestsMailboxOf(
    mailbox.stored,
    mailbox.connections.map((connection) => connection.emailId),
    disconnected.data ?? [],
  );
  return { selected, options, isPending: mailbox.isPending, select: mailbox.select };
}
