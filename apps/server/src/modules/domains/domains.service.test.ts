import {
  BULK_UPDATE_DOMAIN_STATUS_PATH,
  DOMAIN_PAGE_SIZE,
  GET_DOMAIN_COUNTS_PATH,
  GET_DOMAINS_V2_PATH,
  UPDATE_DOMAIN_STATUS_PATH,
  type DomainRecord,
  type DomainStatus,
} from '@reclaim/contract';
import { domainRecords, mailboxConnections, type DatabaseHandle } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postJson, signedInUser, type TestApp } from '../../test/test-app';

interface DomainPage {
  data: { responseListObject: DomainRecord[]; lastKey: string | null };
}

/**
 * The database as an app sees it when change notifications never reach it: the app's own writes
 * must then drop its cached answers by themselves.
 */
function withoutNotifications(database: DatabaseHandle): DatabaseHandle {
  return {
    ...database,
    listen: (channels, listener) => database.listen(channels, { ...listener, onNotify: () => {} }),
  };
}

/**
 * What the service adds on top of the routes' checks: answers cached per mailbox and person and
 * dropped on change, exact page sizes, and the messages of refused calls.
 *
 * Notifications are dropped so that what is read right after a write depends only on what the
 * service itself drops from the cache, on PGlite (which notifies before a call returns) as on
 * Postgres.
 */
describe.each(testDatabases())('domain service on $name', (testDatabase) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(testDatabase, { wrapDatabase: withoutNotifications });
  });
  afterAll(() => t.close());

  type User = Awaited<ReturnType<typeof signedInUser>>;

  /**
   * Connects one more mailbox to an existing person (the routes' tests make a new person per
   * mailbox), holding `count` pending companies named `<prefix>-NNN.example`.
   */
  async function connectMailbox(
    user: User,
    address: string,
    prefix: string,
    count: number,
    recommended: (index: number) => boolean = () => false,
  ) {
    const [connection] = await t.database.db
      .insert(mailboxConnections)
      .values({ userId: user.userId, provider: 'demo', address, status: 'completed' })
      .returning();
    const now = Date.now();
    const domains = Array.from(
      { length: count },
      (_, index) => `${prefix}-${String(index).padStart(3, '0')}.example`,
    );
    await t.database.db.insert(domainRecords).values(
      domains.map((domain, index) => ({
        connectionId: connection!.id,
        domain,
        dsrRecommendation: recommended(index) ? 1 : 0,
        firstEmailDate: new Date(now - 1000 * 24 * 60 * 60 * 1000),
        // Distinct dates, so the order (newest first) is the order of `domains`.
        lastEmailDate: new Date(now - (index + 1) * 60_000),
      })),
    );
    return domains;
  }

  const call = (path: string, user: User, requestBody: unknown) =>
    postJson(
      t.app,
      path,
      { requestInfo: { userName: user.email }, requestBody },
      { cookie: user.cookie },
    );

  /** One page of the Companies card, as the dashboard asks for it. */
  async function companiesPage(user: User, emailId: string, cursor: string | null = null) {
    const response = await call(GET_DOMAINS_V2_PATH, user, {
      tile: 'pending',
      emailId,
      parsedEmailDataId: cursor,
    });
    expect(response.statusCode).toBe(200);
    return response.json<DomainPage>().data;
  }

  const namesOf = (page: DomainPage['data']) =>
    page.responseListObject.map((record) => record.domainName);

  it("answers each of one person's mailboxes with its own companies, one after the other", async () => {
    const user = await signedInUser(t);
    const home = await connectMailbox(user, 'home@mail.example', 'home', 2);
    const work = await connectMailbox(user, 'work@mail.example', 'work', 3);

    for (let round = 0; round < 2; round += 1) {
      expect(namesOf(await companiesPage(user, 'home@mail.example'))).toEqual(home);
      expect(namesOf(await companiesPage(user, 'work@mail.example'))).toEqual(work);
    }
  });

  it('pages a list of exactly two pages in full pages, then gives no further cursor', async () => {
    const user = await signedInUser(t);
    const domains = await connectMailbox(user, 'full@mail.example', 'full', DOMAIN_PAGE_SIZE * 2);

    const first = await companiesPage(user, 'full@mail.example');
    expect(first.responseListObject).toHaveLength(DOMAIN_PAGE_SIZE);
    expect(first.lastKey).toEqual(expect.any(String));
    const second = await companiesPage(user, 'full@mail.example', first.lastKey);
    expect(second.responseListObject).toHaveLength(DOMAIN_PAGE_SIZE);
    expect(second.lastKey).toBeNull();
    expect([...namesOf(first), ...namesOf(second)]).toEqual(domains);
  });

  it('flags the recommended companies with dsrRecommendation 1 and the others with 0', async () => {
    const user = await signedInUser(t);
    const [liked, plain] = await connectMailbox(
      user,
      'flags@mail.example',
      'flags',
      2,
      (index) => index === 0,
    );

    const page = await companiesPage(user, 'flags@mail.example');
    expect(
      page.responseListObject.map(({ domainName, dsrRecommendation }) => ({
        domainName,
        dsrRecommendation,
      })),
    ).toEqual([
      { domainName: liked, dsrRecommendation: 1 },
      { domainName: plain, dsrRecommendation: 0 },
    ]);
  });

  it('shows a status change in the very next read of a list it had cached', async () => {
    const user = await signedInUser(t);
    const [domain] = await connectMailbox(user, 'fresh@mail.example', 'fresh', 1);
    const statusShown = async () =>
      (await companiesPage(user, 'fresh@mail.example')).responseListObject[0]?.status;
    expect(await statusShown()).toBe('pending');
    expect(await statusShown()).toBe('pending');

    const marked = await call(UPDATE_DOMAIN_STATUS_PATH, user, {
      emailId: 'fresh@mail.example',
      domainName: domain,
      status: 'needed',
    });
    expect(marked.statusCode).toBe(200);
    expect(await statusShown()).toBe('needed');
  });

  it('explains an unknown company (404) and a forbidden change (409) with message and fields', async () => {
    const user = await signedInUser(t);
    const [domain] = await connectMailbox(user, 'refuse@mail.example', 'refuse', 1);
    const update = (domainName: string, status: string) =>
      call(UPDATE_DOMAIN_STATUS_PATH, user, { emailId: 'refuse@mail.example', domainName, status });

    const unknown = await update('nowhere.example', 'needed');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'No such company in this mailbox: nowhere.example.',
      fields: [{ path: 'body.requestBody.domainName', message: 'Not found in this mailbox' }],
    });

    const refused = await update(domain!, 'reclaimed');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'InvalidStatusTransition',
      message: `Cannot mark ${domain} as reclaimed: ${domain} is pending.`,
      fields: [{ path: 'body.requestBody.status', message: 'Not allowed from the current status' }],
    });
  });

  it("names a page with records 'Success' and an empty one 'Data not found'", async () => {
    const user = await signedInUser(t);
    await connectMailbox(user, 'named@mail.example', 'named', 1);
    const tile = (name: string) =>
      call(GET_DOMAINS_V2_PATH, user, { tile: name, emailId: 'named@mail.example' });

    expect((await tile('pending')).json()).toMatchObject({ status: 200, message: 'Success' });
    expect((await tile('reclaimed')).json()).toMatchObject({
      status: 200,
      message: 'Data not found',
    });
  });

  it('refuses an address that is none of the caller’s mailboxes with a 404 message and field', async () => {
    const user = await signedInUser(t);

    const response = await call(GET_DOMAIN_COUNTS_PATH, user, { emailId: 'nobody@mail.example' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'No connected mailbox has this address.',
      fields: [
        { path: 'body.requestBody.emailId', message: 'Not one of your connected mailboxes' },
      ],
    });
  });

  it('names every unknown company of a bulk change, and every refused one with the first one’s status', async () => {
    const user = await signedInUser(t);
    const emailId = 'bulk@mail.example';
    const [needed, sent, failed] = await connectMailbox(user, emailId, 'bulk', 3);
    const statuses: [string, DomainStatus][] = [
      [needed!, 'needed'],
      [sent!, 'initiated'],
      [failed!, 'failed'],
    ];
    for (const [domain, status] of statuses) {
      await t.database.db
        .update(domainRecords)
        .set({ status })
        .where(eq(domainRecords.domain, domain));
    }
    const markNeeded = (bulkDomain: string[]) =>
      call(BULK_UPDATE_DOMAIN_STATUS_PATH, user, { emailId, status: 'needed', bulkDomain });

    const unknown = await markNeeded([needed!, 'gone-a.example', 'gone-b.example']);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      'No such company in this mailbox: gone-a.example, gone-b.example.',
    );

    const refused = await markNeeded([needed!, sent!, failed!]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Cannot mark ${sent}, ${failed} as needed: ${sent} is initiated.`,
    );
  });

  it('serves a mailbox address only to its owner, even right after the owner read it', async () => {
    const emailId = 'shared@mail.example';
    const owner = await signedInUser(t);
    const namesake = await signedInUser(t);
    const stranger = await signedInUser(t);
    const owned = await connectMailbox(owner, emailId, 'owned', 1);
    const namesakes = await connectMailbox(namesake, emailId, 'namesake', 2);

    expect(namesOf(await companiesPage(owner, emailId))).toEqual(owned);
    expect(namesOf(await companiesPage(namesake, emailId))).toEqual(namesakes);
    expect(
      (await call(GET_DOMAINS_V2_PATH, stranger, { tile: 'pending', emailId })).statusCode,
    ).toBe(404);
  });

  it('counts each of one person’s mailboxes apart, and shows a status change in the very next count', async () => {
    const user = await signedInUser(t);
    const [domain] = await connectMailbox(user, 'counted@mail.example', 'counted', 2);
    await connectMailbox(user, 'other@mail.example', 'other', 3);
    const counts = async (emailId: string) => {
      const response = await call(GET_DOMAIN_COUNTS_PATH, user, { emailId });
      expect(response.statusCode).toBe(200);
      const [{ pendingDomain, neededDomain }] = response.json().data.responseListObject;
      return { pendingDomain, neededDomain };
    };

    expect(await counts('counted@mail.example')).toEqual({ pendingDomain: 2, neededDomain: 0 });
    expect(await counts('other@mail.example')).toEqual({ pendingDomain: 3, neededDomain: 0 });

    const marked = await call(UPDATE_DOMAIN_STATUS_PATH, user, {
      emailId: 'counted@mail.example',
      domainName: domain,
      status: 'needed',
    });
    expect(marked.statusCode).toBe(200);
    expect(await counts('counted@mail.example')).toEqual({ pendingDomain: 1, neededDomain: 1 });
  });
});
