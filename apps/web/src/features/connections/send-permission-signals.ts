/**
 * How the page asking for permission to send (spec §4) and the callback screen in its popup
 * talk: two local storage keys of the spec (§3). Nothing else reaches across: the app's pages are
 * served with `Cross-Origin-Opener-Policy`, so once the popup has been at the provider's consent
 * screen it has no `window.opener` any more (decision 0024).
 *
 * - `loginType` = 'dsr' is set by the asking page before the popup goes to the consent screen.
 *   The callback screen then finishes with type 'dsr' rather than 'connect', and removes it as it
 *   starts, which also tells the asking page that the popup is back. The asking page removes it
 *   too when it stops, and so does Connect before it leaves for a consent screen, so a marker
 *   left by a popup that never came back cannot turn a later connection into a permission request.
 * - `oauthFail` is set by the callback screen when the permission was not given; the asking page
 *   reads it while it polls, then removes it.
 */
export const LOGIN_TYPE_KEY = 'loginType';
export const OAUTH_FAIL_KEY = 'oauthFail';

/** The spec's value of `loginType` while permission to send is asked for. */
const SEND_PERMISSION_LOGIN_TYPE = 'dsr';

/** The part of `localStorage` these signals use; tests pass a map. */
export type SignalStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Before the popup leaves for the consent screen: its callback is for the send permission. */
export function markSendPermissionPending(storage: SignalStorage = localStorage) {
  storage.removeItem(OAUTH_FAIL_KEY);
  storage.setItem(LOGIN_TYPE_KEY, SEND_PERMISSION_LOGIN_TYPE);
}

/**
 * Whether the callback about to be handled is for the send permission; for the asking page,
 * whether the popup has not come back to the callback screen yet.
 */
export function isSendPermissionPending(storage: SignalStorage = localStorage): boolean {
  return storage.getItem(LOGIN_TYPE_KEY) === SEND_PERMISSION_LOGIN_TYPE;
}

/** Forgets the marker, once the callback used it or a connection is about to start. */
export function clearSendPermissionMarker(storage: SignalStorage = localStorage) {
  storage.removeItem(LOGIN_TYPE_KEY);
}

/** The callback screen: the permission was not given (declined, or the server refused it). */
export function reportSendPermissionFailure(storage: SignalStorage = localStorage) {
  storage.setItem(OAUTH_FAIL_KEY, 'true');
}

/** Whether the callback screen reported a failure since the asking began. */
export function hasSendPermissionFailed(storage: SignalStorage = localStorage): boolean {
  return storage.getItem(OAUTH_FAIL_KEY) !== null;
}

/** The asking page stopped: neither key may outlive it. */
export function clearSendPermissionSignals(storage: SignalStorage = localStorage) {
  storage.removeItem(LOGIN_TYPE_KEY);
  storage.removeItem(OAUTH_FAIL_KEY);
}
