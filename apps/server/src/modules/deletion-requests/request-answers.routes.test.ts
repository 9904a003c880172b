import {
  DSR_DETAILS_PATH,
  GET_REQUESTS_PATH,
  RECORD_ANSWER_PATH,
  SEND_DSR_PATH,
} from '@reclaim/contract';
import { deletionRequests, domainRecords, requestAnswers } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { handleDeletionRequestSend } from '../../jobs/deletion-request-send.handler';
import { signedInUser } from '../../test/test-app';
import { markRequestReplied } from './deletion-requests.repository';
import { DEMO, useRequestsTestApp, type TestUser } from '#testing/requests-test-app';

/** Saturday 31 January 2026: the request is sent then; GDPR's month ends on Monday 2 March. */
const SENT_AT = new Date('2026-01-31T10:00:00Z');
const REPLIED_AT = new Date('2026-02-09T08:30:00Z');

describe.each(testDatabases())('what the company answered, on $name', (testDatabase) => {
  const app = useRequestsTestApp(testDatabase);
  const { jobs, jobDeps, call, listedCompanies, personWithDemoMailbox } = app;
  const db = () => app.t.database.db;
  const answer = (user: TestUser, body: Record<string, unknown>) =>
    call(RECORD_ANSWER_PATH, user, { emailId: DEMO, ...body });
  const requestRow = async (requestId: string) =>
    (await db().select().from(deletionRequests).where(eq(deletionRequests.id, requestId)))[0]!;
  const companyOf = async (requestId: string) => {
    const request = await requestRow(requestId);
    return (
      await db().select().from(domainRecords).where(eq(domainRecords.id, request.domainRecordId))
    )[0]!;
  };

  /** The demo person's request to `domain`, sent on SENT_AT; replied to on REPLIED_AT if asked. */
  async function sentRequest(
    domain: string,
    options: { requestType?: string; isReplied?: boolean; user?: TestUser } = {},
  ) {
    const user = options.user ?? (await personWithDemoMailbox());
    await call(SEND_DSR_PATH, user, {
      emailId: DEMO,
      contactEmailId: `privacy@${domain}`,
      template: 'gdpr',
      domainName: domain,
      ...(options.requestType && { requestType: options.requestType }),
    });
    const requestId = jobs.at(-1)!.payload.requestId!;
    await handleDeletionRequestSend(jobDeps(), { requestId }, { isLastAttempt: false });
    const dueAt = new Date('2026-03-02T10:00:00Z');
    await db()
      .update(deletionRequests)
      .set({ sentAt: SENT_AT, dueAt })
      .where(eq(deletionRequests.id, requestId));
    await db()
      .update(domainRecords)
      .set({ requestDueAt: dueAt })
      .where(eq(domainRecords.id, (await requestRow(requestId)).domainRecordId));
    if (options.isReplied) {
      await markRequestReplied(db(), requestId, {
        date: REPLIED_AT,
        subject: 'Re: Request to erase my personal data',
        now: REPLIED_AT,
      });
    }
    return { user, requestId };
  }

  it('records an identity demand from the reply found, dated by it, and shows it', async () => {
    const { user, requestId } = await sentRequest('spotify.com', { isReplied: true });

    const answered = await answer(user, {
      domainName: 'spotify.com',
      answer: { kind: 'identity', asked: 'A copy of my passport' },
      via: 'reply',
    });

    expect(answered.statusCode).toBe(200);
    const details = answered.json().data.responseObject;
    expect(details).toMatchObject({
      status: 'initiated',
      outcome: { outcome: 'in_progress', reason: 'need_user_verification' },
      answers: [
        {
          kind: 'identity',
          detail: 'A copy of my passport',
          via: 'reply',
          saidAt: REPLIED_AT.toISOString(),
          dueDate: '2026-03-02T10:00:00.000Z',
          isLateExtension: false,
        },
      ],
    });
    const again = await call(DSR_DETAILS_PATH, user, { emailId: DEMO, domainName: 'spotify.com' });
    expect(again.json().data.responseObject.answers).toEqual(details.answers);
    expect(await companyOf(requestId)).toMatchObject({
      status: 'initiated',
      requestOutcome: 'in_progress',
      requestOutcomeReason: 'need_user_verification',
    });
    const listed = await listedCompanies(user, 'initiated');
    expect(listed).toEqual([
      expect.objectContaining({
        domainName: 'spotify.com',
        outcome: { outcome: 'in_progress', reason: 'need_user_verification' },
      }),
    ]);
  });

  it('completes an erasure request and its company on "done", and reopens both on a refusal', async () => {
    const { user, requestId } = await sentRequest('netflix.com', { isReplied: true });

    await answer(user, { domainName: 'netflix.com', answer: { kind: 'done' }, via: 'reply' });
    const completed = await requestRow(requestId);
    expect(completed).toMatchObject({ status: 'reclaimed', outcome: 'fulfilled' });
    expect(completed.completedAt).toBeInstanceOf(Date);
    expect(await companyOf(requestId)).toMatchObject({
      status: 'reclaimed',
      requestOutcome: 'fulfilled',
    });

    const refused = await answer(user, {
      domainName: 'netflix.com',
      answer: { kind: 'refused', reason: 'claim_not_covered' },
      via: 'post-or-phone',
      saidOn: '2026-02-20',
    });

    expect(refused.json().data.responseObject).toMatchObject({
      status: 'initiated',
      outcome: { outcome: 'denied', reason: 'claim_not_covered' },
      // A refusal is an answer: never shown overdue, though its due date has passed.
      isOverdue: false,
    });
    expect(refused.json().data.responseObject.answers.map((a: { kind: string }) => a.kind)).toEqual(
      ['done', 'refused'],
    );
    expect(await requestRow(requestId)).toMatchObject({ status: 'initiated', completedAt: null });
    expect(await companyOf(requestId)).toMatchObject({
      status: 'initiated',
      statusDate: SENT_AT,
      requestOutcome: 'denied',
    });
  });

  it('moves the due date by the law’s extension, once', async () => {
    const { user, requestId } = await sentRequest('ebay.com');

    const extended = await answer(user, {
      domainName: 'ebay.com',
      answer: { kind: 'extension' },
      via: 'post-or-phone',
      // Told the day it was sent: after it, in the history.
      saidOn: '2026-01-31',
    });

    expect(extended.statusCode).toBe(200);
    // Art. 12(3) GDPR: one month and two further months, three months from 31 January.
    expect(extended.json().data.responseObject.answers[0].saidAt).toBe(SENT_AT.toISOString());
    expect(extended.json().data.responseObject).toMatchObject({
      dueDate: '2026-04-30T10:00:00.000Z',
      outcome: { outcome: 'in_progress', reason: 'extended' },
    });
    expect((await companyOf(requestId)).requestDueAt).toEqual(new Date('2026-04-30T10:00:00.000Z'));
    const twice = await answer(user, {
      domainName: 'ebay.com',
      answer: { kind: 'extension' },
      via: 'post-or-phone',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields[0].path).toBe('body.requestBody.answer.kind');
  });

  it('follows an access request on its own, as its card shows', async () => {
    const { user, requestId } = await sentRequest('apple.com', { requestType: 'access' });

    await answer(user, {
      domainName: 'apple.com',
      requestType: 'access',
      answer: { kind: 'no-data' },
      via: 'post-or-phone',
    });

    expect(await requestRow(requestId)).toMatchObject({
      status: 'reclaimed',
      outcome: 'denied',
      outcomeReason: 'no_match',
    });
    const list = (await call(GET_REQUESTS_PATH, user, { emailId: DEMO })).json().data
      .responseListObject;
    expect(list).toEqual([
      expect.objectContaining({
        requestType: 'access',
        status: 'reclaimed',
        outcome: { outcome: 'denied', reason: 'no_match' },
      }),
    ]);
    // The company's own status follows its erasure requests, not this one.
    expect((await companyOf(requestId)).requestOutcome).toBeNull();
  });

  it('refuses what it cannot take, naming the field, and keeps nothing of it', async () => {
    const { user, requestId } = await sentRequest('twitch.tv');
    const refusals = [
      // No reply was found to answer from.
      [{ answer: { kind: 'done' }, via: 'reply' }, 'body.requestBody.via'],
      [
        { answer: { kind: 'done' }, via: 'post-or-phone', saidOn: '2099-01-01' },
        'body.requestBody.saidOn',
      ],
      [
        { answer: { kind: 'done' }, via: 'post-or-phone', saidOn: '2026-01-30' },
        'body.requestBody.saidOn',
      ],
      [
        { answer: { kind: 'identity', asked: ' ' }, via: 'post-or-phone' },
        'body.requestBody.answer.asked',
      ],
      [
        { answer: { kind: 'web-form', url: 'http://twitch.tv/form' }, via: 'post-or-phone' },
        'body.requestBody.answer.url',
      ],
      [
        { answer: { kind: 'refused', reason: 'because' }, via: 'post-or-phone' },
        'body.requestBody.answer.reason',
      ],
    ] as const;
    for (const [body, path] of refusals) {
      const refused = await answer(user, { domainName: 'twitch.tv', ...body });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().fields[0].path).toBe(path);
    }
    expect(await requestRow(requestId)).toMatchObject({ outcome: 'open', status: 'initiated' });
    expect(
      await db().select().from(requestAnswers).where(eq(requestAnswers.requestId, requestId)),
    ).toEqual([]);
  });

  it('takes no answer to a request not sent yet, nor to someone else’s', async () => {
    const user = await personWithDemoMailbox();
    await call(SEND_DSR_PATH, user, {
      emailId: DEMO,
      contactEmailId: 'privacy@amazon.com',
      template: 'gdpr',
      domainName: 'amazon.com',
    });
    const unsent = await answer(user, {
      domainName: 'amazon.com',
      answer: { kind: 'done' },
      via: 'post-or-phone',
    });
    expect(unsent.statusCode).toBe(409);
    expect(unsent.json()).toMatchObject({ code: 'RequestNotSent' });

    const { requestId } = await sentRequest('apple.com', { isReplied: true });
    const stranger = await signedInUser(app.t);
    const foreign = await answer(stranger, {
      domainName: 'apple.com',
      answer: { kind: 'done' },
      via: 'reply',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await requestRow(requestId)).outcome).toBe('open');
  });
});
