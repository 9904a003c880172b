import {
  MailboxConnectError,
  ReconnectRequiredError,
  type MailboxAccess,
  type MailboxProvider,
} from '../provider';
import {
  closeImapSession,
  DEFAULT_IMAP_TIMEOUTS,
  openImapSession,
  type ImapTimeouts,
} from './imap-client';
import { parseImapCursor } from './imap-cursor';
import { resolveImapEndpoint } from './imap-endpoints';
import { scanInbox } from './imap-scan';
import { createSmtpTransport, sendWithSmtp, type MailTransportFactory } from './smtp-send';

export { verifyLogin } from './verify-login';

export interface ImapProviderOptions {
  timeouts?: ImapTimeouts;
  /** How messages are sent; defaults to SMTP through nodemailer. */
  createTransport?: MailTransportFactory;
}

async function openSession(access: MailboxAccess, timeouts: ImapTimeouts) {
  if (access.credentials.kind !== 'password') {
    throw new ReconnectRequiredError('This mailbox has no saved password. Connect it again.');
  }
  const { username, password } = access.credentials;
  const endpoint = resolveImapEndpoint(access.settings, access.address);
  try {
    return await openImapSession({ endpoint, username, password }, timeouts);
  } catch (error) {
    // A password that worked at connect time and fails now was changed or revoked.
    if (error instanceof MailboxConnectError && error.reason === 'auth') {
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
 * person's own filing of the same senders, or sent mail.
 */
export function createImapProvider(options: ImapProviderOptions = {}): MailboxProvider {
  const timeouts = options.timeouts ?? DEFAULT_IMAP_TIMEOUTS;
  const createTransport = options.createTransport ?? createSmtpTransport;
  return {
    id: 'imap',
    async scan(access, cursor) {
      const from = parseImapCursor(cursor);
      const client = await openSession(access, timeouts);
      try {
        return await scanInbox(client, from);
      } finally {
        await closeImapSession(client);
      }
    },
    send: (access, message) => sendWithSmtp(access, message, createTransport),
    // A password grant cannot be revoked from here; forgetting it is the caller's part.
    async revoke() {},
  };
}

/** The IMAP provider with real IMAP and SMTP connections. */
export const imapProvider = createImapProvider();
