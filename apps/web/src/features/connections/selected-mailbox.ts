/** Where the browser keeps the mailbox the person is looking at (spec §3, `selected_account`). */
export const SELECTED_MAILBOX_KEY = 'selected_account';

/** The selected mailbox's address, or null when none is selected. */
export function readSelectedMailbox(): string | null {
  return localStorage.getItem(SELECTED_MAILBOX_KEY);
}

/** Fired on `window` when this tab changes the selection (other tabs get a `storage` event). */
export const SELECTED_MAILBOX_EVENT = 'reclaim:selected-mailbox';

/** Selects `emailId`, or clears the selection when it is null. */
export function writeSelectedMailbox(emailId: string | null): void {
  if (emailId === null) localStorage.removeItem(SELECTED_MAILBOX_KEY);
  else localStorage.setItem(SELECTED_MAILBOX_KEY, emailId);
  window.dispatchEvent(new Event(SELECTED_MAILBOX_EVENT));
}

/**
 * The mailbox every view shows: the stored selection while it is still connected, otherwise the
 * first connected mailbox; null without any.
 */
export function effectiveMailbox(
  selected: string | null,
  connected: readonly string[],
): string | null {
  if (selected !== null && connected.includes(selected)) return selected;
  return connected[0] ?? null;
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

/**
 * The selection after `added` is connected, given every mailbox connected now (`added` among
 * them): the mailbox the person was looking at stays selected, whether they chose it or saw it
 * as the first one; only the very first mailbox becomes the selection itself. A stored selection
 * no longer connected counts as none.
 */
export function selectionAfterConnect(
  selected: string | null,
  connected: readonly string[],
  added: string,
): string {
  if (selected !== null && connected.includes(selected)) return selected;
  const others = connected.filter((emailId) => emailId !== added);
  return effectiveMailbox(null, others) ?? added;
}
