import type {
  ConfirmAddressBody,
  Connection,
  DataRequestBody,
  DisconnectedMailbox,
  GetConnectionsResponse,
  MailboxAuthorizeBody,
  MailboxAuthorizeResponse,
  MailboxProviderId,
  UpdateMailboxAliasesBody,
} from '@reclaim/contract';
import {
  CONFIRM_ADDRESS_PATH,
  DATA_REQUEST_PATH,
  DELETE_CONNECTION_PATH,
  GET_CONNECTIONS_PATH,
  MAILBOX_AUTHORIZE_PATH,
  RESCAN_PATH,
  SEND_ADDRESS_CODE_PATH,
  UPDATE_MAILBOX_ALIASES_PATH,
} from '@reclaim/contract/paths';
import { ApiError, apiRequest } from '../../lib/api-client';
import { callApi } from '../../lib/call-api';

/** The signed-in user's connected mailboxes (`_getConnection`, spec §7). */
export async function fetchConnections(userName: string): Promise<Connection[]> {
  return (await fetchMailboxes(userName)).connections;
}

/** Every mailbox of the signed-in user. */
export interface Mailboxes {
  connections: Connection[];
  /** Disconnected after sending requests from them: kept, with the requests, as their record. */
  disconnected: DisconnectedMailbox[];
}

/** `_getConnection`: the connected mailboxes, and the disconnected ones kept for their requests. */
export async function fetchMailboxes(userName: string): Promise<Mailboxes> {
  const response = await callApi<GetConnectionsResponse>(GET_CONNECTIONS_PATH, userName);
  return {
    connections: response.data.responseListObject,
    // An older server does not list them.
    disconnected: response.data.disconnectedListObject ?? [],
  };
}

/** What connecting a mailbox sends besides the provider: a login form's address and values. */
export interface ConnectMailboxRequest extends Pick<DataRequestBody, 'emailId' | 'login'> {
  provider: MailboxProviderId;
}

/** A mailbox just connected, and whether it must still prove its address before it sends. */
export interface ConnectedMailbox {
  emailId: string;
  isAddressProven: boolean;
}

/**
 * Connects a mailbox that needs no consent screen and starts its scan: at once (the demo
 * mailbox), or with a login form's values, which the server tries before it stores anything.
 * Answers the connected address, and whether a code must prove it (a login form's mailbox).
 */
export async function connectMailbox(
  userName: string,
  { provider, emailId, login }: ConnectMailboxRequest,
): Promise<ConnectedMailbox> {
  const body: DataRequestBody = {
    oauthProvider: provider,
    type: 'connect',
    writeEmailPermission: '1',
    emailId,
    login,
  };
  const response = await callApi<{ data: { emailId?: string; isAddressProven?: boolean } }>(
    DATA_REQUEST_PATH,
    userName,
    body,
  );
  return {
    emailId: response.data.emailId ?? '',
    isAddressProven: response.data.isAddressProven ?? true,
  };
}

/**
 * Asks Reclaim to mail a new code to a connected mailbox's address; answers whether the address
 * is proven already (nothing is mailed then).
 */
export async function sendAddressCode(userName: string, emailId: string): Promise<boolean> {
  const response = await callApi<{ data: { isAddressProven: boolean } }>(
    SEND_ADDRESS_CODE_PATH,
    userName,
    { emailId },
  );
  return response.data.isAddressProven;
}

/** Enters the code mailed to a mailbox's address; from then on the mailbox may send. */
export async function confirmAddress(userName: string, body: ConfirmAddressBody): Promise<void> {
  await callApi(CONFIRM_ADDRESS_PATH, userName, body);
}

/** Asks the server where to send the browser to connect a mailbox on its consent screen. */
export async function startMailboxAuthorization(provider: MailboxProviderId): Promise<string> {
  return authorize({ provider, purpose: 'connect' });
}

/**
 * Asks the server where the popup goes to let a connected mailbox send (spec §4): the provider's
 * consent screen for the send scope alone, added to what was granted before.
 */
export async function startSendPermission(provider: MailboxProviderId): Promise<string> {
  return authorize({ provider, purpose: 'dsr' });
}

async function authorize(body: MailboxAuthorizeBody): Promise<string> {
  const response = await apiRequest<MailboxAuthorizeResponse>(MAILBOX_AUTHORIZE_PATH, {
    method: 'POST',
    body,
  });
  return response.authorizationUrl;
}

/** What a consent screen sent back to the callback. */
export interface ConsentReturn {
  provider: MailboxProviderId;
  oauthCode: string;
  state: string;
}

function consentBody(
  { provider, oauthCode, state }: ConsentReturn,
  type: DataRequestBody['type'],
): DataRequestBody {
  return {
    oauthProvider: provider,
    oauthCode,
    state,
    type,
    writeEmailPermission: '1',
    redirectUrl: window.location.origin + window.location.pathname,
  };
}

/** Finishes a consent-screen connection with the code and state the provider sent back. */
export async function finishOAuthConnection(
  userName: string,
  consent: ConsentReturn,
): Promise<string> {
  const body = consentBody(consent, 'connect');
  const response = await callApi<{ data: { emailId?: string } }>(DATA_REQUEST_PATH, userName, body);
  return response.data.emailId ?? '';
}

/**
 * Finishes a consent to send (`_pfmDataRequest` with type 'dsr'): the connected mailbox may send
 * from now on. Refused when the send box was left unticked again (`SendNotGranted`) or another
 * account than a connected mailbox consented (`NotConnected`).
 */
export async function finishSendPermission(userName: string, consent: ConsentReturn) {
  await callApi(DATA_REQUEST_PATH, userName, consentBody(consent, 'dsr'));
}

/** Disconnects a mailbox; the server forgets everything found in it. */
export async function disconnectMailbox(userName: string, emailId: string): Promise<void> {
  await callApi(DELETE_CONNECTION_PATH, userName, { emailId });
}

/** Starts scanning a mailbox again from the beginning. */
export async function rescanMailbox(userName: string, emailId: string): Promise<void> {
  await callApi(RESCAN_PATH, userName, { emailId });
}

/** Replaces the other addresses an IMAP mailbox sends as; the scans leave mail from them out. */
export async function updateMailboxAliases(
  userName: string,
  body: UpdateMailboxAliasesBody,
): Promise<void> {
  await callApi(UPDATE_MAILBOX_ALIASES_PATH, userName, body);
}

/** A 401 is answered by the session-expired dialog, so callers show nothing of their own. */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** The server's reason code of a failed data request (spec §7: `data.reasonCode`), if any. */
export function readReasonCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body: unknown = error.body;
  if (typeof body !== 'object' || body === null || !('data' in body)) return undefined;
  const { data } = body;
  if (typeof data !== 'object' || data === null || !('reasonCode' in data)) return undefined;
  return typeof data.reasonCode === 'string' ? data.reasonCode : undefined;
}
