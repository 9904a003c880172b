import {
  EXPORT_ACCOUNT_PATH,
  DATA_REQUEST_PATH,
  DELETE_CONNECTION_PATH,
  DSR_DETAILS_PATH,
  GET_CONNECTIONS_PATH,
  GET_DOMAINS_PATH,
  SEND_ADDRESS_CODE_PATH,
  SEND_DSR_PATH,
} from '@reclaim/contract';
import { deletionRequests, domainRecords, mailboxConnections } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  DISCONNECTED_REASON,
  handleDeletionRequestSend,
} from '../../jobs/deletion-request-send.handler';
import { runScanSlice } from '../../scanning/scan.service';
import { DEMO, useRequestsTestApp, type TestUser } from '#testing/requests-test-app';

const NETFLIX = {
  emailId: DEMO,
  contactEmailId: 'privacy@netflix.com',
  template: 'gdpr',
  domainName: 'netflix.com',
};

describe.each(testDatabases())('requests outlive their mailbox on $name', (testDatabase) => {
  const app = useRequestsTestApp(testDatabase);
  const { jobs, call, personWithDemoMailbox } = app;
  const db = () => app.t.database.db;

  const sendQueued = async () => {
    for (const job of jobs.filter((queued) => queued.name === 'deletion-request.send')) {
      await handleDeletionRequestSend(
        app.jobDeps(),
        { requestId: job.payload.requestId! },
        { isLastAttempt: false },
      );
    }
    jobs.length = 0;
  };
  const mailboxes = async (user: TestUser) =>
    (await call(GET_CONNECTIONS_PATH, user)).json().data as {
      responseListObject: { emailId: string }[];
      disconnectedListObject: { emailId: string; requestCount: number; emailType: string }[];
    };
  const listed = async (user: TestUser, status: string) =>
    (await call(GET_DOMAINS_PATH, user, { emailId: DEMO, status })).json().data
      .responseListObject as { domainName: string; status: string }[];

  it('keeps the requests and their companies when the mailbox is disconnected, and nothing else', async () => {
    const person = await personWithDemoMailbox();
    expect((await call(SEND_DSR_PATH, person, NETFLIX)).statusCode).toBe(200);
    await sendQueued();
    const pendingBefore = await listed(person, 'pending');
    expect(pendingBefore.length).toBeGreaterThan(1);

    expect((await call(DELETE_CONNECTION_PATH, person, { emailId: DEMO })).statusCode).toBe(200);

    // Not a connected mailbox any more, but kept with its one request.
    const after = await mailboxes(person);
    expect(after.responseListObject).toEqual([]);
    expect(after.disconnectedListObject).toEqual([
      expect.objectContaining({ emailId: DEMO, requestCount: 1, emailType: 'Demo' }),
    ]);
    // The request is still listed and readable, as it was sent.
    expect(await listed(person, 'initiated,failed,reclaimed,processing')).toEqual([
      expect.objectContaining({ domainName: 'netflix.com', status: 'initiated' }),
    ]);
    const details = await call(DSR_DETAILS_PATH, person, {
      emailId: DEMO,
      domainName: 'netflix.com',
    });
    expect(details.statusCode).toBe(200);
    expect(details.json().data.responseObject.contactEmailId).toBe('privacy@netflix.com');
    // What the scan found is gone: no other company, no sample, no credentials.
    expect(await listed(person, 'pending')).toEqual([]);
    const [kept] = await db()
      .select()
      .from(mailboxConnections)
      .where(eq(mailboxConnections.id, person.connectionId));
    expect(kept!.sealedCredentials).toBeNull();
    expect(kept!.scanCursor).toBeNull();
    const records = await db()
      .select()
      .from(domainRecords)
      .where(eq(domainRecords.connectionId, person.connectionId));
    expect(records.map((record) => [record.domain, record.samples])).toEqual([['netflix.com', []]]);
    // In the data download, with the mailbox marked disconnected.
    const exported = (await call(EXPORT_ACCOUNT_PATH, person)).json().data.responseObject;
    expect(exported.deletionRequests).toEqual([
      expect.objectContaining({ mailbox: DEMO, domain: 'netflix.com', status: 'initiated' }),
    ]);
    expect(exported.mailboxes[0].disconnectedAt).not.toBeNull();
  });

  it('sends nothing from a disconnected mailbox, and fails a request still waiting to go', async () => {
    const person = await personWithDemoMailbox();
    expect((await call(SEND_DSR_PATH, person, NETFLIX)).statusCode).toBe(200);
    const [queued] = jobs;
    expect((await call(DELETE_CONNECTION_PATH, person, { emailId: DEMO })).statusCode).toBe(200);

    await handleDeletionRequestSend(
      app.jobDeps(),
      { requestId: queued!.payload.requestId! },
      { isLastAttempt: false },
    );
    const [request] = await db()
      .select()
      .from(deletionRequests)
      .where(eq(deletionRequests.id, queued!.payload.requestId!));
    expect(request).toMatchObject({ status: 'failed', failureReason: DISCONNECTED_REASON });
    expect(app.delivered).toEqual([]);

    const again = await call(SEND_DSR_PATH, person, NETFLIX);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'MailboxDisconnected' });
    // Nor is a code mailed to prove it: only a connected mailbox has an address to prove.
    expect((await call(SEND_ADDRESS_CODE_PATH, person, { emailId: DEMO })).statusCode).toBe(404);
    // A scan slice queued before the disconnect adds nothing to it.
    expect(await runScanSlice(app.jobDeps(), person.connectionId)).toBe('gone');
    expect(await listed(person, 'pending')).toEqual([]);
  });

  it('brings the requests back when the address is connected again, and never asks a company twice', async () => {
    const person = await personWithDemoMailbox();
    expect((await call(SEND_DSR_PATH, person, NETFLIX)).statusCode).toBe(200);
    await sendQueued();
    await call(DELETE_CONNECTION_PATH, person, { emailId: DEMO });

    expect(
      (await call(DATA_REQUEST_PATH, person, { oauthProvider: 'demo', type: 'connect' }))
        .statusCode,
    ).toBe(200);
    const [scan] = jobs.splice(0);
    expect(scan).toMatchObject({ payload: { connectionId: person.connectionId } });
    while ((await runScanSlice(app.jobDeps(), person.connectionId)) === 'more');

    const after = await mailboxes(person);
    expect(after.responseListObject.map((mailbox) => mailbox.emailId)).toEqual([DEMO]);
    expect(after.disconnectedListObject).toEqual([]);
    // The company is Submitted still, not offered again.
    expect(await listed(person, 'initiated')).toEqual([
      expect.objectContaining({ domainName: 'netflix.com', status: 'initiated' }),
    ]);
    expect((await listed(person, 'pending')).map((record) => record.domainName)).not.toContain(
      'netflix.com',
    );
    expect((await call(SEND_DSR_PATH, person, NETFLIX)).statusCode).toBe(409);
  });

  it('refuses a second open request to a company found in another of the person’s mailboxes', async () => {
    const person = await personWithDemoMailbox();
    const other = 'ada@other.example';
    const [second] = await db()
      .insert(mailboxConnections)
      .values({
        userId: person.userId,
        provider: 'demo',
        address: other,
        status: 'completed',
        scanPercentage: 100,
        writePermission: 1,
        addressProvedAt: new Date('2026-11-01T10:00:00Z'),
      })
      .returning();
    await db()
      .insert(domainRecords)
      .values({
        connectionId: second!.id,
        domain: 'netflix.com',
        firstEmailDate: new Date('2020-01-01'),
        lastEmailDate: new Date('2024-01-01'),
      });
    expect((await call(SEND_DSR_PATH, person, NETFLIX)).statusCode).toBe(200);

    const twice = await call(SEND_DSR_PATH, person, { ...NETFLIX, emailId: other });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'RequestAlreadyOpen' });
    const [record] = await db()
      .select()
      .from(domainRecords)
      .where(
        and(eq(domainRecords.connectionId, second!.id), eq(domainRecords.domain, 'netflix.com')),
      );
    expect(record!.status).toBe('pending');
  });

  it('deletes the kept requests when the person disconnects the mailbox once more', async () => {
    const person = await personWithDemoMailbox();
    expect((await call(SEND_DSR_PATH, person, NETFLIX)).statusCode).toBe(200);
    await sendQueued();
    await call(DELETE_CONNECTION_PATH, person, { emailId: DEMO });

    expect((await call(DELETE_CONNECTION_PATH, person, { emailId: DEMO })).statusCode).toBe(200);

    expect(await mailboxes(person)).toEqual({ responseListObject: [], disconnectedListObject: [] });
    expect(
      await db().select().from(deletionRequests).where(eq(deletionRequests.userId, person.userId)),
    ).toEqual([]);
    expect((await call(DELETE_CONNECTION_PATH, person, { emailId: DEMO })).statusCode).toBe(404);
  });

  it('deletes a mailbox without requests outright', async () => {
    const person = await personWithDemoMailbox();
    await call(DELETE_CONNECTION_PATH, person, { emailId: DEMO });
    expect(
      await db()
        .select()
        .from(mailboxConnections)
        .where(eq(mailboxConnections.userId, person.userId)),
    ).toEqual([]);
  });
});
