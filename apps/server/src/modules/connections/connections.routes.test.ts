import {
  DATA_REQUEST_PATH,
  DELETE_CONNECTION_PATH,
  GET_CONNECTIONS_PATH,
  RESCAN_PATH,
} from '@reclaim/contract';
import { domainRecords, mailboxConnections } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobQueue } from '../../jobs/job-queue';
import { loadConfig } from '../../config';
import { createProviders } from '../../mailbox-providers/registry';
import { runScanSlice } from '../../scanning/scan.service';
import {
  createTestApp,
  postJson,
  signedInUser,
  TEST_SECRET_KEY,
  type TestApp,
} from '../../test/test-app';
import { POPULAR_SITES } from '../directory/popular-sites';

describe.each(testDatabases())('mailbox connections on $name', (testDatabase) => {
  let t: TestApp;
  const sent: { name: string; payload: { connectionId: string } }[] = [];
  const queue = {
    send: async (job: { name: string }, payload: unknown) => {
      sent.push({ name: job.name, payload: payload as { connectionId: string } });
      return 'job-id';
    },
    isHealthy: async () => true,
  } as unknown as JobQueue;
  const providers = createProviders({
    config: loadConfig({ NODE_ENV: 'test', DEMO_MAILBOX: 'true' }),
    mailer: { isLocalOutbox: true, send: async () => {} },
  });

  beforeAll(async () => {
    t = await createTestApp(testDatabase, { queue, providers });
  });
  afterAll(() => t.close());

  const call = (path: string, user: { email: string; cookie: string }, requestBody?: unknown) =>
    postJson(
      t.app,
      path,
      { requestInfo: { userName: user.email }, ...(requestBody ? { requestBody } : {}) },
      { cookie: user.cookie },
    );

  const scanToEnd = (connectionId: string) =>
    runScanSlice({ db: t.database.db, secretKey: TEST_SECRET_KEY, providers }, connectionId);

  it('connects the demo mailbox, scans it to 100 and lists the companies found', async () => {
    const user = await signedInUser(t);
    expect((await call(GET_CONNECTIONS_PATH, user)).json().data.responseListObject).toEqual([]);

    const connect = await call(DATA_REQUEST_PATH, user, { oauthProvider: 'demo', type: 'connect' });
    expect(connect.statusCode).toBe(200);
    expect(connect.json().data.emailId).toBe('demo@reclaim.example');
    const job = sent.at(-1)!;
    expect(job.name).toBe('mailbox.scan');

    const pending = (await call(GET_CONNECTIONS_PATH, user)).json().data.responseListObject;
    expect(pending).toEqual([
      {
        emailId: 'demo@reclaim.example',
        provider: 'demo',
        emailType: 'Demo',
        scanPercentage: 0,
        status: 'pending',
        // What the demo mailbox sends lands in the local outbox.
        writeEmailPermission: 1,
        needsReconnect: false,
        aliases: [],
        // The demo mailbox is Reclaim's own: nobody else's address is named.
        isAddressProven: true,
      },
    ]);

    expect(await scanToEnd(job.payload.connectionId)).toBe('complete');
    const done = (await call(GET_CONNECTIONS_PATH, user)).json().data.responseListObject[0];
    expect(done).toMatchObject({ scanPercentage: 100, status: 'completed' });
    const records = await t.database.db
      .select()
      .from(domainRecords)
      .where(eq(domainRecords.connectionId, job.payload.connectionId));
    expect(records.map((r) => r.domain).sort()).toEqual(POPULAR_SITES.map((s) => s.domain).sort());
    for (const record of records) {
      expect(record.emailCount).toBeGreaterThanOrEqual(1);
      expect(record.emailCount).toBeLessThanOrEqual(10);
      expect(record.samples.length).toBe(record.emailCount);
    }
    // Its mail ends today (decision 12): some companies went quiet a year ago, others did not.
    expect(records.filter((r) => r.dsrRecommendation === 1)).toHaveLength(44);
  });

  it('rescans a completed mailbox and disconnects it, removing what was found', async () => {
    const user = await signedInUser(t);
    await call(DATA_REQUEST_PATH, user, { oauthProvider: 'demo', type: 'connect' });
    const { connectionId } = sent.at(-1)!.payload;
    await scanToEnd(connectionId);

    const queuedBefore = sent.length;
    const rescan = await call(RESCAN_PATH, user, { emailId: 'demo@reclaim.example' });
    expect(rescan.statusCode).toBe(200);
    // A scan, and a look for answers to the mailbox's deletion requests.
    expect(sent.slice(queuedBefore)).toEqual([
      { name: 'mailbox.scan', payload: { connectionId } },
      { name: 'mailbox.sync', payload: { connectionId } },
    ]);
    expect(
      (await call(GET_CONNECTIONS_PATH, user)).json().data.responseListObject[0],
    ).toMatchObject({ status: 'pending', scanPercentage: 0 });
    const before = await t.database.db
      .select()
      .from(domainRecords)
      .where(eq(domainRecords.connectionId, connectionId));
    await scanToEnd(connectionId);
    const after = await t.database.db
      .select()
      .from(domainRecords)
      .where(eq(domainRecords.connectionId, connectionId));
    expect(after.map((r) => [r.domain, r.emailCount]).sort()).toEqual(
      before.map((r) => [r.domain, r.emailCount]).sort(),
    );

    const disconnect = await call(DELETE_CONNECTION_PATH, user, {
      emailId: 'demo@reclaim.example',
    });
    expect(disconnect.statusCode).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(mailboxConnections)
        .where(eq(mailboxConnections.id, connectionId)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(domainRecords)
        .where(eq(domainRecords.connectionId, connectionId)),
    ).toEqual([]);
  });

  it("refuses another user's mailbox, changing nothing", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    await call(DATA_REQUEST_PATH, owner, { oauthProvider: 'demo', type: 'connect' });
    for (const path of [DELETE_CONNECTION_PATH, RESCAN_PATH]) {
      const response = await call(path, other, { emailId: 'demo@reclaim.example' });
      expect(response.statusCode).toBe(404);
      expect(response.json().fields[0].path).toBe('body.requestBody.emailId');
    }
    expect((await call(GET_CONNECTIONS_PATH, owner)).json().data.responseListObject).toHaveLength(
      1,
    );
  });

  it.each([
    [DELETE_CONNECTION_PATH, { emailId: 'not-an-address' }, 'body.requestBody.emailId'],
    [RESCAN_PATH, {}, 'body.requestBody.emailId'],
    [
      DATA_REQUEST_PATH,
      { oauthProvider: 'myspace', type: 'connect' },
      'body.requestBody.oauthProvider',
    ],
    [DATA_REQUEST_PATH, { oauthProvider: 'demo', type: 'steal' }, 'body.requestBody.type'],
  ])('%s refuses %j naming %s', async (path, requestBody, field) => {
    const user = await signedInUser(t);
    const response = await call(path, user, requestBody);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((f: { path: string }) => f.path)).toContain(field);
    expect((await call(GET_CONNECTIONS_PATH, user)).json().data.responseListObject).toEqual([]);
  });

  it('answers a provider it cannot connect with a reasonCode', async () => {
    const user = await signedInUser(t);
    const response = await call(DATA_REQUEST_PATH, user, {
      oauthProvider: 'gmail',
      type: 'connect',
      oauthCode: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.reasonCode).toBe('ProviderNotAvailable');
  });
});
