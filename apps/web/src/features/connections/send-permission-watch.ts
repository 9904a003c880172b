import { PERMISSION_POLL_INTERVAL_MS } from '@reclaim/contract/constants';
import {
  hasSendPermissionFailed,
  isSendPermissionPending,
  type SignalStorage,
} from './send-permission-signals';

/** How asking for permission to send ended. */
export type SendPermissionOutcome = 'granted' | 'failed' | 'closed';

/** The part of the popup's window the watch reads. */
export interface WatchedPopup {
  readonly closed: boolean;
}

export interface SendPermissionWatchOptions {
  popup: WatchedPopup;
  /** Whether the mailbox may send now: its connection's `writeEmailPermission` is 1. */
  isGranted: () => Promise<boolean>;
  storage?: SignalStorage;
  intervalMs?: number;
}

/**
 * A popup that reads closed while it was still at the consent screen is taken as closed by the
 * person only on this many polls in a row (12 s): it also reads closed from the moment it is back
 * on the callback screen (a new browsing context, decision 0024) until that screen has started,
 * which takes seconds on a slow connection or a busy machine.
 */
export const CLOSED_POLLS = 6;

/** The provider's consent screen takes no longer than its authorization lives (10 minutes). */
export const CONSENT_TIMEOUT_MS = 10 * 60_000;

/** Once the callback screen has started, it reports within this long or is taken as failed. */
export const CALLBACK_TIMEOUT_MS = 30_000;

export interface SendPermissionWatch {
  outcome: Promise<SendPermissionOutcome>;
  /** Ends the watch now with `outcome` (the page went away, the consent URL never came). */
  finish: (outcome: SendPermissionOutcome) => void;
}

/**
 * Watches a popup asking for permission to send (spec §4), every 2 s: granted once the mailbox
 * may send, failed once the callback screen set `oauthFail` (or never reported after it
 * started), closed once the person closed the popup before coming back, or after the consent
 * screen's time ran out. A poll whose call fails is tried again at the next one.
 */
export function watchSendPermission({
  popup,
  isGranted,
  storage = localStorage,
  intervalMs = PERMISSION_POLL_INTERVAL_MS,
}: SendPermissionWatchOptions): SendPermissionWatch {
  const startedAt = Date.now();
  let callbackStartedAt: number | null = null;
  let closedPolls = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isDone = false;
  let resolve: (outcome: SendPermissionOutcome) => void = () => undefined;
  const outcome = new Promise<SendPermissionOutcome>((done) => (resolve = done));

  const finish = (result: SendPermissionOutcome) => {
    if (isDone) return;
    isDone = true;
    clearTimeout(timer);
    resolve(result);
  };

  const check = async (): Promise<SendPermissionOutcome | null> => {
    if (hasSendPermissionFailed(storage)) return 'failed';
    if (await isGranted().catch(() => false)) return 'granted';
    const now = Date.now();
    if (!isSendPermissionPending(storage)) {
      callbackStartedAt ??= now;
      return now - callbackStartedAt >= CALLBACK_TIMEOUT_MS ? 'failed' : null;
    }
    closedPolls = popup.closed ? closedPolls + 1 : 0;
    if (closedPolls >= CLOSED_POLLS) return 'closed';
    return now - startedAt >= CONSENT_TIMEOUT_MS ? 'closed' : null;
  };

  const poll = () => {
    timer = setTimeout(() => {
      void check().then((result) => {
        if (isDone) return;
        if (result) finish(result);
        else poll();
      });
    }, intervalMs);
  };
  poll();
  return { outcome, finish };
}
