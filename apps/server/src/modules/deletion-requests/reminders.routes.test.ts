import {
  DSR_DETAILS_PATH,
  SEND_DSR_PATH,
  SEND_DSR_REMINDER_PATH,
  formatLetterDate,
  regimeById,
  renderReminder,
} from '@reclaim/contract';
import { deletionRequests } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { handleDeletionRequestRemind } from '../../jobs/deletion-request-remind.handler';
import { handleDeletionRequestSend, messageIdOf } from '../../jobs/deletion-request-send.handler';
import { signedInUser } from '../../test/test-app';
import { DEMO, useRequestsTestApp, type TestUser } from '#testing/requests-test-app';

const DAY = 86_400_000;

describe.each(testDatabases())('reminders of overdue requests on $name', (testDatabase) => {
  const app = useRequestsTestApp(testDatabase);
  const { jobs, delivered, jobDeps, call, listedCompanies, personWithDemoMailbox } = app;
  const remind = (user: TestUser, domainName: string, emailId = DEMO) =>
    call(SEND_DSR_REMINDER_PATH, user, { emailId, domainName });
  const requestRow = async (requestId: string) => {
    const [row] = await app.t.database.db
      .select()
      .from(deletionRequests)
      .where(eq(deletionRequests.id, requestId));
    return row!;
  };

  /**
   * A person with the demo mailbox whose request to `domain` under `jurisdiction` was sent, its
   * due date moved `overdueDays` into the past (negative: still ahead).
   */
  async function submittedRequest(domain: string, jurisdiction = 'gdpr', overdueDays = 3) {
    const user = await personWithDemoMailbox('Ada <b>');
    await call(SEND_DSR_PATH, user, {
      emailId: DEMO,
      contactEmailId: `privacy@${domain}`,
      template: jurisdiction,
      domainName: domain,
    });
    const requestId = jobs.at(-1)!.payload.requestId!;
    await handleDeletionRequestSend(jobDeps(), { requestId }, { isLastAttempt: false });
    const dueAt = new Date(Date.now() - overdueDays * DAY);
    const sentAt = new Date(dueAt.getTime() - 30 * DAY);
    await app.t.database.db
      .update(deletionRequests)
      .set({ dueAt, sentAt })
      .where(eq(deletionRequests.id, requestId));
    jobs.length = 0;
    delivered.length = 0;
    return { user, requestId, sentAt, dueAt };
  }

  it('queues one reminder job for an overdue request of the caller, written by the server', async () => {
    const { user, requestId, sentAt, dueAt } = await submittedRequest('netflix.com', 'ccpa');

    const answer = await remind(user, 'netflix.com');

    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({ requestId });
    const row = await requestRow(requestId);
    // In the lane of the mailbox it goes from.
    expect(jobs).toEqual([
      {
        name: 'deletion-request.remind',
        payload: { requestId, connectionId: row.connectionId },
      },
    ]);
    const expected = renderReminder('erasure', regimeById('ccpa'), 'en', {
      domain: 'netflix.com',
      name: 'Ada <b>',
      email: DEMO,
      subject: row.subject,
      sentAt,
      dueAt,
    });
    expect(row).toMatchObject({ reminderSubject: `Re: ${row.subject}`, reminderSentAt: null });
    expect(row.reminderHtml).toBe(expected.html);
    expect(row.reminderHtml).toContain(formatLetterDate(sentAt, 'en-GB'));
    expect(row.reminderHtml).toContain('45 days');
    expect(row.reminderHtml).toContain('Ada &#60;b&#62;');
  });

  it('sends the reminder once, in reply to the request, and shows when it went out', async () => {
    const { user, requestId } = await submittedRequest('spotify.com');
    await remind(user, 'spotify.com');

    await handleDeletionRequestRemind(jobDeps(), { requestId }, { isLastAttempt: false });
    await handleDeletionRequestRemind(jobDeps(), { requestId }, { isLastAttempt: false });

    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.recipient).toBe('privacy@spotify.com');
    expect(delivered[0]!.subject).toMatch(/^Re: Request to erase my personal data/);
    expect(delivered[0]!.text).toContain(`In-Reply-To: ${messageIdOf(requestId, 'localhost')}`);
    const { reminderSentAt } = await requestRow(requestId);
    expect(reminderSentAt).toBeInstanceOf(Date);

    const details = await call(DSR_DETAILS_PATH, user, {
      emailId: DEMO,
      domainName: 'spotify.com',
    });
    expect(details.json().data.responseObject).toMatchObject({
      isOverdue: true,
      reminderSentAt: reminderSentAt!.toISOString(),
      reminderFailureReason: null,
    });
    const listed = await listedCompanies(user, 'initiated');
    expect(listed).toEqual([
      expect.objectContaining({
        domainName: 'spotify.com',
        reminderSentAt: reminderSentAt!.toISOString(),
      }),
    ]);

    const again = await remind(user, 'spotify.com');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'AlreadyReminded' });
    expect(again.json().fields[0].path).toBe('body.requestBody.domainName');
    expect(jobs).toHaveLength(1);
  });

  it('refuses a second click while the first reminder is queued, queuing one job', async () => {
    const { user } = await submittedRequest('hulu.com');

    const [first, second] = await Promise.all([remind(user, 'hulu.com'), remind(user, 'hulu.com')]);

    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect([first, second].find((a) => a.statusCode === 409)!.json()).toMatchObject({
      code: 'AlreadyReminded',
    });
    expect(jobs).toHaveLength(1);
  });

  it('refuses a request that is not overdue yet, queuing nothing', async () => {
    const { user, requestId } = await submittedRequest('uber.com', 'gdpr', -2);

    const answer = await remind(user, 'uber.com');

    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'NotOverdue' });
    expect(answer.json().fields[0].path).toBe('body.requestBody.domainName');
    expect(jobs).toEqual([]);
    expect((await requestRow(requestId)).reminderRequestedAt).toBeNull();
  });

  it('refuses a request that is not submitted (completed), queuing nothing', async () => {
    const { user, requestId } = await submittedRequest('ebay.com');
    await app.t.database.db
      .update(deletionRequests)
      .set({ status: 'reclaimed' })
      .where(eq(deletionRequests.id, requestId));

    const answer = await remind(user, 'ebay.com');

    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'NotSubmitted' });
    expect(jobs).toEqual([]);
  });

  it("answers 404 for someone else's request and for a company never requested", async () => {
    const { requestId } = await submittedRequest('apple.com');
    const other = await signedInUser(app.t);
    const owner = await submittedRequest('amazon.com');

    const foreign = await remind(other, 'apple.com');
    const unknown = await remind(owner.user, 'apple.com', 'someone@else.example');
    const never = await remind(owner.user, 'twitch.tv');

    for (const answer of [foreign, unknown, never]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().fields[0].path).toBe('body.requestBody.domainName');
    }
    expect(jobs).toEqual([]);
    expect((await requestRow(requestId)).reminderRequestedAt).toBeNull();
  });
});
