import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import {
  DOVECOT_MISSING,
  findDovecotBinary,
  startDovecot,
  type RunningDovecot,
} from '@reclaim/stand-ins/dovecot/start-dovecot';
import { startGmailStand, type GmailStand } from './gmail-test-kit';
import { createImapProvider } from '../src/mailbox-providers/imap/imap.provider';
import { startGraphStand, type GraphStand } from './microsoft-test-kit';
import type { MailboxProvider } from '../src/mailbox-providers/provider';
import { createProviderRegistry } from '../src/mailbox-providers/registry';
import { handleDeletionRequestSend } from '../src/jobs/deletion-request-send.handler';
import {
  MESSAGE_ID_DOMAIN,
  readRequest,
  SECRET_KEY,
  seedProcessingRequest,
} from './send-crash-kit';
import { startSmtpRecorder, type SmtpRecorder } from './smtp-recorder';
import { LOOPBACK_MAIL_POLICY } from './loopback-mail-policy';

export const hasDovecot = findDovecotBinary() !== null;
if (!hasDovecot) console.warn(DOVECOT_MISSING);

export type StandKind = 'gmail' | 'microsoft' | 'imap';
export type SeededMailbox = Parameters<typeof seedProcessingRequest>[1];

/**
 * A database and a mailbox of every kind a request is sent from: the Gmail and Graph emulators,
 * and Dovecot with a loopback SMTP server (when Dovecot is installed) for `imapUsers`, each with
 * `password`.
 */
export interface MailboxStands {
  database: DatabaseHandle;
  gmail: GmailStand;
  graph: GraphStand;
  smtp: SmtpRecorder;
  dovecot: RunningDovecot | null;
  /** A fresh mailbox of `kind` (IMAP: the next unused of `imapUsers`). */
  seedMailbox(kind: StandKind): SeededMailbox;
  provider(kind: StandKind): MailboxProvider;
  /**
   * A request sent from a fresh mailbox of `kind` by the send job, as it leaves it (Submitted),
   * with the dependencies the jobs take.
   */
  sentRequest(
    kind: StandKind,
    options?: { provider?: MailboxProvider },
  ): Promise<{
    requestId: string;
    mailbox: SeededMailbox;
    deps: Parameters<typeof handleDeletionRequestSend>[0];
    request: Awaited<ReturnType<typeof readRequest>>;
  }>;
  close(): Promise<void>;
}

export async function startMailboxStands(
  imapUsers: readonly string[],
  password: string,
): Promise<MailboxStands> {
  const database = await testDatabases()[0]!.open();
  const gmail = await startGmailStand(new Map());
  const graph = await startGraphStand(new Map());
  const logins = Object.fromEntries(imapUsers.map((username) => [username, password]));
  const smtp = await startSmtpRecorder(logins);
  const dovecot = hasDovecot
    ? await startDovecot({
        users: imapUsers.map((username) => ({ username, password })),
        sentFolder: 'Sent',
      })
    : null;
  const unusedImapUsers = [...imapUsers];

  const seedMailbox = (kind: StandKind): SeededMailbox => {
    if (kind === 'imap') {
      const username = unusedImapUsers.shift();
      if (!username || !dovecot) throw new Error('No IMAP mailbox left on the test Dovecot');
      return {
        provider: 'imap',
        address: `${username}@example.org`,
        credentials: { kind: 'password', username, password },
        settings: {
          imapHost: dovecot.host,
          imapPort: dovecot.port,
          imapSecure: false,
          smtpHost: smtp.host,
          smtpPort: smtp.port,
          smtpSecure: false,
        },
      };
    }
    const address = `${randomUUID()}@mail.example`;
    const stand = kind === 'gmail' ? gmail : graph;
    return { provider: kind, address, credentials: stand.accessOf(address).credentials };
  };
  const provider = (kind: StandKind): MailboxProvider =>
    kind === 'gmail'
      ? gmail.provider()
      : kind === 'microsoft'
        ? graph.provider()
        : createImapProvider({ policy: LOOPBACK_MAIL_POLICY });

  return {
    database,
    gmail,
    graph,
    smtp,
    dovecot,
    seedMailbox,
    provider,
    async sentRequest(kind, options = {}) {
      const mailbox = seedMailbox(kind);
      const requestId = await seedProcessingRequest(database.db, mailbox);
      const deps = {
        db: database.db,
        secretKey: SECRET_KEY,
        providers: createProviderRegistry([options.provider ?? provider(kind)]),
        messageIdDomain: MESSAGE_ID_DOMAIN,
      };
      await handleDeletionRequestSend(deps, { requestId }, { isLastAttempt: false });
      const request = await readRequest(database.db, requestId);
      if (request.status !== 'initiated') {
        throw new Error(`The request was not sent: ${request.status} ${request.failureReason}`);
      }
      return { requestId, mailbox, deps, request };
    },
    async close() {
      await gmail.close();
      await graph.close();
      await smtp.close();
      await dovecot?.close();
      await database.close();
    },
  };
}
