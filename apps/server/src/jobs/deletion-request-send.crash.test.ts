import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOVECOT_MISSING,
  findDovecotBinary,
  startDovecot,
  type RunningDovecot,
} from '@reclaim/stand-ins/dovecot/start-dovecot';
import { asMailClient } from '#testing/as-mail-client';
import { startGmailStand, type GmailStand } from '#testing/gmail-test-kit';
import { startGraphStand, type GraphStand } from '#testing/microsoft-test-kit';
import { messageIdOf } from './deletion-request-send.handler';
import {
  baseWorkerEnv,
  MESSAGE_ID_DOMAIN,
  readRequest,
  RECIPIENT,
  runSendWorker,
  seedProcessingRequest,
} from '#testing/send-crash-kit';
import { startSmtpRecorder, type SmtpRecorder } from '#testing/smtp-recorder';

// Two processes share the database, so it must be a server: Postgres, not the embedded PGlite.
const postgres = testDatabases().find((database) => database.name === 'postgres');
const hasDovecot = findDovecotBinary() !== null;
if (postgres && !hasDovecot) console.warn(DOVECOT_MISSING);

const CRASH_AFTER_PROVIDER_ANSWER = { CRASH_AFTER_PROVIDER_ANSWER: 'true' };
const CRASH_AFTER_SMTP_ANSWER = { CRASH_AFTER_SMTP_ANSWER: 'true' };

describe.skipIf(!postgres)(
  'a send worker killed between the provider’s answer and the commit',
  () => {
    let database: DatabaseHandle;
    let gmail: GmailStand;
    let graph: GraphStand;
    let env: Record<string, string>;
    beforeAll(async () => {
      database = await postgres!.open();
      gmail = await startGmailStand(new Map());
      graph = await startGraphStand(new Map());
      env = {
        ...baseWorkerEnv(database.connectionString!),
        // The stands' access tokens never expire, so neither issuer is ever asked for a refresh.
        GOOGLE_CLIENT_ID: 'reclaim',
        GOOGLE_CLIENT_SECRET: 'secret',
        GOOGLE_ISSUER: new URL(gmail.tokenUrl).origin,
        GMAIL_API_URL: gmail.gmail.baseUrl,
        MICROSOFT_CLIENT_ID: 'reclaim',
        MICROSOFT_CLIENT_SECRET: 'secret',
        MICROSOFT_ISSUER: new URL(graph.tokenUrl).origin,
        GRAPH_API_URL: graph.graph.baseUrl,
      };
    });
    afterAll(async () => {
      await gmail?.close();
      await graph?.close();
      await database?.close();
    });

    const base64url = (text: string) => Buffer.from(text).toString('base64url');
    it.each([
      {
        provider: 'gmail' as const,
        stand: () => ({ ...gmail, api: gmail.gmail }),
        idsOf: (sent: { id: string; threadId: string }) => ({
          providerMessageId: sent.id,
          providerThreadId: sent.threadId,
        }),
      },
      {
        provider: 'microsoft' as const,
        stand: () => ({ ...graph, api: graph.graph }),
        // Graph names the message by its immutable id and the thread by its conversationId.
        idsOf: (sent: { id: string; threadId: string }) => ({
          providerMessageId: `AAkALg${base64url(sent.id)}`,
          providerThreadId: `AAQkAD${base64url(sent.threadId)}`,
        }),
      },
    ])(
      '$provider: the restarted worker finds the e-mail in Sent and sends no second one',
      async ({ provider, stand, idsOf }) => {
        const { api, ...issuer } = stand();
        const address = `${randomUUID()}@mail.example`;
        const { credentials } = issuer.accessOf(address);
        const requestId = await seedProcessingRequest(database.db, {
          provider,
          address,
          credentials,
        });

        const killed = await runSendWorker({
          ...env,
          REQUEST_ID: requestId,
          ...CRASH_AFTER_PROVIDER_ANSWER,
        });
        expect(killed.signal, killed.output).toBe('SIGKILL');
        expect(await readRequest(database.db, requestId)).toMatchObject({
          status: 'processing',
          sendAttemptedAt: expect.any(Date),
          providerMessageId: null,
          recordStatus: 'processing',
        });
        const [sent, ...more] = api.sent(address);
        expect(more).toEqual([]);
        expect(sent).toMatchObject({
          to: [RECIPIENT],
          subject: 'Request to erase my personal data',
        });

        const restarted = await runSendWorker({ ...env, REQUEST_ID: requestId });
        expect(restarted, restarted.output).toMatchObject({ code: 0, signal: null });
        expect(await readRequest(database.db, requestId)).toMatchObject({
          status: 'initiated',
          ...idsOf(sent!),
          sentAt: expect.any(Date),
          dueAt: expect.any(Date),
          recordStatus: 'initiated',
        });
        expect(api.sent(address)).toEqual([sent]);
      },
    );
  },
);

const PASSWORD = 'app-password-1';

/** The Message-IDs in `username`'s Sent folder, read as another mail program would. */
const sentFolderOf = (dovecot: RunningDovecot, username: string) =>
  asMailClient(dovecot, { username, password: PASSWORD }, async (client) => {
    const { exists } = await client.mailboxOpen('Sent', { readOnly: true });
    if (exists === 0) return [];
    const copies = await client.fetchAll('1:*', { envelope: true });
    return copies.map((copy) => copy.envelope?.messageId);
  });

describe.skipIf(!postgres || !hasDovecot)('an IMAP send worker killed mid-send', () => {
  let database: DatabaseHandle;
  let dovecot: RunningDovecot;
  let smtp: SmtpRecorder;
  beforeAll(async () => {
    database = await postgres!.open();
    const users = ['ada', 'ben'].map((username) => ({ username, password: PASSWORD }));
    dovecot = await startDovecot({ users, sentFolder: 'Sent' });
    smtp = await startSmtpRecorder({ ada: PASSWORD, ben: PASSWORD });
  });
  afterAll(async () => {
    await smtp?.close();
    await dovecot?.close();
    await database?.close();
  });

  /** A processing request of `username`'s mailbox on the test Dovecot and SMTP server. */
  async function imapRequest(username: string) {
    const requestId = await seedProcessingRequest(database.db, {
      provider: 'imap',
      address: `${username}@example.org`,
      credentials: { kind: 'password', username, password: PASSWORD },
      settings: {
        imapHost: dovecot.host,
        imapPort: dovecot.port,
        imapSecure: false,
        smtpHost: smtp.host,
        smtpPort: smtp.port,
        smtpSecure: false,
      },
    });
    return { requestId, messageId: messageIdOf(requestId, MESSAGE_ID_DOMAIN) };
  }
  /** What the SMTP server accepted from `username`: recipients and Message-ID. */
  const acceptedFrom = (username: string) =>
    smtp.accepted
      .filter((mail) => mail.from === `${username}@example.org`)
      .map((mail) => ({ to: mail.to, messageId: /^Message-ID:\s*(\S+)/im.exec(mail.raw)?.[1] }));

  it('after the copy was filed in Sent: the restarted worker finds it and marks the request sent', async () => {
    const { requestId, messageId } = await imapRequest('ada');
    const env = { ...baseWorkerEnv(database.connectionString!), REQUEST_ID: requestId };

    const killed = await runSendWorker({ ...env, ...CRASH_AFTER_PROVIDER_ANSWER });
    expect(killed.signal, killed.output).toBe('SIGKILL');
    expect(await readRequest(database.db, requestId)).toMatchObject({
      status: 'processing',
      sendAttemptedAt: expect.any(Date),
    });
    expect(acceptedFrom('ada')).toEqual([{ to: [RECIPIENT], messageId }]);
    expect(await sentFolderOf(dovecot, 'ada')).toEqual([messageId]);

    const restarted = await runSendWorker(env);
    expect(restarted, restarted.output).toMatchObject({ code: 0, signal: null });
    expect(await readRequest(database.db, requestId)).toMatchObject({
      status: 'initiated',
      providerMessageId: messageId,
      providerThreadId: messageId,
      needsConfirmation: false,
      recordStatus: 'initiated',
    });
    expect(acceptedFrom('ada')).toEqual([{ to: [RECIPIENT], messageId }]);
    expect(await sentFolderOf(dovecot, 'ada')).toEqual([messageId]);
  });

  it('between SMTP’s answer and the copy in Sent: the restarted worker sends nothing and asks the person', async () => {
    const { requestId, messageId } = await imapRequest('ben');
    const env = { ...baseWorkerEnv(database.connectionString!), REQUEST_ID: requestId };

    const killed = await runSendWorker({ ...env, ...CRASH_AFTER_SMTP_ANSWER });
    expect(killed.signal, killed.output).toBe('SIGKILL');
    expect(await readRequest(database.db, requestId)).toMatchObject({
      status: 'processing',
      sendAttemptedAt: expect.any(Date),
    });
    expect(acceptedFrom('ben')).toEqual([{ to: [RECIPIENT], messageId }]);
    expect(await sentFolderOf(dovecot, 'ben')).toEqual([]);

    const restarted = await runSendWorker(env);
    expect(restarted, restarted.output).toMatchObject({ code: 0, signal: null });
    expect(await readRequest(database.db, requestId)).toMatchObject({
      status: 'failed',
      needsConfirmation: true,
      failureReason: expect.stringContaining('Check your Sent folder'),
      providerMessageId: null,
      recordStatus: 'failed',
    });
    expect(acceptedFrom('ben')).toEqual([{ to: [RECIPIENT], messageId }]);
    expect(await sentFolderOf(dovecot, 'ben')).toEqual([]);
  });
});
