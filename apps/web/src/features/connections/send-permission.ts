import type { Connection, OfferedProvider } from '@reclaim/contract';
import { OAUTH_POPUP_HEIGHT, OAUTH_POPUP_WIDTH } from '@reclaim/contract/constants';

/** The popup's name: asking again while an earlier popup is still open reuses that window. */
export const SEND_PERMISSION_WINDOW = 'reclaim-send-permission';

/**
 * The first mailbox among `emailIds` that must be allowed to send before a request goes out
 * (spec §6, `writeEmailPermission` 0) and can be, on its provider's consent screen. Mailboxes
 * connected with a login or at once (IMAP, the demo mailbox) send from the start; one that needs
 * reconnecting is left to the server's answer, which says so.
 */
export function mailboxToAllow(
  connections: readonly Connection[],
  offered: readonly OfferedProvider[],
  emailIds: readonly string[],
): Connection | undefined {
  const asksOnConsentScreen = new Set(
    offered.filter((provider) => provider.connect.style === 'oauth').map(({ id }) => id),
  );
  return connections.find(
    (connection) =>
      emailIds.includes(connection.emailId) &&
      connection.writeEmailPermission === 0 &&
      !connection.needsReconnect &&
      asksOnConsentScreen.has(connection.provider),
  );
}

/** Where the opener stands, to put the popup in its middle. */
export interface OpenerFrame {
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
}

/** `window.open`'s features for the consent popup: 600 by 550 (spec §9), over the opener. */
export function popupFeatures(opener: OpenerFrame): string {
  const left = Math.max(
    0,
    Math.round(opener.screenX + (opener.outerWidth - OAUTH_POPUP_WIDTH) / 2),
  );
  const top = Math.max(
    0,
    Math.round(opener.screenY + (opener.outerHeight - OAUTH_POPUP_HEIGHT) / 2),
  );
  return `popup,width=${OAUTH_POPUP_WIDTH},height=${OAUTH_POPUP_HEIGHT},left=${left},top=${top}`;
}

/**
 * Opens the empty popup. Call it in the click handler itself: a popup opened after an `await`
 * is no longer the click's, and popup blockers stop it. Null when the browser blocked it anyway.
 */
export function openSendPermissionPopup(): Window | null {
  return window.open('', SEND_PERMISSION_WINDOW, popupFeatures(window));
}
