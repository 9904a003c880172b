import { dueDateOf } from '@reclaim/contract';
import { deletionRequests, domainRecords, mailboxConnections, users } from '@reclaim/db';
import type { DatabaseHandle, MailboxProviderId } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealCredentials } from '../mailbox-providers/credentials';
import {
  ReconnectRequiredError,
  type MailboxProvider,
  type OutgoingMessage,
  type SentMessage,
} from '../mailbox-providers/provider';
import { createProviderRegistry } from '../mailbox-providers/registry';
import { TEST_SECRET_KEY } from '../test/test-app';
import {
  handleDeletionRequestSend,
  messageIdOf,
  RETRYING_REASON,
} from './deletion-request-send.handler';
import { SendLimitReachedError } from './mailbox-sending';

const RECONNECT_REASON =
  'Reclaim lost access to this mailbox. Reconnect it in Account Settings, then retry.';
const UNPROVEN_ADDRESS_REASON =
  'Nothing was sent: confirm that this address is yours in Account Settings, then retry.';

/** A provider whose Sent folder is a list; `send` can be made to fail like a cut connection. */
function fakeProvider(id: MailboxProviderId) {
  const sentFolder: (OutgoingMessage & SentMessage)[] = [];
  const handedOver: OutgoingMessage[] = [];
  let failNext: Error | null = null;
  const provider: MailboxProvider = {
    id,
    scan: () => Promise.reject(new Error('not scanned here')),
    revoke: async () => {},
    async send(_access, message) {
      handedOver.push(message);
      if (failNext) {
        const error = failNext;
        failNext = null;
        throw error;
      }
      const copy = { ...message, providerMessageId: `sent-${sentFolder.length}`, threadId: 't-1' };
      sentFolder.push(copy);
      return copy;
    },
    async findSent(_access, messageId) {
      return sentFolder.find((copy) => copy.messageId === messageId) ?? null;
    },
  };
  return {
    provider,
    sentFolder,
    handedOver,
    failNextSend: (error: Error) => {
      failNext = error;
    },
  };
}

describe.each(testDatabases())('sending a deletion request on $name', (testDatabase) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(() => database.close());

  /**
   * A processing request in a mailbox of `provider`, whose address its owner proved unless
   * `isProven` is false; `attempted` as if a send was cut off.
   */
  async function processingRequest(
    provider: MailboxProviderId,
    attempted = false,
    { isProven = true }: { isProven?: boolean } = {},
  ) {
    const userId = crypto.randomUUID();
    await database.db.insert(users).values({
      id: userId,
      name: 'Ada',
      email: `${userId}@example.com`,
      emailVerified: true,
    });
    const connectionId = crypto.randomUUID();
    await database.db.insert(mailboxConnections).values({
      id: connectionId,
      userId,
      provider,
      address: `${userId}@mail.example`,
      writePermission: 1,
      sealedCredentials: sealCredentials(TEST_SECRET_KEY, connectionId, { kind: 'none' }),
      addressProvedAt: isProven ? new Date('2024-01-01') : null,
    });
    const [record] = await database.db
      .insert(domainRecords)
      .values({
        connectionId,
        domain: 'shop.example',
        status: 'processing',
        firstEmailDate: new Date('2020-01-01'),
        lastEmailDate: new Date('2024-01-01'),
      })
      .returning();
    const [request] = await database.db
      .insert(deletionRequests)
      .values({
        domainRecordId: record!.id,
        connectionId,
        userId,
        domain: 'shop.example',
        recipient: 'privacy@shop.example',
        isRecipientVerified: false,
        jurisdiction: 'gdpr',
        subject: 'Request to erase my personal data',
        html: '<p>Please erase.</p>',
        sendAttemptedAt: attempted ? new Date() : null,
      })
      .returning();
    return request!.id;
  }

  const queued: { requestId: string; startAfterSeconds: number | undefined }[] = [];
  const run = (
    provider: MailboxProvider,
    requestId: string,
    isLastAttempt = false,
    options: { now?: () => Date; canQueue?: boolean; registered?: MailboxProvider[] } = {},
  ) =>
    handleDeletionRequestSend(
      {
        db: database.db,
        secretKey: TEST_SECRET_KEY,
        providers: createProviderRegistry(options.registered ?? [provider]),
        messageIdDomain: 'reclaim.example',
        now: options.now,
      },
      { requestId },
      {
        isLastAttempt,
        send:
          options.canQueue === false
            ? undefined
            : async (_job, payload, jobOptions) => {
                queued.push({
                  requestId: (payload as { requestId: string }).requestId,
                  startAfterSeconds: jobOptions?.startAfterSeconds,
                });
                return 'job-id';
              },
      },
    );
  const statusOf = async (requestId: string) => {
    const [request] = await database.db
      .select()
      .from(deletionRequests)
      .where(eq(deletionRequests.id, requestId));
    return request!;
  };
  /** What the request's company says of it while it is Processing. */
  const recordNoteOf = async (requestId: string) => {
    const { domainRecordId } = await statusOf(requestId);
    const [record] = await database.db
      .select({ note: domainRecords.requestFailureReason })
      .from(domainRecords)
      .where(eq(domainRecords.id, domainRecordId));
    return record!.note;
  };

  it('sends with the request id in the Message-ID, and never twice', async () => {
    const fake = fakeProvider('gmail');
    const requestId = await processingRequest('gmail');

    await run(fake.provider, requestId);
    await run(fake.provider, requestId);

    expect(fake.sentFolder.map((copy) => copy.messageId)).toEqual([
      messageIdOf(requestId, 'reclaim.example'),
    ]);
    expect(await statusOf(requestId)).toMatchObject({
      status: 'initiated',
      providerMessageId: 'sent-0',
      providerThreadId: 't-1',
    });
  });

  it('after a crash once the provider had sent, finds the copy in Sent instead of sending again', async () => {
    const fake = fakeProvider('gmail');
    const requestId = await processingRequest('gmail');
    // The worker died after the provider's answer and before the commit: the copy is in Sent,
    // the request still says processing with its attempt recorded.
    await fake.provider.send(
      { address: 'a', credentials: { kind: 'none' }, settings: {} },
      {
        to: 'privacy@shop.example',
        subject: 's',
        html: 'h',
        messageId: messageIdOf(requestId, 'reclaim.example'),
      },
    );
    await database.db
      .update(deletionRequests)
      .set({ sendAttemptedAt: new Date() })
      .where(eq(deletionRequests.id, requestId));

    await run(fake.provider, requestId);

    expect(fake.sentFolder).toHaveLength(1);
    expect(fake.handedOver).toHaveLength(1);
    expect(await statusOf(requestId)).toMatchObject({
      status: 'initiated',
      providerMessageId: 'sent-0',
    });
  });

  it('sends again when Gmail or Graph has no copy: their send files it in the same step', async () => {
    const fake = fakeProvider('microsoft');
    const requestId = await processingRequest('microsoft', true);

    await run(fake.provider, requestId);

    expect(fake.sentFolder).toHaveLength(1);
    expect((await statusOf(requestId)).status).toBe('initiated');
  });

  it('asks the person to check Sent when an SMTP send was cut off and no copy is there', async () => {
    const fake = fakeProvider('imap');
    const requestId = await processingRequest('imap', true);

    await run(fake.provider, requestId);

    expect(fake.handedOver).toEqual([]);
    expect(await statusOf(requestId)).toMatchObject({
      status: 'failed',
      needsConfirmation: true,
      failureReason:
        'Sending was cut off, and your mail server cannot tell whether the request went out. ' +
        'Check your Sent folder: if it is not there, retry.',
    });
  });

  it('retries a passing failure, and gives up with the reason on the last attempt', async () => {
    const fake = fakeProvider('gmail');
    const requestId = await processingRequest('gmail');
    fake.failNextSend(Object.assign(new Error('Backend Error'), { status: 503 }));
    await expect(run(fake.provider, requestId)).rejects.toThrow('Backend Error');
    expect((await statusOf(requestId)).status).toBe('processing');
    // The company says why it has not gone yet, while it waits for the next try.
    expect(await recordNoteOf(requestId)).toBe(RETRYING_REASON);

    fake.failNextSend(Object.assign(new Error('Backend Error'), { status: 503 }));
    await run(fake.provider, requestId, true);
    expect(await statusOf(requestId)).toMatchObject({
      status: 'failed',
      needsConfirmation: false,
      failureReason: 'The mailbox could not send the request: Backend Error',
    });
  });

  it('says nothing more of a passing failure once the request is sent', async () => {
    const fake = fakeProvider('gmail');
    const requestId = await processingRequest('gmail');
    fake.failNextSend(Object.assign(new Error('Backend Error'), { status: 503 }));
    await expect(run(fake.provider, requestId)).rejects.toThrow('Backend Error');

    await run(fake.provider, requestId);

    expect((await statusOf(requestId)).status).toBe('initiated');
    expect(await recordNoteOf(requestId)).toBeNull();
  });

  it('fails at once when the provider refuses the message for good', async () => {
    const fake = fakeProvider('gmail');
    const requestId = await processingRequest('gmail');
    fake.failNextSend(Object.assign(new Error('Invalid To header'), { status: 400 }));

    await run(fake.provider, requestId);

    expect(await statusOf(requestId)).toMatchObject({
      status: 'failed',
      needsConfirmation: false,
      failureReason: 'The mailbox could not send the request: Invalid To header',
    });
  });

  it('holds a request back when the mailbox reached its sending limit, and sends it later', async () => {
    const fake = fakeProvider('microsoft');
    const requestId = await processingRequest('microsoft');
    const [request] = await database.db
      .select()
      .from(deletionRequests)
      .where(eq(deletionRequests.id, requestId));
    // Exchange Online takes 30 e-mails a minute from one mailbox: 30 went out just now.
    const domainRecordId = request!.domainRecordId;
    await database.db.insert(deletionRequests).values(
      Array.from({ length: 30 }, () => ({
        ...request!,
        id: crypto.randomUUID(),
        domainRecordId,
        status: 'failed' as const,
        sendAttemptedAt: new Date(Date.now() - 10_000),
      })),
    );

    await run(fake.provider, requestId);

    expect(fake.handedOver).toEqual([]);
    expect(queued).toContainEqual({ requestId, startAfterSeconds: 60 });
    expect((await statusOf(requestId)).status).toBe('processing');
  });

  it('hands over the stored e-mail, and records the attempt, the sending and the deadline at its own clock', async () => {
    const fake = fakeProvider('gmail');
    const requestId = await processingRequest('gmail');
    const now = new Date('2026-03-02T12:00:00.000Z');

    await run(fake.provider, requestId, false, { now: () => now });

    expect(fake.handedOver).toEqual([
      {
        to: 'privacy@shop.example',
        subject: 'Request to erase my personal data',
        html: '<p>Please erase.</p>',
        messageId: `<${requestId}@reclaim.example>`,
      },
    ]);
    expect(await statusOf(requestId)).toMatchObject({
      status: 'initiated',
      sendAttemptedAt: now,
      sentAt: now,
      dueAt: dueDateOf('gdpr', 'erasure', now),
    });
  });

  it('records a failure at its own clock', async () => {
    const fake = fakeProvider('gmail');
    const requestId = await processingRequest('gmail');
    const now = new Date('2026-03-02T12:00:00.000Z');
    fake.failNextSend(Object.assign(new Error('Invalid To header'), { status: 400 }));

    await run(fake.provider, requestId, false, { now: () => now });

    expect(await statusOf(requestId)).toMatchObject({ status: 'failed', updatedAt: now });
  });

  it('leaves a request alone that is no longer processing, or is gone', async () => {
    const fake = fakeProvider('gmail');
    const requestId = await processingRequest('gmail');
    await database.db
      .update(deletionRequests)
      .set({ status: 'failed', failureReason: 'Withdrawn' })
      .where(eq(deletionRequests.id, requestId));

    await run(fake.provider, requestId);
    await expect(run(fake.provider, crypto.randomUUID())).resolves.toBeUndefined();

    expect(fake.handedOver).toEqual([]);
    expect(await statusOf(requestId)).toMatchObject({
      status: 'failed',
      failureReason: 'Withdrawn',
    });
  });

  it('fails a request whose kind of mailbox this server does not run, without sending', async () => {
    const fake = fakeProvider('gmail');
    const requestId = await processingRequest('gmail');

    await run(fake.provider, requestId, false, { registered: [fakeProvider('imap').provider] });

    expect(fake.handedOver).toEqual([]);
    expect(await statusOf(requestId)).toMatchObject({
      status: 'failed',
      needsConfirmation: false,
      failureReason: 'This mailbox cannot send deletion requests on this server.',
    });
  });

  it('fails a request of a mailbox that must be connected again, without sending', async () => {
    const fake = fakeProvider('gmail');
    const requestId = await processingRequest('gmail');
    const { connectionId } = await statusOf(requestId);
    await database.db
      .update(mailboxConnections)
      .set({ needsReconnect: true })
      .where(eq(mailboxConnections.id, connectionId));

    await run(fake.provider, requestId);

    expect(fake.handedOver).toEqual([]);
    expect(await statusOf(requestId)).toMatchObject({
      status: 'failed',
      failureReason: RECONNECT_REASON,
    });
  });

  it('fails a request of a mailbox whose address nobody proved, without sending or trying to', async () => {
    for (const provider of ['imap', 'gmail'] as const) {
      const fake = fakeProvider(provider);
      const requestId = await processingRequest(provider, false, { isProven: false });

      await run(fake.provider, requestId);

      expect(fake.handedOver).toEqual([]);
      expect(await statusOf(requestId)).toMatchObject({
        status: 'failed',
        needsConfirmation: false,
        sendAttemptedAt: null,
        failureReason: UNPROVEN_ADDRESS_REASON,
      });
    }
  });

  it('marks the mailbox for reconnecting when the provider lost access, and says how to fix it', async () => {
    const fake = fakeProvider('gmail');
    const requestId = await processingRequest('gmail');
    fake.failNextSend(new ReconnectRequiredError());

    await run(fake.provider, requestId);

    const request = await statusOf(requestId);
    expect(request).toMatchObject({ status: 'failed', failureReason: RECONNECT_REASON });
    const [connection] = await database.db
      .select()
      .from(mailboxConnections)
      .where(eq(mailboxConnections.id, request.connectionId));
    expect(connection!.needsReconnect).toBe(true);
  });

  it('sends again after a cut-off send when the provider cannot search Sent but files the copy as it sends', async () => {
    const fake = fakeProvider('gmail');
    const provider: MailboxProvider = { ...fake.provider };
    delete provider.findSent;
    const requestId = await processingRequest('gmail', true);

    await run(provider, requestId);

    expect(fake.handedOver).toHaveLength(1);
    expect((await statusOf(requestId)).status).toBe('initiated');
  });

  it('tells the job runner to retry later when the mailbox reached its limit and no queue is at hand', async () => {
    const fake = fakeProvider('imap');
    const requestId = await processingRequest('imap');
    const request = await statusOf(requestId);
    // IMAP mailboxes take 300 e-mails a day: 300 went out in the last hour.
    await database.db.insert(deletionRequests).values(
      Array.from({ length: 300 }, () => ({
        ...request,
        id: crypto.randomUUID(),
        status: 'failed' as const,
        sendAttemptedAt: new Date(Date.now() - 3_600_000),
      })),
    );

    const refused = await run(fake.provider, requestId, false, { canQueue: false }).catch(
      (error: unknown) => error,
    );

    expect(refused).toBeInstanceOf(SendLimitReachedError);
    expect((refused as SendLimitReachedError).waitSeconds).toBe(60 * 60);
    expect(fake.handedOver).toEqual([]);
    expect((await statusOf(requestId)).status).toBe('processing');
  });
});
