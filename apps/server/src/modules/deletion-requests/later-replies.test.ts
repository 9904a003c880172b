import {
  DSR_DETAILS_PATH,
  RECORD_ANSWER_PATH,
  SEND_DSR_PATH,
  type DsrDetails,
} from '@reclaim/contract';
import { deletionRequests } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { handleDeletionRequestSend, messageIdOf } from '../../jobs/deletion-request-send.handler';
import { handleMailboxSync } from '../../jobs/mailbox-sync.handler';
import { toCompanyAnswerMail } from '../../mailbox-providers/demo/demo.provider';
import { DEMO, useRequestsTestApp } from '#testing/requests-test-app';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe.each(testDatabases())('replies after the person’s answer, on $name', (testDatabase) => {
  const app = useRequestsTestApp(testDatabase, { withOutbox: true });
  const { jobs, jobDeps, call, personWithDemoMailbox, received } = app;

  it('shows a newer reply once the person said what the last one said; a late bounce fails nothing', async () => {
    const user = await personWithDemoMailbox();
    await call(SEND_DSR_PATH, user, {
      emailId: DEMO,
      contactEmailId: 'privacy@spotify.com',
      template: 'gdpr',
      domainName: 'spotify.com',
    });
    const requestId = jobs.at(-1)!.payload.requestId!;
    await handleDeletionRequestSend(jobDeps(), { requestId }, { isLastAttempt: false });
    // Sent an hour ago, so that the company's answers come after it.
    await app.t.database.db
      .update(deletionRequests)
      .set({ sentAt: minutesAgo(60) })
      .where(eq(deletionRequests.id, requestId));
    const messageId = messageIdOf(requestId, 'localhost');
    const companyWrites = (kind: 'reply' | 'bounce', subject: string, at: Date) =>
      received.push({
        ...toCompanyAnswerMail({
          kind,
          from: 'privacy@spotify.com',
          inReplyTo: messageId,
          subject,
        }),
        createdAt: at,
      });
    const sync = () => handleMailboxSync(jobDeps(), { connectionId: user.connectionId });
    const details = async (): Promise<DsrDetails> => {
      const answer = await call(DSR_DETAILS_PATH, user, {
        emailId: DEMO,
        domainName: 'spotify.com',
      });
      return answer.json<{ data: { responseObject: DsrDetails } }>().data.responseObject;
    };

    companyWrites('reply', 'Re: please send your ID', minutesAgo(30));
    await sync();
    expect((await details()).companyReply!.subject).toBe('Re: please send your ID');

    // Until the person says what it said, a second reply is not looked for.
    companyWrites('reply', 'Re: we erased your data', minutesAgo(10));
    await sync();
    expect((await details()).companyReply!.subject).toBe('Re: please send your ID');

    await call(RECORD_ANSWER_PATH, user, {
      emailId: DEMO,
      domainName: 'spotify.com',
      answer: { kind: 'identity', asked: 'A copy of my ID' },
      via: 'reply',
    });
    // A report that the request could not be delivered comes too late to fail an answered request.
    companyWrites('bounce', 'Undelivered Mail Returned to Sender', minutesAgo(5));
    await sync();
    const after = await details();
    expect(after).toMatchObject({
      status: 'initiated',
      failureReason: null,
      companyReply: { subject: 'Re: we erased your data' },
    });
    expect(after.companyReply!.date).toBe(new Date(after.companyReply!.date).toISOString());
    expect(Date.parse(after.companyReply!.date)).toBeGreaterThan(
      Date.parse(after.answers[0]!.saidAt),
    );
    // How long the company took is still counted from its first reply.
    const [row] = await app.t.database.db
      .select()
      .from(deletionRequests)
      .where(eq(deletionRequests.id, requestId));
    expect(row!.firstRepliedAt!.toISOString()).toBe(after.answers[0]!.saidAt);

    // The newer reply is what the next answer is dated by.
    const done = await call(RECORD_ANSWER_PATH, user, {
      emailId: DEMO,
      domainName: 'spotify.com',
      answer: { kind: 'done' },
      via: 'reply',
    });
    expect(done.json().data.responseObject).toMatchObject({
      status: 'reclaimed',
      outcome: { outcome: 'fulfilled', reason: null },
    });
    expect(done.json().data.responseObject.answers[1].saidAt).toBe(after.companyReply!.date);
  });
});
