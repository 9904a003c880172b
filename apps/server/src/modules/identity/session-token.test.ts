import { sessions } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionTokenDigest } from './hashed-session-tokens';
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
    const id = crypto.randomUUID();
    const token = `token-${crypto.randomUUID()}`;
    const createdAt = new Date(Date.now() - ageDays * DAY_MS);
    await t.database.db.insert(sessions).values({
      id,
      token: sessionTokenDigest(token),
      userId,
      createdAt,
      updatedAt: createdAt,
      expiresAt: new Date(Date.now() + 7 * DAY_MS),
    });
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, id));
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
      .where(eq(sessions.id, young.row.id));
    const [moved] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, young.row.id));
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

  it('stores a digest of the token: a copy of the database opens no session', async () => {
    const { email, cookie } = await signedInUser(t);
    const signIn = await postJson(t.app, '/api/auth/sign-in/email', {
      email,
      password: 'Reclaim!2026x',
    });
    const token = String(signIn.headers['set-auth-token']).split('.')[0]!;
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.token, sessionTokenDigest(token)));
    expect(row).toBeDefined();
    expect(row!.token).not.toContain(token);

    const asBearer = (value: string) =>
      t.app.inject({ url: '/api/auth/get-session', headers: { authorization: `Bearer ${value}` } });
    expect((await asBearer(token)).json()).toMatchObject({ user: { email } });
    expect((await asBearer(row!.token)).json()).toBeNull();

    // Signing out ends the session the cookie names, found by its digest.
    const signOut = await postJson(t.app, '/api/auth/sign-out', {}, { cookie });
    expect(signOut.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } });
    expect(after.json()).toBeNull();
    expect((await asBearer(token)).json()).toMatchObject({ user: { email } });
  });

  it('keeps the people signed in across the migration that digests stored tokens', async () => {
    const { userId } = await signedInUser(t);
    const id = crypto.randomUUID();
    const token = `token-${crypto.randomUUID()}`;
    await t.database.db.insert(sessions).values({
      id,
      token,
      userId,
      expiresAt: new Date(Date.now() + DAY_MS),
    });
    const migration = readFileSync(
      new URL(
        '../../../../../packages/db/migrations/0013_hashed-session-tokens.sql',
        import.meta.url,
      ),
      'utf8',
    );
    const statement = migration
      .replace(/^--.*$/gm, '')
      .trim()
      .replace(/;$/, '');
    await t.database.db.execute(sql.raw(`${statement} WHERE "id" = '${id}'`));

    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, id));
    expect(row!.token).toBe(sessionTokenDigest(token));
    const answer = await t.app.inject({
      url: '/api/auth/get-session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.json()).toMatchObject({ user: { id: userId } });
  });
});
