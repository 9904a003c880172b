import { ReconnectRequiredError, type MailboxAccess, type MailboxProvider } from '../provider';
import {
  closeImapSession,
  DEFAULT_IMAP_TIMEOUTS,
  openImapSession,
  type ImapTimeouts,
} from './imap-client';
import { parseImapCursor } from './imap-cursor';
import { createImapConnector } from './imap-connector';
import { resolveImapEndpoint } from './imap-endpoints';
import { scanInbox } from './imap-scan';
import { dialAddressFor, type MailHostPolicy } from './mail-host-guard';
import { sendWithSmtp, type MailTransportFactory } from './smtp-send';
import { ImapConnectError } from './imap-errors';

export interface ImapProviderOptions {
  /** Which mail servers may be reached: public ones only, unless private hosts are allowed. */
  policy: MailHostPolicy;
  timeouts?: ImapTimeouts;
  /** How messages are sent; defaults to SMTP through nodemailer. */
  createTransport?: MailTransportFactory;
}

function passwordOf(access: MailboxAccess) {
  if (access.credentials.kind !== 'password') {
    throw new ReconnectRequiredError('This mailbox has no saved password. Connect it again.');
  }
  return access.credentials;
}

async function openSession(access: MailboxAccess, options: ImapProviderOptions) {
  const { username, password } = passwordOf(access);
  const endpoint = resolveImapEndpoint(access.settings, access.address);
  const dialAddress = await dialAddressFor(endpoint.host, options.policy);
  try {
    return await openImapSession(
      { endpoint, dialAddress, username, password },
      options.timeouts ?? DEFAULT_IMAP_TIMEOUTS,
    );
  } catch (error) {
    // A password that worked at connect time and fails now was changed or revoked.
    if (error instanceof ImapConnectError && error.reason === 'auth') {
      throw new ReconnectRequiredError(
        'The mail server no longer accepts the saved password. Connect the mailbox again.',
      );
    }
    throw error;
  }
}

/**
 * Any IMAP mailbox (Yahoo, iCloud, Fastmail, AOL, or a host the person names) with a password or
 * app password. Scans INBOX only: commercial and transactional mail is delivered there (or to a
 * spam folder, whose senders the person never dealt with), while other folders are mostly the
 * person's own filing of the same senders, or sent mail. Every connection, at connect time and in
 * each scan and send, goes through the host policy.
 */
export function createImapProvider(options: ImapProviderOptions): MailboxProvider {
  return {
    id: 'imap',
    connector: createImapConnector(options),
    async scan(access, cursor) {
      const from = parseImapCursor(cursor);
      const client = await openSession(access, options);
      try {
        return await scanInbox(client, from);
      } finally {
        await closeImapSession(client);
      }
    },
    send: (access, message) => sendWithSmtp(access, message, options),
    // A password grant cannot be revoked from here; forgetting it is the caller's part.
    async revoke() {},
  };
}
