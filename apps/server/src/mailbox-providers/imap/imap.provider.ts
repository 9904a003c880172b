import type { ImapFlow } from 'imapflow';
import {
  ReconnectRequiredError,
  type MailboxAccess,
  type MailboxProvider,
  type SentMessage,
} from '../provider';
import { composeOutgoingMessage } from '../shared/outgoing-mime';
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
import { fileInSent, isInSent } from './imap-sent';
import { guardEndpoint, reconnectWhenPortRefused, type MailHostPolicy } from './mail-host-guard';
import { passwordOf } from './password-credentials';
import { findImapResponses } from './imap-responses';
import { sendWithSmtp, type MailTransportFactory } from './smtp-send';
import { ImapConnectError } from './imap-errors';

export interface ImapProviderOptions {
  /** Which mail servers may be reached: public ones only, unless private hosts are allowed. */
  policy: MailHostPolicy;
  timeouts?: ImapTimeouts;
  /** How long the logins tried at connect time may take together (`DEFAULT_CONNECT_CHECK_MS`). */
  connectCheckMs?: number;
  /** Messages per scan page; `DEFAULT_IMAP_PAGE_SIZE` (imap-scan.ts) by default. */
  pageSize?: number;
  /** How messages are sent; defaults to SMTP through nodemailer. */
  createTransport?: MailTransportFactory;
  /**
   * Told when a sent message could not be filed in Sent (the send itself succeeded); a process
   * warning by default. The error never carries the message's content.
   */
  onSentCopyFailed?: (error: unknown) => void;
}

const warnSentCopyFailed = (error: unknown) =>
  process.emitWarning(
    `A message went out but its copy could not be filed in Sent: ${
      error instanceof Error ? error.message : String(error)
    }`,
    'SentCopyWarning',
  );

// Replies name the Message-ID in In-Reply-To and References: for SMTP it is the conversation's key.
const sentMessageOf = (messageId: string): SentMessage => ({
  providerMessageId: messageId,
  threadId: messageId,
});

async function openSession(access: MailboxAccess, options: ImapProviderOptions) {
  const { username, password } = passwordOf(access);
  const endpoint = resolveImapEndpoint(access.settings, access.address);
  const dialAddress = await guardEndpoint(endpoint, 'imap', options.policy).catch(
    reconnectWhenPortRefused,
  );
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

/** Runs `task` in a session of its own, logged out afterwards. */
async function withSession<T>(
  access: MailboxAccess,
  options: ImapProviderOptions,
  task: (client: ImapFlow) => Promise<T>,
): Promise<T> {
  const client = await openSession(access, options);
  try {
    return await task(client);
  } finally {
    await closeImapSession(client);
  }
}

/**
 * Any IMAP mailbox (Yahoo, iCloud, Fastmail, AOL, or a host the person names) with a password or
 * app password. Scans INBOX only: commercial and transactional mail is delivered there (or to a
 * spam folder, whose senders the person never dealt with), while other folders are mostly the
 * person's own filing of the same senders, or sent mail. Sends by SMTP, then files the same
 * message in the Sent folder, where a retry looks for it. Every connection, at connect time and in
 * each scan and send, goes through the host policy.
 */
export function createImapProvider(options: ImapProviderOptions): MailboxProvider {
  return {
    id: 'imap',
    connector: createImapConnector(options),
    async scan(access, cursor) {
      const from = parseImapCursor(cursor);
      return withSession(access, options, (client) => scanInbox(client, from, options.pageSize));
    },
    async send(access, message) {
      const raw = await composeOutgoingMessage(access.address, message);
      await sendWithSmtp(access, { to: message.to, raw }, options);
      try {
        await withSession(access, options, (client) => fileInSent(client, raw, message.messageId));
      } catch (error) {
        // The e-mail has left: failing the send now would only make a retry send it again.
        (options.onSentCopyFailed ?? warnSentCopyFailed)(error);
      }
      return sentMessageOf(message.messageId);
    },
    async findSent(access, messageId) {
      const isSent = await withSession(access, options, (client) => isInSent(client, messageId));
      return isSent ? sentMessageOf(messageId) : null;
    },
    findResponses: (access, requests) =>
      withSession(access, options, (client) => findImapResponses(client, access, requests)),
    // A password grant cannot be revoked from here; forgetting it is the caller's part.
    async revoke() {},
  };
}
