import {
  GET_DOMAIN_COUNTS_PATH,
  GET_DOMAINS_V2_PATH,
  GET_PEOPLE_PATH,
  UPDATE_SENDER_KIND_PATH,
  type DomainRecord,
  type PersonRecord,
} from '@reclaim/contract';
import { domainRecords, mailboxConnections, senderCorrections } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailboxProvider, MessageMetadata } from '../../mailbox-providers/provider';
import { createProviderRegistry } from '../../mailbox-providers/registry';
import { runScanSlice } from '../../scanning/scan.service';
import { syntheticProvider } from '#testing/synthetic-provider';
import { createTestApp, postJson, signedInUser, type TestApp } from '../../test/test-app';
import { PEOPLE_PAGE_SIZE } from './sender-kinds.service';

const KEY = Buffer.alloc(32, 5);

let sequence = 0;
function message(fromAddress: string, fromName: string, mailerHeaders: string[] = []) {
  sequence += 1;
  return {
    id: `k${sequence}`,
    fromAddress,
    fromName,
    subject: `Subject ${sequence}`,
    snippet: '',
    date: new Date(Date.UTC(2025, 0, 1) + sequence * 86_400_000),
    mailerHeaders,
    isReply: false,
    categories: [],
  } satisfies MessageMetadata;
}

/** A company, a person on their own domain, and a company whose employee also writes. */
function mailbox() {
  return [
    message('orders@shop.example', 'Shop Example', ['list-unsubscribe']),
    message('orders@shop.example', 'Shop Example', ['list-unsubscribe']),
    message('anna.berg@berg-family.example', 'Anna Berg'),
    message('anna.berg@berg-family.example', 'Anna Berg'),
    message('jonas.weber@acme.example', 'Jonas Weber'),
    message('newsletter@acme.example', 'ACME', ['list-unsubscribe']),
  ];
}

describe.each(testDatabases())('people and their corrections on $name', (testDatabase) => {
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
      { cookie: user.cookie },
    );

  async function connect(user: User, address: string) {
    const [row] = await t.database.db
      .insert(mailboxConnections)
      .values({ userId: user.userId, provider: 'demo', address })
      .returning();
    return row!;
  }

  /** Scans `connectionId` in one page; `restarted` starts the mailbox over as a rescan does. */
  async function scan(connectionId: string, messages: MessageMetadata[], restarted = false) {
    const provider: MailboxProvider = {
      ...syntheticProvider(),
      scan: async () => ({ messages, cursor: null, progress: 100, restarted }),
    };
    const deps = {
      db: t.database.db,
      secretKey: KEY,
      providers: createProviderRegistry([provider]),
    };
    expect(await runScanSlice(deps, connectionId)).toBe('complete');
    // A rescan starts from no cursor again.
    await t.database.db
      .update(mailboxConnections)
      .set({ scanCursor: null })
      .where(eq(mailboxConnections.id, connectionId));
  }

  async function companiesOf(user: User, emailId: string) {
    const response = await call(GET_DOMAINS_V2_PATH, user, { tile: 'pending', emailId });
    expect(response.statusCode).toBe(200);
    return (response.json().data.responseListObject as DomainRecord[]).map((r) => r.domainName);
  }

  async function peopleOf(user: User, after: string | null = null) {
    const response = await call(GET_PEOPLE_PATH, user, { parsedEmailDataId: after });
    expect(response.statusCode).toBe(200);
    return response.json().data as { responseListObject: PersonRecord[]; lastKey: string | null };
  }

  async function recordOf(connectionId: string, domain: string) {
    const [row] = await t.database.db
      .select()
      .from(domainRecords)
      .where(and(eq(domainRecords.connectionId, connectionId), eq(domainRecords.domain, domain)));
    return row;
  }

  it('keeps people out of the lists and counts, lists them apart, and keeps none of their mail', async () => {
    const user = await signedInUser(t);
    const box = await connect(user, 'me@outlook.com');
    await scan(box.id, mailbox());

    expect((await companiesOf(user, box.address)).sort()).toEqual(['acme.example', 'shop.example']);
    const counts = (await call(GET_DOMAIN_COUNTS_PATH, user, { emailId: box.address })).json();
    expect(counts.data.responseListObject[0].pendingDomain).toBe(2);

    const people = await peopleOf(user);
    expect(people).toEqual({
      responseListObject: [
        {
          domainName: 'berg-family.example',
          emailIds: ['me@outlook.com'],
          noOfEmails: 2,
          firstEmailDate: expect.any(String),
          lastEmailDate: expect.any(String),
          isCorrected: false,
        },
      ],
      lastKey: null,
    });
    expect((await recordOf(box.id, 'berg-family.example'))!.samples).toEqual([]);
    // A company's domain stays a company when one of its people writes; only its own mail is kept.
    const acme = await recordOf(box.id, 'acme.example');
    expect(acme).toMatchObject({ emailCount: 2, looksPersonal: false });
    expect(acme!.samples.map((sample) => sample.from)).toEqual(['newsletter@acme.example']);
  });

  it('"This is a person" hides a company in all the person’s mailboxes, through rescans', async () => {
    const user = await signedInUser(t);
    const first = await connect(user, 'me@gmx.example');
    const second = await connect(user, 'me.too@gmx.example');
    await scan(first.id, mailbox());

    const response = await call(UPDATE_SENDER_KIND_PATH, user, {
      domainName: 'Shop.Example',
      kind: 'person',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ updated: 1 });
    expect(await companiesOf(user, first.address)).toEqual(['acme.example']);
    expect(await recordOf(first.id, 'shop.example')).toMatchObject({
      samples: [],
      kindCorrection: 'person',
      emailCount: 2,
    });
    const people = (await peopleOf(user)).responseListObject;
    expect(people.map((p) => [p.domainName, p.isCorrected])).toEqual([
      ['berg-family.example', false],
      ['shop.example', true],
    ]);

    // A rescan starts the mailbox over: the correction holds, and nothing of its mail is kept.
    await scan(first.id, mailbox(), true);
    expect(await companiesOf(user, first.address)).toEqual(['acme.example']);
    expect(await recordOf(first.id, 'shop.example')).toMatchObject({ samples: [], emailCount: 2 });

    // A mailbox scanned after the correction knows it too.
    await scan(second.id, mailbox());
    expect(await companiesOf(user, second.address)).toEqual(['acme.example']);
    expect((await peopleOf(user)).responseListObject.map((p) => p.emailIds)).toEqual([
      ['me.too@gmx.example', 'me@gmx.example'],
      ['me.too@gmx.example', 'me@gmx.example'],
    ]);
  });

  it('"This is a company" brings a sender back, and later scans keep its mail again', async () => {
    const user = await signedInUser(t);
    const box = await connect(user, 'me@web.example');
    await scan(box.id, mailbox());

    const response = await call(UPDATE_SENDER_KIND_PATH, user, {
      domainName: 'berg-family.example',
      kind: 'company',
    });
    expect(response.statusCode).toBe(200);
    expect((await companiesOf(user, box.address)).sort()).toEqual([
      'acme.example',
      'berg-family.example',
      'shop.example',
    ]);
    expect((await peopleOf(user)).responseListObject).toEqual([]);
    const counts = (await call(GET_DOMAIN_COUNTS_PATH, user, { emailId: box.address })).json();
    expect(counts.data.responseListObject[0].pendingDomain).toBe(3);

    await scan(box.id, mailbox(), true);
    expect(await companiesOf(user, box.address)).toContain('berg-family.example');
    const [stored] = await t.database.db
      .select()
      .from(senderCorrections)
      .where(eq(senderCorrections.userId, user.userId));
    expect(stored).toMatchObject({ domain: 'berg-family.example', kind: 'company' });
  });

  it('refuses another person’s sender, an unknown one, and one a request went to', async () => {
    const owner = await signedInUser(t);
    const box = await connect(owner, 'owner@mail.example');
    await scan(box.id, mailbox());
    await t.database.db
      .update(domainRecords)
      .set({ status: 'initiated' })
      .where(and(eq(domainRecords.connectionId, box.id), eq(domainRecords.domain, 'acme.example')));

    const stranger = await signedInUser(t);
    const stolen = await call(UPDATE_SENDER_KIND_PATH, stranger, {
      domainName: 'shop.example',
      kind: 'person',
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().fields).toEqual([
      { path: 'body.requestBody.domainName', message: 'Not found in your mailboxes' },
    ]);
    expect((await peopleOf(stranger)).responseListObject).toEqual([]);

    const sent = await call(UPDATE_SENDER_KIND_PATH, owner, {
      domainName: 'acme.example',
      kind: 'person',
    });
    expect(sent.statusCode).toBe(409);
    expect(await recordOf(box.id, 'acme.example')).toMatchObject({
      kindCorrection: null,
      status: 'initiated',
    });
    expect(
      await t.database.db
        .select()
        .from(senderCorrections)
        .where(eq(senderCorrections.userId, owner.userId)),
    ).toEqual([]);

    const invalid = await call(UPDATE_SENDER_KIND_PATH, owner, {
      domainName: 'shop.example',
      kind: 'robot',
    });
    expect(invalid.statusCode).toBe(400);
    expect(JSON.stringify(invalid.json().fields)).toContain('kind');
    expect((await companiesOf(owner, box.address)).sort()).toEqual(['shop.example']);
  });

  it('pages the people list in domain order', async () => {
    const user = await signedInUser(t);
    const box = await connect(user, 'many@mail.example');
    const people = Array.from({ length: PEOPLE_PAGE_SIZE + 3 }, (_, i) =>
      message(`kim.lee@lee${String(i).padStart(3, '0')}.example`, 'Kim Lee'),
    );
    await scan(box.id, people);
    const first = await peopleOf(user);
    expect(first.responseListObject).toHaveLength(PEOPLE_PAGE_SIZE);
    expect(first.lastKey).toBe(`lee${String(PEOPLE_PAGE_SIZE - 1).padStart(3, '0')}.example`);
    const second = await peopleOf(user, first.lastKey);
    expect(second.responseListObject.map((p) => p.domainName)).toEqual([
      'lee050.example',
      'lee051.example',
      'lee052.example',
    ]);
    expect(second.lastKey).toBeNull();
  });
});
