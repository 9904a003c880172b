import { TOO_MANY_REQUESTS_MESSAGE } from '@reclaim/contract';
import { TOAST_ERROR_MS } from '@reclaim/contract/constants';
import { ApiError } from '../../lib/api-client';

/** Spec §8, product copy: a template that did not load, or a request the server refused. */
export const REQUEST_FAILED_TEXT = 'Oops! something went wrong! Please try after sometime';

/** Spec §8, product copy: the mailbox may not send yet (the permission flow's failure). */
export const PERMISSION_FAILED_TEXT =
  'There was an error while raising the Data Subject Request. Please try again';

/** What the preview says when a request was not raised. */
export interface RequestFailure {
  text: string;
  /** The server's own reason, where it tells the person something they can act on. */
  detail: string | null;
  /** The message goes away after this long (spec §8: the permission failure, after 5 s). */
  clearAfterMs: number | null;
}

/** The permission flow's failure (spec §8): asking for it failed, or the server still refused. */
export const PERMISSION_FAILURE: RequestFailure = {
  text: PERMISSION_FAILED_TEXT,
  detail: null,
  clearAfterMs: TOAST_ERROR_MS,
};

/**
 * Reasons whose server message helps: already requested (409 `RequestAlreadyOpen`), the mailbox
 * needs reconnecting, cannot send, or must prove its address first, or the company is no longer
 * in the mailbox (404). Other messages (a malformed body) mean nothing to the person and are left
 * out.
 */
const EXPLAINED_REASONS = new Set([
  'RequestAlreadyOpen',
  'NeedsReconnect',
  'SendNotSupported',
  'AddressNotConfirmed',
  'MailboxDisconnected',
  'RecipientBounced',
  'RecipientOnOtherDomain',
]);

/** The message of a failed send; null for a 401, which the session-expired dialog answers. */
export function requestFailureOf(error: unknown): RequestFailure | null {
  const failure: RequestFailure = { text: REQUEST_FAILED_TEXT, detail: null, clearAfterMs: null };
  if (!(error instanceof ApiError)) return failure;
  if (error.status === 401) return null;
  const code = error.body?.code ?? '';
  const message = error.body?.message ?? '';
  if (error.status === 403 && code === 'WritePermissionRequired') return PERMISSION_FAILURE;
  if (message.includes(TOO_MANY_REQUESTS_MESSAGE)) {
    return { ...failure, detail: TOO_MANY_REQUESTS_MESSAGE };
  }
  if (EXPLAINED_REASONS.has(code) || error.status === 404) {
    return { ...failure, detail: message || null };
  }
  return failure;
}
