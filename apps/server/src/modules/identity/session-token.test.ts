import { sessions } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieHeader,
  createTestApp,
  postJson,
  signedInUser,
  type TestApp,
} from '../../test/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabases())('sessions on $name', (testDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabase);
  });
  afterAll(() => t.close());

  it('keeps the session token out of JSON answers; the cookie carries it', async () => {
    const { email } = await signedInUser(t);
    const signIn = await postJson(t.app, '/api/auth/sign-in/email', {
      email,
      password: 'Reclaim!2026x',
    });
    expect(signIn.statusCode).toBe(200);
    const token = String(signIn.headers['set-auth-token']);
    expect(token.length).toBeGreaterThan(10);
    expect(signIn.body).not.toContain(token);
    expect(signIn.json()).not.toHaveProperty('token');

    const session = await t.app.inject({
      url: '/api/auth/get-session',
      headers: { cookie: cookieHeader(signIn.headers['set-cookie']) },
    });
    expect(session.json()).toMatchObject({
      user: { email },
      session: { userId: expect.any(String) },
    });
    expect(session.json().session).not.toHaveProperty('token');
    expect(session.body).not.toContain(token);
  });

  /** A session row as the identity service writes it, created `ageDays` ago. */
  async function sessionCreatedDaysAgo(userId: string, ageDays: number) {
    const token = `token-${crypto.randomUUID()}`;
    const createdAt = new Date(Date.now() - ageDays * DAY_MS);
    await t.database.db.insert(sessions).values({
      id: crypto.randomUUID(),
      token,
      userId,
      createdAt,
      updatedAt: createdAt,
      expiresAt: new Date(Date.now() + 7 * DAY_MS),
    });
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.token, token));
    return { token, row: row! };
  }

  it('ends every session 30 days after sign-in, however it is used', async () => {
    const { userId } = await signedInUser(t);
    const young = await sessionCreatedDaysAgo(userId, 29);
    expect(young.row.expiresAt.getTime() - young.row.createdAt.getTime()).toBe(30 * DAY_MS);

    // Use moves the end a week on, as the identity service does; the cap holds.
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 7 * DAY_MS), createdAt: new Date() })
      .where(eq(sessions.token, young.token));
    const [moved] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.token, young.token));
    expect(moved!.createdAt).toEqual(young.row.createdAt);
    expect(moved!.expiresAt.getTime()).toBe(young.row.createdAt.getTime() + 30 * DAY_MS);

    const old = await sessionCreatedDaysAgo(userId, 31);
    const answer = await t.app.inject({
      url: '/api/auth/get-session',
      headers: { authorization: `Bearer ${old.token}` },
    });
    expect(answer.json()).toBeNull();
    const fresh = await t.app.inject({
      url: '/api/auth/get-session',
      headers: { authorization: `Bearer ${young.token}` },
    });
    expect(fresh.json()).toMatchObject({ user: { id: userId } });
  });
});
