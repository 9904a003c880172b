import type { DomainListResponse } from '@reclaim/contract';
import {
  deletionRequests,
  domainRecords,
  mailboxConnections,
  users,
  type DatabaseHandle,
} from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countDomains,
  listDomainsByStatus,
  listDomainsOfTile,
  updateDomainStatus,
  type DomainsDependencies,
} from './domains.service';

/** The service's clock: far enough from today that the real one would give other answers. */
const NOW = new Date('2021-01-01T00:00:00.000Z');

type SeedRecord = Omit<typeof domainRecords.$inferInsert, 'connectionId'>;

/**
 * The service called as the jobs and routes call it, on its own clock and without a read cache:
 * what it stamps and counts by that clock, what it does to a company's deletion request, and
 * which of the request's details the lists show.
 */
describe.each(testDatabases())('the domain service on its own clock on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let deps: DomainsDependencies;
  beforeAll(async () => {
    database = await testDatabase.open();
    deps = { db: database.db, now: () => NOW };
  });
  afterAll(() => database.close());

  /** A person with one mailbox holding exactly `records`. */
  async function mailboxWith(records: SeedRecord[]) {
    const userId = crypto.randomUUID();
    await database.db
      .insert(users)
      .values({ id: userId, name: 'Ada', email: `${userId}@x.example` });
    const emailId = `${userId}@mail.example`;
    const [connection] = await database.db
      .insert(mailboxConnections)
      .values({ userId, provider: 'demo', address: emailId, status: 'completed' })
      .returning();
    const rows = await database.db
      .insert(domainRecords)
      .values(records.map((record) => ({ ...record, connectionId: connection!.id })))
      .returning();
    return { userId, emailId, connectionId: connection!.id, rows };
  }

  /** An open (initiated) deletion request to the company of `record`. */
  async function openRequest(record: { id: string; connectionId: string; domain: string }) {
    const [connection] = await database.db
      .select({ userId: mailboxConnections.userId })
      .from(mailboxConnections)
      .where(eq(mailboxConnections.id, record.connectionId));
    const [request] = await database.db
      .insert(deletionRequests)
      .values({
        domainRecordId: record.id,
        connectionId: record.connectionId,
        userId: connection!.userId,
        domain: record.domain,
        recipient: `privacy@${record.domain}`,
        isRecipientVerified: false,
        jurisdiction: 'gdpr',
        subject: 'Request to erase my personal data',
        html: '<p>Please erase.</p>',
        status: 'initiated',
        sentAt: new Date('2020-12-01T00:00:00.000Z'),
      })
      .returning();
    return request!.id;
  }

  async function requestRow(id: string) {
    const [row] = await database.db
      .select({ status: deletionRequests.status, completedAt: deletionRequests.completedAt })
      .from(deletionRequests)
      .where(eq(deletionRequests.id, id));
    return row;
  }

  const dated = (iso: string) => ({ firstEmailDate: new Date(iso), lastEmailDate: new Date(iso) });

  it('closes the open request of a company marked Completed, both stamped by the service clock', async () => {
    const { userId, emailId, rows } = await mailboxWith([
      { domain: 'sent.example', status: 'initiated', ...dated('2020-06-01') },
    ]);
    const requestId = await openRequest(rows[0]!);

    const updated = await updateDomainStatus(deps, userId, {
      emailId,
      status: 'reclaimed',
      domains: ['sent.example'],
    });

    expect(updated).toBe(1);
    expect(await requestRow(requestId)).toEqual({ status: 'reclaimed', completedAt: NOW });
    const [record] = await database.db
      .select({ status: domainRecords.status, statusDate: domainRecords.statusDate })
      .from(domainRecords)
      .where(eq(domainRecords.id, rows[0]!.id));
    expect(record).toEqual({ status: 'reclaimed', statusDate: NOW });
  });

  it('takes a Completed mark back: the request is Submitted again, dated as it was sent', async () => {
    const { userId, emailId, rows } = await mailboxWith([
      { domain: 'sent.example', status: 'initiated', ...dated('2020-06-01') },
    ]);
    const requestId = await openRequest(rows[0]!);
    const [sent] = await database.db
      .select({ sentAt: deletionRequests.sentAt })
      .from(deletionRequests)
      .where(eq(deletionRequests.id, requestId));
    await updateDomainStatus(deps, userId, {
      emailId,
      status: 'reclaimed',
      domains: ['sent.example'],
    });

    const reopened = await updateDomainStatus(deps, userId, {
      emailId,
      status: 'initiated',
      domains: ['sent.example'],
    });

    expect(reopened).toBe(1);
    expect(await requestRow(requestId)).toEqual({ status: 'initiated', completedAt: null });
    const [record] = await database.db
      .select({ status: domainRecords.status, statusDate: domainRecords.statusDate })
      .from(domainRecords)
      .where(eq(domainRecords.id, rows[0]!.id));
    expect(record).toEqual({ status: 'initiated', statusDate: sent!.sentAt });
    // Only a Completed company can be taken back: a found one cannot be made Submitted.
    const found = await mailboxWith([
      { domain: 'found.example', status: 'pending', ...dated('2020-06-01') },
    ]);
    await expect(
      updateDomainStatus(deps, found.userId, {
        emailId: found.emailId,
        status: 'initiated',
        domains: ['found.example'],
      }),
    ).rejects.toMatchObject({ reason: 'InvalidStatusTransition' });
  });

  it('leaves a request open when its company is marked needed: only Completed closes one', async () => {
    const { userId, emailId, rows } = await mailboxWith([
      { domain: 'asked.example', status: 'pending', ...dated('2020-06-01') },
    ]);
    const requestId = await openRequest(rows[0]!);

    expect(
      await updateDomainStatus(deps, userId, {
        emailId,
        status: 'needed',
        domains: ['asked.example'],
      }),
    ).toBe(1);

    expect(await requestRow(requestId)).toEqual({ status: 'initiated', completedAt: null });
  });

  it('counts and lists by first-email age as of the service clock', async () => {
    const { userId, emailId } = await mailboxWith([
      { domain: 'december.example', ...dated('2020-12-20') },
      { domain: 'september.example', ...dated('2020-09-01') },
      { domain: 'march.example', ...dated('2020-03-01') },
      { domain: 'long-ago.example', ...dated('2015-01-01') },
    ]);

    expect(await countDomains(deps, userId, emailId)).toMatchObject({
      oneMonthAgoCount: 1,
      sixMonthsAgoCount: 2,
      oneYearAgoCount: 3,
    });
    const answer = await listDomainsByStatus(deps, userId, {
      emailId,
      status: ['pending'],
      monthFlag: 6,
    });
    const page = JSON.parse(answer.text) as DomainListResponse;
    expect(page.data.responseListObject.map((record) => record.domainName)).toEqual([
      'december.example',
      'september.example',
    ]);
  });

  it('shows a failure reason only while the request failed, and a reply or reminder only while it has not', async () => {
    const repliedAt = new Date('2020-12-10T08:00:00.000Z');
    const reminderSentAt = new Date('2020-12-20T08:00:00.000Z');
    const sent = { status: 'initiated' as const, statusDate: new Date('2020-11-01T00:00:00.000Z') };
    const { userId, emailId } = await mailboxWith([
      {
        domain: 'failed.example',
        ...dated('2020-01-01'),
        status: 'failed',
        statusDate: new Date('2020-11-05T00:00:00.000Z'),
        requestFailureReason: 'The mailbox refused to send.',
        requestRepliedAt: repliedAt,
        requestReplySubject: 'Re: your request',
        requestReminderSentAt: reminderSentAt,
      },
      {
        domain: 'answered.example',
        ...dated('2020-01-01'),
        ...sent,
        // Left from a failed first attempt; the request was sent again since.
        requestFailureReason: 'The mailbox refused to send.',
        requestRepliedAt: repliedAt,
        requestReplySubject: 'Re: your request',
        requestReminderSentAt: reminderSentAt,
      },
      {
        domain: 'subjectless.example',
        ...dated('2020-01-01'),
        ...sent,
        statusDate: new Date('2020-10-01T00:00:00.000Z'),
        requestRepliedAt: repliedAt,
      },
    ]);

    const answer = await listDomainsOfTile(deps, userId, {
      emailId,
      tile: 'initiated',
      showRecommendedDomain: false,
      hideNeededDomain: false,
    });
    const page = JSON.parse(answer.text) as DomainListResponse;
    expect(
      page.data.responseListObject.map(
        ({ domainName, failureReason, companyReply, reminderSentAt }) => ({
          domainName,
          failureReason,
          companyReply,
          reminderSentAt,
        }),
      ),
    ).toEqual([
      {
        domainName: 'failed.example',
        failureReason: 'The mailbox refused to send.',
        companyReply: null,
        reminderSentAt: null,
      },
      {
        domainName: 'answered.example',
        failureReason: null,
        companyReply: { date: repliedAt.toISOString(), subject: 'Re: your request' },
        reminderSentAt: reminderSentAt.toISOString(),
      },
      {
        domainName: 'subjectless.example',
        failureReason: null,
        companyReply: { date: repliedAt.toISOString(), subject: '' },
        reminderSentAt: null,
      },
    ]);
  });
});
