import {
  accountExportSchema,
  EXPORT_ACCOUNT_PATH,
  REFERRAL_PATH,
  REFERRAL_VISITS_PATH,
} from '@reclaim/contract';
import {
  bouncedRecipients,
  deletionRequests,
  requestAnswers,
  domainRecords,
  mailboxConnections,
} from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealCredentials } from '../../mailbox-providers/credentials';
import { rowsNaming } from '../../test/rows-naming';
import {
  cookieHeader,
  createTestApp,
  postJson,
  TEST_SECRET_KEY,
  type TestApp,
} from '../../test/test-app';

const PASSWORD = 'Reclaim!2026x';

/** Where each table that can name a person shows in the export. */
const EXPORTED = {
  'public.users': 'account',
  'public.accounts': 'account.signInMethods',
  'public.mailbox_connections': 'mailboxes',
  'public.domain_records': 'companies',
  'public.deletion_requests': 'deletionRequests',
  'public.request_answers': 'deletionRequests.answers',
  'public.bounced_recipients': 'bouncedRecipients',
  'public.feedback': 'feedback',
  'public.referral_visits': 'referralVisits',
} as const;

/** Tables that name the person but hold keys or passing state, not their data. */
const LEFT_OUT = new Set([
  'public.sessions', // session tokens
  'public.verifications', // sign-up and reset codes
  'public.mailbox_authorizations', // OAuth state and PKCE verifiers, minutes long
  'public.outbox_messages', // the local outbox's copies of app mail (codes)
]);
const isJobQueue = (table: string) => table.startsWith('pgboss');

describe.each(testDatabases())('downloading my data on $name', (testDatabase) => {
  let t: TestApp;
  let sequence = 0;
  beforeAll(async () => {
    t = await createTestApp(testDatabase);
  });
  afterAll(() => t.close());

  async function signedInUser() {
    const email = `export-${Date.now()}-${sequence++}@example.com`;
    await postJson(t.app, '/api/auth/sign-up/email', { name: 'Ada', email, password: PASSWORD });
    await postJson(t.app, '/api/auth/email-otp/verify-email', { email, otp: t.lastCode(email) });
    const signIn = await postJson(t.app, '/api/auth/sign-in/email', { email, password: PASSWORD });
    return {
      email,
      cookie: cookieHeader(signIn.headers['set-cookie']),
      userId: signIn.json().user.id as string,
    };
  }

  /** A Gmail mailbox with one company found in it and one request sent to that company. */
  async function mailboxWithRequest(userId: string, address: string) {
    const connectionId = crypto.randomUUID();
    await t.database.db.insert(mailboxConnections).values({
      id: connectionId,
      userId,
      provider: 'gmail',
      address,
      writePermission: 1,
      sealedCredentials: sealCredentials(TEST_SECRET_KEY, connectionId, {
        kind: 'oauth',
        accessToken: 'secret-access-token',
        refreshToken: 'secret-refresh-token',
        expiresAt: null,
        scope: 'gmail.readonly gmail.send',
      }),
      addressProvedAt: new Date('2025-03-01T10:00:00Z'),
    });
    const [record] = await t.database.db
      .insert(domainRecords)
      .values({
        connectionId,
        domain: 'shop.example',
        status: 'initiated',
        firstEmailDate: new Date('2020-01-01'),
        lastEmailDate: new Date('2024-01-01'),
        emailCount: 4,
        samples: [{ from: 'news@shop.example', subject: 'Your order', date: '2024-01-01' }],
      })
      .returning();
    const [request] = await t.database.db
      .insert(deletionRequests)
      .values({
        domainRecordId: record!.id,
        connectionId,
        userId,
        domain: 'shop.example',
        recipient: 'privacy@shop.example',
        isRecipientVerified: true,
        jurisdiction: 'gdpr',
        subject: 'Request to erase my personal data',
        html: '<p>Please erase my personal data.</p>',
        status: 'initiated',
        sentAt: new Date('2026-01-02'),
        dueAt: new Date('2026-02-02'),
        repliedAt: new Date('2026-01-20'),
        firstRepliedAt: new Date('2026-01-09'),
        outcome: 'in_progress',
        outcomeReason: 'need_user_verification',
      })
      .returning();
    await t.database.db.insert(requestAnswers).values({
      requestId: request!.id,
      userId,
      kind: 'identity',
      detail: 'My customer number',
      via: 'post-or-phone',
      saidAt: new Date('2026-01-10'),
      outcome: 'in_progress',
      outcomeReason: 'need_user_verification',
      dueAt: new Date('2026-02-02'),
      createdAt: new Date('2026-01-11'),
    });
    await t.database.db.insert(bouncedRecipients).values({
      userId,
      domain: 'shop.example',
      address: 'old-privacy@shop.example',
      reason: 'Your request to old-privacy@shop.example came back undelivered.',
      bouncedAt: new Date('2025-12-01'),
    });
    return connectionId;
  }

  const download = (user: { email: string; cookie: string }, userName = user.email) =>
    postJson(t.app, EXPORT_ACCOUNT_PATH, { requestInfo: { userName } }, { cookie: user.cookie });

  it('holds every table that names the person, and no secret', async () => {
    const user = await signedInUser();
    const mailbox = `mailbox-${sequence}@gmail.example`;
    const connectionId = await mailboxWithRequest(user.userId, mailbox);
    await postJson(t.app, '/api/feedback', { message: 'signed in note' }, { cookie: user.cookie });
    await postJson(t.app, '/api/feedback', {
      message: 'signed out note',
      email: user.email.toUpperCase(),
    });
    const referral = await t.app.inject({ url: REFERRAL_PATH, headers: { cookie: user.cookie } });
    await postJson(t.app, REFERRAL_VISITS_PATH, {
      token: referral.json().token,
      medium: 'facebook',
    });

    const response = await download(user);

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const everything = accountExportSchema.parse(response.json().data.responseObject);
    expect(everything.account).toMatchObject({
      name: 'Ada',
      email: user.email,
      emailVerified: true,
      signInMethods: ['credential'],
    });
    expect(everything.mailboxes).toEqual([
      expect.objectContaining({
        address: mailbox,
        provider: 'gmail',
        maySend: true,
        addressProvedAt: '2025-03-01T10:00:00.000Z',
        aliases: [],
      }),
    ]);
    expect(everything.companies).toEqual([
      expect.objectContaining({
        mailbox,
        domain: 'shop.example',
        emailCount: 4,
        samples: [{ from: 'news@shop.example', subject: 'Your order', date: '2024-01-01' }],
      }),
    ]);
    expect(everything.deletionRequests).toEqual([
      expect.objectContaining({
        mailbox,
        domain: 'shop.example',
        recipient: 'privacy@shop.example',
        html: '<p>Please erase my personal data.</p>',
        dueAt: '2026-02-02T00:00:00.000Z',
        repliedAt: '2026-01-20T00:00:00.000Z',
        firstRepliedAt: '2026-01-09T00:00:00.000Z',
        outcome: { outcome: 'in_progress', reason: 'need_user_verification' },
        answers: [
          {
            kind: 'identity',
            detail: 'My customer number',
            via: 'post-or-phone',
            saidAt: '2026-01-10T00:00:00.000Z',
            recordedAt: '2026-01-11T00:00:00.000Z',
            dueDate: '2026-02-02T00:00:00.000Z',
            isLateExtension: false,
          },
        ],
      }),
    ]);
    expect(everything.bouncedRecipients).toEqual([
      {
        domain: 'shop.example',
        address: 'old-privacy@shop.example',
        reason: 'Your request to old-privacy@shop.example came back undelivered.',
        bouncedAt: '2025-12-01T00:00:00.000Z',
      },
    ]);
    // Only what the person sent signed in is theirs; the note that merely names the address is
    // left out (see the next test).
    expect(everything.feedback.map((note) => note.message)).toEqual(['signed in note']);
    expect(everything.referralVisits).toEqual([
      { medium: 'facebook', visitedAt: expect.any(String) },
    ]);

    // Every table that names the person is in the file, or left out for a stated reason.
    const naming = await rowsNaming(t.database.db, [user.email, user.userId, connectionId]);
    const unaccounted = naming.filter(
      (table) => !(table in EXPORTED) && !LEFT_OUT.has(table) && !isJobQueue(table),
    );
    expect(unaccounted).toEqual([]);
    for (const table of naming.filter((name) => name in EXPORTED)) {
      const section = EXPORTED[table as keyof typeof EXPORTED].split('.')[0]!;
      expect(everything, table).toHaveProperty(section);
    }

    const text = JSON.stringify(response.json());
    for (const secret of ['secret-access-token', 'secret-refresh-token', '$argon2', PASSWORD]) {
      expect(text).not.toContain(secret);
    }
  });

  it('leaves out feedback that only names the address: anyone can type it', async () => {
    const user = await signedInUser();
    await postJson(t.app, '/api/feedback', { message: 'my own note' }, { cookie: user.cookie });
    const anonymous = await postJson(t.app, '/api/feedback', {
      message: 'a stranger wrote this under your address',
      email: user.email,
    });
    expect(anonymous.statusCode).toBeLessThan(300);

    const mine = accountExportSchema.parse((await download(user)).json().data.responseObject);

    expect(mine.feedback.map((note) => note.message)).toEqual(['my own note']);
    expect(JSON.stringify(mine)).not.toContain('a stranger wrote this');
  });

  it("gives nothing of another person's", async () => {
    const ada = await signedInUser();
    const ben = await signedInUser();
    await mailboxWithRequest(ben.userId, `ben-${sequence}@gmail.example`);
    const bensLink = await t.app.inject({ url: REFERRAL_PATH, headers: { cookie: ben.cookie } });
    await postJson(t.app, REFERRAL_VISITS_PATH, {
      token: bensLink.json().token,
      medium: 'website',
    });

    const mine = accountExportSchema.parse((await download(ada)).json().data.responseObject);
    expect(mine.mailboxes).toEqual([]);
    expect(mine.companies).toEqual([]);
    expect(mine.deletionRequests).toEqual([]);
    expect(mine.referralVisits).toEqual([]);

    const asBen = await download(ada, ben.email);
    expect(asBen.statusCode).toBe(403);
    expect(JSON.stringify(asBen.json())).not.toContain('ben-');
  });

  it('answers 401 without a session', async () => {
    const response = await postJson(t.app, EXPORT_ACCOUNT_PATH, {
      requestInfo: { userName: 'someone@example.com' },
    });
    expect(response.statusCode).toBe(401);
  });
});
