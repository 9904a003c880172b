import type { MailboxSettings } from '../provider';
import { closeImapSession, DEFAULT_IMAP_TIMEOUTS, openImapSession } from './imap-client';
import { resolveImapEndpoint } from './imap-endpoints';
import { guardEndpoint, type MailHostPolicy } from './mail-host-guard';

export interface VerifyLoginOptions extends MailHostPolicy {
  /** The whole attempt; defaults to 20 seconds. */
  timeoutMs?: number;
}

/**
 * Checks at connect time that the server takes this login (connect, log in, log out), so a typo
 * or a missing app password is caught while the person is still on the form. Throws
 * {@link ImapConnectError} with reason `auth`, `host`, `tls`, `timeout`, `protocol`, or `port`
 * or `private` (refused by the host policy before connecting) and a message meant for them. The
 * server comes from `settings`, else from the preset for `username`.
 */
export async function verifyLogin(
  settings: MailboxSettings,
  username: string,
  password: string,
  options: VerifyLoginOptions,
): Promise<void> {
  const endpoint = resolveImapEndpoint(settings, username);
  const dialAddress = await guardEndpoint(endpoint, 'imap', options);
  const client = await openImapSession(
    { endpoint, dialAddress, username, password },
    { ...DEFAULT_IMAP_TIMEOUTS, loginMs: options.timeoutMs ?? DEFAULT_IMAP_TIMEOUTS.loginMs },
  );
  await closeImapSession(client);
}
