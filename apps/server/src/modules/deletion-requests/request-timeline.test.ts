import { GET_REQUEST_TIMELINE_PATH, SEND_DSR_PATH } from '@reclaim/contract';
import { deletionRequests } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { handleDeletionRequestSend } from '../../jobs/deletion-request-send.handler';
import { signedInUser } from '../../test/test-app';
import { countByMonth } from './request-timeline';
import { DEMO, useRequestsTestApp } from '#testing/requests-test-app';

const NOW = new Date('2026-05-15T12:00:00Z');
const request = (overrides: Partial<Parameters<typeof countByMonth>[0][number]>) => ({
  status: 'initiated' as const,
  sentAt: new Date('2026-03-10T09:00:00Z'),
  createdAt: new Date('2026-03-10T08:59:00Z'),
  dueAt: new Date('2026-06-10T09:00:00Z'),
  repliedAt: null,
  outcome: 'open' as const,
  ...overrides,
});

describe('the requests over time', () => {
  it('counts each request in the month it went out, by where it stands now', () => {
    expect(
      countByMonth(
        [
          request({}),
          request({ dueAt: new Date('2026-04-10T09:00:00Z') }),
          request({ repliedAt: new Date('2026-03-20T09:00:00Z') }),
          request({ outcome: 'in_progress', dueAt: new Date('2026-04-10T09:00:00Z') }),
          request({ status: 'reclaimed', sentAt: new Date('2026-01-31T23:30:00Z') }),
          // Failed before it went out: counted when it was made.
          request({ status: 'failed', sentAt: null, createdAt: new Date('2026-01-05T10:00:00Z') }),
          // Still being sent: not yet anywhere.
          request({ status: 'processing', sentAt: null }),
        ],
        NOW,
      ),
    ).toEqual([
      { month: '2026-01', waiting: 0, answered: 0, overdue: 0, done: 1, failed: 1 },
      { month: '2026-03', waiting: 1, answered: 2, overdue: 1, done: 0, failed: 0 },
    ]);
  });
});

describe.each(testDatabases())('_getTimeline on $name', (testDatabase) => {
  const app = useRequestsTestApp(testDatabase);
  const { jobs, jobDeps, call, personWithDemoMailbox } = app;

  it('counts the newest request of each type to each company; 404 for another’s mailbox', async () => {
    const person = await personWithDemoMailbox();
    for (const [domain, requestType] of [
      ['spotify.com', 'erasure'],
      ['spotify.com', 'access'],
      ['netflix.com', 'erasure'],
    ] as const) {
      await call(SEND_DSR_PATH, person, {
        emailId: DEMO,
        contactEmailId: `privacy@${domain}`,
        template: 'gdpr',
        domainName: domain,
        requestType,
      });
      const requestId = jobs.at(-1)!.payload.requestId!;
      await handleDeletionRequestSend(jobDeps(), { requestId }, { isLastAttempt: false });
      if (domain === 'netflix.com') {
        await app.t.database.db
          .update(deletionRequests)
          .set({ status: 'reclaimed' })
          .where(eq(deletionRequests.id, requestId));
      }
    }
    const month = new Date().toISOString().slice(0, 7);

    const answer = await call(GET_REQUEST_TIMELINE_PATH, person, { emailId: DEMO });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.responseListObject).toEqual([
      { month, waiting: 2, answered: 0, overdue: 0, done: 1, failed: 0 },
    ]);

    const stranger = await signedInUser(app.t);
    const refused = await call(GET_REQUEST_TIMELINE_PATH, stranger, { emailId: DEMO });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().fields[0].path).toBe('body.requestBody.emailId');
    const bad = await call(GET_REQUEST_TIMELINE_PATH, person, { emailId: 'nobody' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].path).toBe('body.requestBody.emailId');
  });
});
