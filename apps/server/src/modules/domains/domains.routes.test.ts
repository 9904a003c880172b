import {
  BULK_UPDATE_DOMAIN_STATUS_PATH,
  DOMAIN_PAGE_SIZE,
  GET_DOMAIN_COUNTS_PATH,
  GET_FOOTPRINT_PATH,
  GET_DOMAINS_PATH,
  GET_DOMAINS_V2_PATH,
  UPDATE_DOMAIN_STATUS_PATH,
  type DomainRecord,
  type DomainStatus,
} from '@reclaim/contract';
import { companies, domainRecords, mailboxConnections } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postJson, signedInUser, type TestApp } from '../../test/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

interface SeedRecord {
  domain: string;
  status?: DomainStatus;
  recommended?: boolean;
  firstDaysAgo?: number;
  /** The first e-mail's date, instead of `firstDaysAgo`. */
  firstDate?: string;
  lastDaysAgo?: number;
  /** A sender judged a person. */
  isPerson?: boolean;
  statusDaysAgo?: number;
}

describe.each(testDatabases())('domain calls on $name', (testDatabase) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
  });
  afterAll(() => t.close());

  type User = Awaited<ReturnType<typeof signedInUser>>;
  const call = (path: string, user: User, requestBody: unknown) =>
    postJson(
      t.app,
      path,
      { requestInfo: { userName: user.email }, requestBody },
      {
        cookie: user.cookie,
      },
    );

  /** A user with one connected mailbox holding exactly `records`. */
  async function mailboxWith(records: SeedRecord[], address = 'person@mail.example') {
    const user = await signedInUser(t);
    const [connection] = await t.database.db
      .insert(mailboxConnections)
      .values({ userId: user.userId, provider: 'demo', address, status: 'completed' })
      .returning();
    const now = Date.now();
    if (records.length > 0) {
      await t.database.db.insert(domainRecords).values(
        records.map((record) => ({
          connectionId: connection!.id,
          domain: record.domain,
          status: record.status ?? 'pending',
          dsrRecommendation: record.recommended ? 1 : 0,
          firstEmailDate: record.firstDate
            ? new Date(record.firstDate)
            : new Date(now - (record.firstDaysAgo ?? 1000) * DAY_MS),
          ...(record.isPerson && { kindCorrection: 'person' as const }),
          lastEmailDate: new Date(now - (record.lastDaysAgo ?? 10) * DAY_MS),
          statusDate:
            record.statusDaysAgo === undefined
              ? null
              : new Date(now - record.statusDaysAgo * DAY_MS),
          emailCount: 3,
          samples: [{ from: `news@${record.domain}`, subject: 'Hello', date: '2020-01-01' }],
        })),
      );
    }
    return { user, address, connectionId: connection!.id };
  }

  const domainsOf = (response: { json: () => unknown }) =>
    (
      response.json() as { data: { responseListObject: DomainRecord[] } }
    ).data.responseListObject.map((record) => record.domainName);

  async function statusOf(connectionId: string, domain: string) {
    const [row] = await t.database.db
      .select({ status: domainRecords.status, statusDate: domainRecords.statusDate })
      .from(domainRecords)
      .where(and(eq(domainRecords.connectionId, connectionId), eq(domainRecords.domain, domain)));
    return row;
  }

  it('counts every status, the recommended and the age buckets of one mailbox', async () => {
    const { user, address } = await mailboxWith([
      { domain: 'a.example', recommended: true, firstDaysAgo: 10 },
      { domain: 'b.example', recommended: true, firstDaysAgo: 100 },
      { domain: 'c.example', firstDaysAgo: 300 },
      { domain: 'd.example', status: 'needed', firstDaysAgo: 20 },
      { domain: 'e.example', status: 'initiated', statusDaysAgo: 1 },
      { domain: 'f.example', status: 'failed', statusDaysAgo: 1 },
      { domain: 'g.example', status: 'processing', statusDaysAgo: 1 },
      { domain: 'h.example', status: 'reclaimed', statusDaysAgo: 1, firstDaysAgo: 5000 },
    ]);
    const response = await call(GET_DOMAIN_COUNTS_PATH, user, { emailId: address });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.responseListObject).toEqual([
      {
        neededDomain: 1,
        pendingDomain: 3,
        processingDomain: 1,
        failedDomain: 1,
        initiatedDomain: 1,
        reclaimedDomain: 1,
        recommendedDsrCount: 2,
        oneMonthAgoCount: 2,
        sixMonthsAgoCount: 3,
        oneYearAgoCount: 4,
      },
    ]);
  });

  it('lists the Companies card as spec §4 orders it, with Hide Needed and Show Recommended', async () => {
    const { user, address } = await mailboxWith([
      { domain: 'plain-old.example', lastDaysAgo: 50 },
      { domain: 'plain-new.example', lastDaysAgo: 5 },
      { domain: 'needed.example', status: 'needed', lastDaysAgo: 1 },
      { domain: 'recommended.example', recommended: true, lastDaysAgo: 400 },
      { domain: 'sent.example', status: 'initiated', statusDaysAgo: 2 },
    ]);
    const tile = (filters: object) =>
      call(GET_DOMAINS_V2_PATH, user, { tile: 'pending', emailId: address, ...filters });

    expect(domainsOf(await tile({}))).toEqual([
      'recommended.example',
      'needed.example',
      'plain-new.example',
      'plain-old.example',
    ]);
    expect(domainsOf(await tile({ hideNeededDomain: true }))).toEqual([
      'recommended.example',
      'plain-new.example',
      'plain-old.example',
    ]);
    expect(domainsOf(await tile({ showRecommendedDomain: true, hideNeededDomain: true }))).toEqual([
      'recommended.example',
    ]);
    const submitted = await call(GET_DOMAINS_V2_PATH, user, {
      tile: 'initiated',
      emailId: address,
    });
    expect(domainsOf(submitted)).toEqual(['sent.example']);
    const record = submitted.json().data.responseListObject[0] as DomainRecord;
    expect(record).toMatchObject({
      name: 'Sent',
      domainUrl: 'https://sent.example',
      domainLogo: '/api/logos/sent.example',
      dsrContactEmail: 'privacy@sent.example',
      isContactVerified: false,
      emailAddress: address,
      noOfEmails: 3,
      status: 'initiated',
      emails: [{ from: 'news@sent.example', subject: 'Hello', date: '2020-01-01' }],
    });

    const empty = await call(GET_DOMAINS_V2_PATH, user, { tile: 'reclaimed', emailId: address });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({
      message: 'Data not found',
      data: { responseListObject: [], lastKey: null },
    });
  });

  it('lists by status, comma lists newest request first, and by first-email age', async () => {
    const { user, address } = await mailboxWith([
      { domain: 'young.example', firstDaysAgo: 10, lastDaysAgo: 2 },
      { domain: 'half.example', firstDaysAgo: 120 },
      { domain: 'old.example', firstDaysAgo: 3000 },
      { domain: 'liked.example', recommended: true, firstDaysAgo: 3000 },
      { domain: 'sent-long-ago.example', status: 'initiated', statusDaysAgo: 30 },
      { domain: 'failed.example', status: 'failed', statusDaysAgo: 3 },
      { domain: 'done.example', status: 'reclaimed', statusDaysAgo: 10 },
    ]);
    const list = (body: object) => call(GET_DOMAINS_PATH, user, { emailId: address, ...body });

    expect(domainsOf(await list({ status: 'recommended' }))).toEqual(['liked.example']);
    expect(domainsOf(await list({ status: 'initiated,reclaimed,failed,processing' }))).toEqual([
      'failed.example',
      'done.example',
      'sent-long-ago.example',
    ]);
    expect(domainsOf(await list({ status: 'pending', monthFlag: 1 }))).toEqual(['young.example']);
    expect(domainsOf(await list({ status: 'pending', monthFlag: '6' }))).toEqual([
      'young.example',
      'half.example',
    ]);
  });

  it('searches domain and company name, case-insensitively, and escapes LIKE patterns', async () => {
    await t.database.db
      .insert(companies)
      .values({ domain: 'zzshop.example', name: 'Acme Outfitters', source: 'builtin' })
      .onConflictDoNothing();
    const { user, address } = await mailboxWith([
      { domain: 'zzshop.example' },
      { domain: 'acmemail.example' },
      { domain: 'other.example' },
    ]);
    const search = (domainName: string) =>
      call(GET_DOMAINS_PATH, user, { status: 'pending', emailId: address, domainName });

    expect(domainsOf(await search('ACME')).sort()).toEqual(['acmemail.example', 'zzshop.example']);
    expect(domainsOf(await search('%%'))).toEqual([]);
    expect(domainsOf(await search('_e'))).toEqual([]);
    expect(domainsOf(await search(''))).toHaveLength(3);

    const short = await search('a');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual([
      { path: 'body.requestBody.domainName', message: 'Please enter atleast 2 characters' },
    ]);
  });

  it('pages through a long list with lastKey, each record once and in order', async () => {
    const records = Array.from({ length: DOMAIN_PAGE_SIZE * 2 + 17 }, (_, index) => ({
      domain: `site-${String(index).padStart(3, '0')}.example`,
      // Pairs share a date, so the domain decides between them.
      lastDaysAgo: Math.floor(index / 2),
      recommended: index % 7 === 0,
    }));
    const { user, address } = await mailboxWith(records);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await call(GET_DOMAINS_V2_PATH, user, {
        tile: 'pending',
        emailId: address,
        parsedEmailDataId: cursor,
      });
      expect(response.statusCode).toBe(200);
      seen.push(...domainsOf(response));
      cursor = response.json().data.lastKey;
      pages += 1;
    } while (cursor);

    expect(pages).toBe(3);
    const expected = [
      ...records.filter((record) => record.recommended),
      ...records.filter((record) => !record.recommended),
    ].map((record) => record.domain);
    expect(seen).toEqual(expected);

    const forged = await call(GET_DOMAINS_V2_PATH, user, {
      tile: 'pending',
      emailId: address,
      parsedEmailDataId: Buffer.from('[0,"drop table",""]').toString('base64url'),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().fields[0].path).toBe('body.requestBody.parsedEmailDataId');
  });

  it('refuses a forged cursor with an impossible date as a 400, before the database sees it', async () => {
    const { user, address } = await mailboxWith([{ domain: 'x.example' }]);
    for (const forgedPosition of [
      [0, '2024-99-99 99:99:99+00', 'x.com'],
      [0, '2023-02-29 10:00:00+00', 'x.com'],
      [40_000, '2024-05-01 09:30:00+00', 'x.com'],
    ]) {
      const response = await call(GET_DOMAINS_V2_PATH, user, {
        tile: 'pending',
        emailId: address,
        parsedEmailDataId: Buffer.from(JSON.stringify(forgedPosition)).toString('base64url'),
      });
      expect(response.statusCode, JSON.stringify(forgedPosition)).toBe(400);
      expect(response.json().fields).toEqual([
        { path: 'body.requestBody.parsedEmailDataId', message: 'Unknown cursor' },
      ]);
    }
  });

  it('counts the footprint: companies by the year they first wrote, and where they stand', async () => {
    const { user, address } = await mailboxWith([
      { domain: 'a.example', firstDate: '2014-03-01T12:00:00Z' },
      { domain: 'b.example', firstDate: '2014-11-30T12:00:00Z', status: 'needed' },
      { domain: 'c.example', firstDate: '2019-06-01T12:00:00Z', status: 'initiated' },
      { domain: 'd.example', firstDate: '2019-06-02T12:00:00Z', status: 'failed' },
      { domain: 'e.example', firstDate: '2019-06-03T12:00:00Z', status: 'processing' },
      { domain: 'f.example', firstDate: '2019-07-01T12:00:00Z', status: 'reclaimed' },
      { domain: 'g.example', firstDate: '2022-01-01T12:00:00Z' },
      // A person is no company: not counted.
      { domain: 'friend.example', firstDate: '2022-01-01T12:00:00Z', isPerson: true },
    ]);
    const response = await call(GET_FOOTPRINT_PATH, user, { emailId: address });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.responseListObject).toEqual([
      { year: 2014, pending: 1, needed: 1, asked: 0, done: 0 },
      { year: 2019, pending: 0, needed: 0, asked: 3, done: 1 },
      { year: 2022, pending: 1, needed: 0, asked: 0, done: 0 },
    ]);

    const bad = await call(GET_FOOTPRINT_PATH, user, { emailId: 'not an address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].path).toBe('body.requestBody.emailId');
  });

  it("answers 404 for another person's mailbox and changes nothing there", async () => {
    const owner = await mailboxWith([{ domain: 'private.example' }], 'owner@mail.example');
    const stranger = await signedInUser(t);
    for (const [path, body] of [
      [GET_DOMAIN_COUNTS_PATH, { emailId: owner.address }],
      [GET_FOOTPRINT_PATH, { emailId: owner.address }],
      [GET_DOMAINS_PATH, { emailId: owner.address, status: 'pending' }],
      [GET_DOMAINS_V2_PATH, { emailId: owner.address, tile: 'pending' }],
      [
        UPDATE_DOMAIN_STATUS_PATH,
        { emailId: owner.address, status: 'needed', domainName: 'private.example' },
      ],
      [
        BULK_UPDATE_DOMAIN_STATUS_PATH,
        { emailId: owner.address, status: 'needed', bulkDomain: ['private.example'] },
      ],
    ] as const) {
      const response = await call(path, stranger, body);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().fields[0].path).toBe('body.requestBody.emailId');
    }
    expect((await statusOf(owner.connectionId, 'private.example'))?.status).toBe('pending');
  });

  it('answers changes made elsewhere (a scan in a worker) at once, not from a stale cache', async () => {
    const { user, address, connectionId } = await mailboxWith([{ domain: 'first.example' }]);
    const counts = async () =>
      (await call(GET_DOMAIN_COUNTS_PATH, user, { emailId: address })).json().data
        .responseListObject[0].pendingDomain as number;
    expect(await counts()).toBe(1);
    expect(await counts()).toBe(1);

    // As the scan does: a write that does not go through this app's calls.
    await t.database.db.insert(domainRecords).values({
      connectionId,
      domain: 'second.example',
      firstEmailDate: new Date(),
      lastEmailDate: new Date(),
    });
    await expect.poll(counts, { timeout: 30_000, interval: 20 }).toBe(2);
  });

  it('moves a record only along the transitions of spec §4', async () => {
    const { user, address, connectionId } = await mailboxWith([
      { domain: 'keep.example' },
      { domain: 'sent.example', status: 'initiated', statusDaysAgo: 3 },
    ]);
    const update = (domainName: string, status: string) =>
      call(UPDATE_DOMAIN_STATUS_PATH, user, { emailId: address, domainName, status });

    const marked = await update('keep.example', 'needed');
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data).toEqual({ updated: 1 });
    const needed = await statusOf(connectionId, 'keep.example');
    expect(needed?.status).toBe('needed');
    expect(Date.now() - needed!.statusDate!.getTime()).toBeLessThan(60_000);
    // Asking again is not an error and changes nothing.
    expect((await update('keep.example', 'needed')).json().data).toEqual({ updated: 0 });

    expect((await update('keep.example', 'pending')).statusCode).toBe(200);
    expect((await statusOf(connectionId, 'keep.example'))?.status).toBe('pending');

    const refused = await update('keep.example', 'reclaimed');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('InvalidStatusTransition');
    expect((await statusOf(connectionId, 'keep.example'))?.status).toBe('pending');

    expect((await update('sent.example', 'needed')).statusCode).toBe(409);
    expect((await update('sent.example', 'reclaimed')).statusCode).toBe(200);
    expect((await statusOf(connectionId, 'sent.example'))?.status).toBe('reclaimed');

    const unknown = await update('nowhere.example', 'needed');
    expect(unknown.statusCode).toBe(404);

    // Submitted again only as a Completed mark taken back: a found company cannot be made so.
    const madeSubmitted = await update('keep.example', 'initiated');
    expect(madeSubmitted.statusCode).toBe(409);
    expect(madeSubmitted.json().code).toBe('InvalidStatusTransition');
    expect((await statusOf(connectionId, 'keep.example'))?.status).toBe('pending');
    expect((await update('sent.example', 'initiated')).statusCode).toBe(200);
    expect((await statusOf(connectionId, 'sent.example'))?.status).toBe('initiated');
    const setByReclaim = await update('keep.example', 'processing');
    expect(setByReclaim.statusCode).toBe(400);
    expect(setByReclaim.json().fields[0].path).toBe('body.requestBody.status');
    const notADomain = await update('<script>', 'needed');
    expect(notADomain.statusCode).toBe(400);
    expect(notADomain.json().fields[0].path).toBe('body.requestBody.domainName');
  });

  it('marks a selection as needed all together, or not at all', async () => {
    const { user, address, connectionId } = await mailboxWith([
      { domain: 'one.example' },
      { domain: 'two.example' },
      { domain: 'already.example', status: 'needed' },
      { domain: 'sent.example', status: 'initiated', statusDaysAgo: 1 },
    ]);
    const bulk = (bulkDomain: string[]) =>
      call(BULK_UPDATE_DOMAIN_STATUS_PATH, user, {
        emailId: address,
        status: 'needed',
        bulkDomain,
      });

    const refused = await bulk(['one.example', 'sent.example']);
    expect(refused.statusCode).toBe(409);
    const missing = await bulk(['one.example', 'nowhere.example']);
    expect(missing.statusCode).toBe(404);
    expect((await statusOf(connectionId, 'one.example'))?.status).toBe('pending');

    const done = await bulk(['one.example', 'two.example', 'already.example', 'ONE.example']);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual({ updated: 2 });
    for (const domain of ['one.example', 'two.example', 'already.example']) {
      expect((await statusOf(connectionId, domain))?.status).toBe('needed');
    }

    expect((await bulk([])).statusCode).toBe(400);
  });
});
