import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { connectImapMailbox, isSessionEnded } from './connections-api';
import { toImapConnectRequest, type ImapConnectForm } from './imap-connect-form';
import { useAfterConnect } from './use-connect-mailbox';

/**
 * Connects a Yahoo or other IMAP mailbox from the connect form; a connected mailbox follows the
 * same rule as every other (select it, then the intro or the dashboard).
 */
export function useConnectImapMailbox(userName: string) {
  const afterConnect = useAfterConnect();
  return useMutation({
    mutationFn: (form: ImapConnectForm) => connectImapMailbox(userName, toImapConnectRequest(form)),
    onSuccess: afterConnect,
  });
}

/**
 * What the form shows for a failed attempt: the server's own words (wrong password, unknown
 * host, too many attempts), or null when the session ended and its own dialog speaks.
 */
export function imapConnectErrorMessage(error: unknown): string | null {
  if (isSessionEnded(error)) return null;
  if (error instanceof ApiError && error.body?.message) return error.body.message;
  return 'The mailbox could not be connected. Please check your connection and try again.';
}
