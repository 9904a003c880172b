import {
  ACCOUNT_DELETED_MESSAGE,
  DELETE_ACCOUNT_PATH,
  REFERRAL_PATH,
  REFERRAL_VISITS_PATH,
} from '@reclaim/contract';
import {
  accounts,
  feedback,
  mailboxConnections,
  outboxMessages,
  sessions,
  users,
} from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealCredentials } from '../../mailbox-providers/credentials';
import type { MailboxAccess, MailboxProvider } from '../../mailbox-providers/provider';
import { createProviderRegistry } from '../../mailbox-providers/registry';
import { rowsNaming } from '../../test/rows-naming';
import {
  cookieHeader,
  createTestApp,
  postJson,
  TEST_SECRET_KEY,
  type TestApp,
} from '../../test/test-app';

const PASSWORD = 'Reclaim!2026x';

describe.each(testDatabases())('account deletion on $name', (testDatabase) => {
  let t: TestApp;
  let sequence = 0;
  const revoked: MailboxAccess[] = [];
  const gmail: MailboxProvider = {
    id: 'gmail',
    scan: () => Promise.reject(new Error('not scanned here')),
    send: () => Promise.reject(new Error('not sent here')),
    revoke: async (access) => void revoked.push(access),
  };
  beforeAll(async () => {
    t = await createTestApp(testDatabase, { providers: createProviderRegistry([gmail]) });
  });
  afterAll(() => t.close());

  async function signedInUser() {
    const email = `delete-${Date.now()}-${sequence++}@example.com`;
    await postJson(t.app, '/api/auth/sign-up/email', { name: 'Del', email, password: PASSWORD });
    await postJson(t.app, '/api/auth/email-otp/verify-email', { email, otp: t.lastCode(email) });
    const signIn = await postJson(t.app, '/api/auth/sign-in/email', { email, password: PASSWORD });
    return {
      email,
      cookie: cookieHeader(signIn.headers['set-cookie']),
      userId: signIn.json().user.id as string,
    };
  }

  const credentials = {
    kind: 'oauth' as const,
    accessToken: 'access-token',
    refreshToken: 'refresh-token',
    expiresAt: null,
    scope: 'gmail.readonly',
  };

  async function connectGmail(userId: string, address: string) {
    const id = crypto.randomUUID();
    await t.database.db.insert(mailboxConnections).values({
      id,
      userId,
      provider: 'gmail',
      address,
      sealedCredentials: sealCredentials(TEST_SECRET_KEY, id, credentials),
    });
  }

  it('deletes every row of the user and ends the session', async () => {
    const { email, cookie, userId } = await signedInUser();
    await postJson(t.app, '/api/feedback', { message: 'bye' }, { cookie });
    const response = await postJson(
      t.app,
      DELETE_ACCOUNT_PATH,
      { requestInfo: { userName: email } },
      { cookie },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: ACCOUNT_DELETED_MESSAGE });
    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, userId))).toHaveLength(0);
    expect(await db.select().from(accounts).where(eq(accounts.userId, userId))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);
    expect(await db.select().from(feedback).where(eq(feedback.message, 'bye'))).toHaveLength(0);
    const after = await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } });
    expect(after.json()).toBeNull();
  });

  it('leaves no row in any table that names the person', async () => {
    const { email, cookie, userId } = await signedInUser();
    const mailbox = `mailbox-${sequence}@gmail.example`;
    const db = t.database.db;
    await connectGmail(userId, mailbox);
    await postJson(t.app, '/api/feedback', { message: 'signed in' }, { cookie });
    await postJson(t.app, '/api/feedback', { message: 'signed out', email: email.toUpperCase() });
    await postJson(t.app, '/api/auth/sign-in/email', { email, password: 'Wrong!Pass123' });
    await postJson(t.app, '/api/auth/email-otp/request-password-reset', { email });
    await db.insert(outboxMessages).values({ recipient: email, subject: 'Code', text: '123456' });
    const referral = await t.app.inject({ url: REFERRAL_PATH, headers: { cookie } });
    await postJson(t.app, REFERRAL_VISITS_PATH, {
      token: referral.json().token,
      medium: 'website',
    });
    const needles = [email, userId, mailbox];
    expect(await rowsNaming(db, needles)).toEqual(
      expect.arrayContaining([
        'public.users',
        'public.feedback',
        'public.verifications',
        'public.referral_visits',
      ]),
    );

    const response = await postJson(
      t.app,
      DELETE_ACCOUNT_PATH,
      { requestInfo: { userName: email } },
      { cookie },
    );

    expect(response.statusCode).toBe(200);
    expect(await rowsNaming(db, needles)).toEqual([]);
  });

  it('gives up the mailbox grants at the provider before deleting', async () => {
    revoked.length = 0;
    const { email, cookie, userId } = await signedInUser();
    await connectGmail(userId, 'owner@gmail.example');

    const response = await postJson(
      t.app,
      DELETE_ACCOUNT_PATH,
      { requestInfo: { userName: email } },
      { cookie },
    );

    expect(response.statusCode).toBe(200);
    expect(revoked).toEqual([
      expect.objectContaining({ address: 'owner@gmail.example', credentials }),
    ]);
    const left = await t.database.db
      .select()
      .from(mailboxConnections)
      .where(eq(mailboxConnections.userId, userId));
    expect(left).toHaveLength(0);
  });

  it('answers 401 without a session', async () => {
    const response = await postJson(t.app, DELETE_ACCOUNT_PATH, {
      requestInfo: { userName: 'x@example.com' },
    });
    expect(response.statusCode).toBe(401);
  });

  it("refuses a userName that is not the session's, deleting nothing", async () => {
    const victim = await signedInUser();
    const attacker = await signedInUser();
    const response = await postJson(
      t.app,
      DELETE_ACCOUNT_PATH,
      { requestInfo: { userName: victim.email } },
      { cookie: attacker.cookie },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().fields[0].path).toBe('body.requestInfo.userName');
    expect(
      await t.database.db.select().from(users).where(eq(users.id, victim.userId)),
    ).toHaveLength(1);
    expect(
      await t.database.db.select().from(users).where(eq(users.id, attacker.userId)),
    ).toHaveLength(1);
  });

  it('names the missing field of a malformed envelope', async () => {
    const { cookie } = await signedInUser();
    const response = await postJson(t.app, DELETE_ACCOUNT_PATH, { requestBody: {} }, { cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].path).toBe('body.requestInfo');
  });
});
