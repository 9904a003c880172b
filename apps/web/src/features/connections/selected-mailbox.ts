/** Where the browser keeps the mailbox the person is looking at (spec §3, `selected_account`). */
export const SELECTED_MAILBOX_KEY = 'selected_account';

/** The selected mailbox's address, or null when none is selected. */
export function readSelectedMailbox(): string | null {
  return localStorage.getItem(SELECTED_MAILBOX_KEY);
}

/** Selects `emailId`, or clears the selection when it is null. */
export function writeSelectedMailbox(emailId: string | null): void {
  if (emailId === null) localStorage.removeItem(SELECTED_MAILBOX_KEY);
  else localStorage.setItem(SELECTED_MAILBOX_KEY, emailId);
}

/**
 * The selection after `disconnected` is disconnected (spec §4): unchanged when another mailbox was
 * selected; the other mailbox when two were connected; otherwise none. With three or more, the
 * first one left takes over, so the selection never points at nothing while mailboxes remain.
 */
export function selectionAfterDisconnect(
  selected: string | null,
  connected: readonly string[],
  disconnected: string,
): string | null {
  if (selected !== disconnected) return selected;
  return connected.find((emailId) => emailId !== disconnected) ?? null;
}

/** The selection after `connected` is connected: an existing selection is kept. */
export function selectionAfterConnect(selected: string | null, connected: string): string {
  return selected ?? connected;
}
