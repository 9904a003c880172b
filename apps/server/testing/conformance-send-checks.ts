import type { DatabaseHandle } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleDeletionRequestSend, messageIdOf } from '../src/jobs/deletion-request-send.handler';
import type { MailboxProvider, SentMessage } from '../src/mailbox-providers/provider';
import { createProviderRegistry } from '../src/mailbox-providers/registry';
import { needs, type ConformanceContext } from './conformance-kit';
import {
  MESSAGE_ID_DOMAIN,
  readRequest,
  RECIPIENT,
  SECRET_KEY,
  seedProcessingRequest,
} from './send-crash-kit';

/** The request `seedProcessingRequest` makes, as it leaves the mailbox. */
const REQUEST_MAIL = { to: [RECIPIENT], subject: 'Request to erase my personal data' };
const NOW = new Date('2025-03-03T10:00:00Z');
const CANNOT_SEND = 'capabilities.send is false: the provider sends nothing';

/**
 * `provider` with its send cut off as a worker killed there would leave it: before the message
 * is handed over, or once the provider has taken it. The job never hears back and nothing after
 * the cut runs; `cut` resolves there, with what the provider answered.
 */
function cutOffSend(provider: MailboxProvider, point: 'before' | 'after') {
  let reach!: (answer: SentMessage | null) => void;
  const cut = new Promise<SentMessage | null>((resolve) => (reach = resolve));
  const crashing: MailboxProvider = {
    ...provider,
    async send(access, message) {
      reach(point === 'after' ? await provider.send(access, message) : null);
      return new Promise<never>(() => {});
    },
  };
  return { crashing, cut };
}

export function describeSendChecks({ descriptor, stand }: ConformanceContext) {
  const { send, sendFilesCopyInSent } = descriptor.capabilities;

  describe('sending', () => {
    let database: DatabaseHandle | undefined;
    beforeAll(async () => {
      if (send) database = await testDatabases()[0]!.open();
    });
    afterAll(() => database?.close());

    /** A processing request of a fresh mailbox, and its send job with a given provider. */
    async function requestToSend() {
      const { db } = needs(database, 'a database', 'the send job keeps its state there');
      const { access } = await stand().seedMailbox([]);
      const requestId = await seedProcessingRequest(db, { provider: descriptor.id, ...access });
      const deps = { db, secretKey: SECRET_KEY, messageIdDomain: MESSAGE_ID_DOMAIN };
      return {
        access,
        messageId: messageIdOf(requestId, MESSAGE_ID_DOMAIN),
        request: () => readRequest(db, requestId),
        runJob: (provider: MailboxProvider) =>
          handleDeletionRequestSend(
            { ...deps, providers: createProviderRegistry([provider]), now: () => NOW },
            { requestId },
            { isLastAttempt: false },
          ),
      };
    }
    type Job = Awaited<ReturnType<typeof requestToSend>>;

    /** Runs the send job until its send is cut off at `point`; what the provider answered. */
    function crashAt(point: 'before' | 'after', job: Job) {
      const { crashing, cut } = cutOffSend(stand().provider, point);
      const ended = job.runJob(crashing).then(() => {
        throw new Error('The send job ended without reaching its send');
      });
      return Promise.race([cut, ended]);
    }

    it('sends once across a crash after the provider took the message, and the retry finds its copy', async ({
      skip,
    }) => {
      skip(!send, CANNOT_SEND);
      const sentMail = needs(stand().sentMail, 'sentMail', 'the provider can send');
      const job = await requestToSend();

      const answered = await crashAt('after', job);
      expect(await job.request()).toMatchObject({
        status: 'processing',
        sendAttemptedAt: NOW,
        providerMessageId: null,
      });
      expect(await sentMail(job.access)).toEqual([REQUEST_MAIL]);
      await job.runJob(stand().provider);

      expect(await job.request()).toMatchObject({
        status: 'initiated',
        providerMessageId: answered!.providerMessageId,
        providerThreadId: answered!.threadId ?? null,
        sentAt: NOW,
      });
      expect(await sentMail(job.access)).toEqual([REQUEST_MAIL]);
      expect(await stand().provider.findSent?.(job.access, job.messageId)).toEqual(answered);
    });

    it('after a crash before the provider took the message, sends it on retry where a send files its copy in Sent, and elsewhere asks the person', async ({
      skip,
    }) => {
      skip(!send, CANNOT_SEND);
      const sentMail = needs(stand().sentMail, 'sentMail', 'the provider can send');
      const job = await requestToSend();

      await crashAt('before', job);
      expect(await sentMail(job.access)).toEqual([]);
      await job.runJob(stand().provider);

      if (sendFilesCopyInSent) {
        // No copy in Sent means the message never left: sending it now cannot make two.
        expect(await job.request()).toMatchObject({ status: 'initiated', sentAt: NOW });
        expect(await sentMail(job.access)).toEqual([REQUEST_MAIL]);
      } else {
        // Without a copy filed as it sent, a cut-off send cannot be told from one that never left.
        expect(await job.request()).toMatchObject({ status: 'failed', needsConfirmation: true });
        expect(await sentMail(job.access)).toEqual([]);
      }
    });
  });
}
