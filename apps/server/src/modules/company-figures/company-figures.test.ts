import { COMPANY_FIGURES_PATH, DELETE_ACCOUNT_PATH, SEND_DSR_PATH } from '@reclaim/contract';
import { deletionRequests, requestAnswers } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { handleDeletionRequestSend } from '../../jobs/deletion-request-send.handler';
import { postJson } from '../../test/test-app';
import { computeCompanyFigures } from './company-figures';
import { DEMO, useRequestsTestApp, type TestUser } from '#testing/requests-test-app';

const DAY = 86_400_000;
const SENT_AT = new Date('2026-03-02T09:00:00Z');
const DUE_AT = new Date(SENT_AT.getTime() + 30 * DAY);
/** After every due date of the tests. */
const NOW = new Date('2026-06-01T12:00:00Z');

/** What became of one person's request, as the test sets it. */
interface Fate {
  repliedAfterDays?: number;
  /** The person said the company did it (by post, on that day after the request). */
  doneAfterDays?: number;
  isBounced?: boolean;
  isSentToForm?: boolean;
  isNotYetDue?: boolean;
}

describe.each(testDatabases())('how companies answer, on $name', (testDatabase) => {
  const app = useRequestsTestApp(testDatabase);
  const { jobs, jobDeps, call, personWithDemoMailbox } = app;
  const db = () => app.t.database.db;
  const figuresOf = (user: TestUser, domainNames: unknown) =>
    call(COMPANY_FIGURES_PATH, user, { domainNames });

  /** A new person's request to `domain`, sent on SENT_AT, and what became of it. */
  async function personAsking(domain: string, fate: Fate = {}): Promise<TestUser> {
    const user = await personWithDemoMailbox();
    await call(SEND_DSR_PATH, user, {
      emailId: DEMO,
      contactEmailId: `privacy@${domain}`,
      template: 'gdpr',
      domainName: domain,
    });
    const requestId = jobs.at(-1)!.payload.requestId!;
    await handleDeletionRequestSend(jobDeps(), { requestId }, { isLastAttempt: false });
    const after = (days: number) => new Date(SENT_AT.getTime() + days * DAY);
    await db()
      .update(deletionRequests)
      .set({
        sentAt: SENT_AT,
        dueAt: fate.isNotYetDue ? new Date(NOW.getTime() + DAY) : DUE_AT,
        firstRepliedAt: fate.repliedAfterDays === undefined ? null : after(fate.repliedAfterDays),
        ...(fate.isBounced && { status: 'failed' as const }),
        ...(fate.doneAfterDays !== undefined && { outcome: 'fulfilled' as const }),
      })
      .where(eq(deletionRequests.id, requestId));
    const answers = [
      ...(fate.doneAfterDays === undefined
        ? []
        : [{ kind: 'done', at: after(fate.doneAfterDays) }]),
      ...(fate.isSentToForm ? [{ kind: 'web-form', at: after(fate.repliedAfterDays ?? 1) }] : []),
    ];
    for (const { kind, at } of answers) {
      await db()
        .insert(requestAnswers)
        .values({
          requestId,
          userId: user.userId,
          kind: kind as 'done' | 'web-form',
          via: 'post-or-phone',
          saidAt: at,
          outcome: kind === 'done' ? 'fulfilled' : 'in_progress',
        });
    }
    return user;
  }

  it('counts a company once five people asked it: on time, median days, done', async () => {
    const first = await personAsking('spotify.com', { repliedAfterDays: 3, doneAfterDays: 8 });
    await personAsking('spotify.com', { repliedAfterDays: 11 });
    await personAsking('spotify.com', { repliedAfterDays: 40 });
    await personAsking('spotify.com');
    expect(await computeCompanyFigures(db(), NOW)).toBe(0);
    expect((await figuresOf(first, ['spotify.com'])).json().data.responseListObject).toEqual([]);

    // The fifth person's request bounced: it counts as asked, not as one the company could answer.
    await personAsking('spotify.com', { isBounced: true });
    // By post, before any reply: the answer counts from that day.
    await personAsking('spotify.com', { doneAfterDays: 2 });
    // Not due yet and not answered: left out of the shares.
    await personAsking('spotify.com', { isNotYetDue: true });
    expect(await computeCompanyFigures(db(), NOW)).toBe(1);

    const answer = await figuresOf(first, ['spotify.com', 'netflix.com']);
    expect(answer.statusCode).toBe(200);
    // Answered on time 3 of 5 (after 3, 11 and 2 days; 40 was late; one never), done 2 of 5.
    expect(answer.json().data.responseListObject).toEqual([
      {
        domainName: 'spotify.com',
        people: 7,
        requests: 7,
        answeredOnTimePercent: 60,
        medianDaysToAnswer: 7,
        fulfilledPercent: 40,
        unreliableContacts: [],
        computedAt: NOW.toISOString(),
      },
    ]);
  });

  it('calls an address unreliable when half of five people’s requests bounced or went to a form', async () => {
    const first = await personAsking('netflix.com', { isBounced: true });
    await personAsking('netflix.com', { isBounced: true });
    await personAsking('netflix.com', { repliedAfterDays: 2, isSentToForm: true });
    await personAsking('netflix.com', { repliedAfterDays: 6 });
    await personAsking('netflix.com');
    await computeCompanyFigures(db(), NOW);

    const [figures] = (await figuresOf(first, ['netflix.com'])).json().data.responseListObject;
    expect(figures).toMatchObject({
      people: 5,
      unreliableContacts: ['privacy@netflix.com'],
      answeredOnTimePercent: 67,
      medianDaysToAnswer: 4,
    });
  });

  it('forgets a person who leaves: below five people, the company has no figures', async () => {
    const people = [];
    for (let i = 0; i < 5; i++)
      people.push(await personAsking('twitch.tv', { repliedAfterDays: 1 }));
    await computeCompanyFigures(db(), NOW);
    expect(
      (await figuresOf(people[0]!, ['twitch.tv'])).json().data.responseListObject,
    ).toHaveLength(1);

    const leaving = people[4]!;
    await call(DELETE_ACCOUNT_PATH, leaving);
    await computeCompanyFigures(db(), NOW);
    expect((await figuresOf(people[0]!, ['twitch.tv'])).json().data.responseListObject).toEqual([]);
  });

  it('names the wrong field, and asks for a session', async () => {
    const user = await personWithDemoMailbox();
    for (const [domainNames, path] of [
      [[], 'body.requestBody.domainNames'],
      [Array.from({ length: 26 }, (_, i) => `c${i}.example`), 'body.requestBody.domainNames'],
      [['not a domain'], 'body.requestBody.domainNames.0'],
    ] as const) {
      const answer = await figuresOf(user, domainNames);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().fields).toEqual(
        expect.arrayContaining([expect.objectContaining({ path })]),
      );
    }
    const anonymous = await postJson(app.t.app, COMPANY_FIGURES_PATH, {
      requestInfo: { userName: user.email },
      requestBody: { domainNames: ['spotify.com'] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
