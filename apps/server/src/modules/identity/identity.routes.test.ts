import { accounts, users, verifications } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, createTestApp, postJson, type TestApp } from '../../test/test-app';

const PASSWORD = 'Reclaim!2026x';

describe.each(testDatabases())('identity on $name', (testDatabase) => {
  let t: TestApp;
  let sequence = 0;
  const newEmail = () => `person-${Date.now()}-${sequence++}@example.com`;

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
  });
  afterAll(() => t.close());

  async function signUp(email: string, password = PASSWORD) {
    return postJson(t.app, '/api/auth/sign-up/email', { name: 'Ada Lovelace', email, password });
  }

  async function signUpAndConfirm(email: string) {
    expect((await signUp(email)).statusCode).toBe(200);
    const verify = await postJson(t.app, '/api/auth/email-otp/verify-email', {
      email,
      otp: t.lastCode(email),
    });
    expect(verify.statusCode).toBe(200);
  }

  async function userCount() {
    const [row] = await t.database.db.select({ n: count() }).from(users);
    return row!.n;
  }

  it('signs up, mails a 6-digit code, confirms, and signs in with a cookie session', async () => {
    const email = newEmail();
    const response = await signUp(email);
    expect(response.statusCode).toBe(200);
    expect(t.mail.at(-1)).toMatchObject({
      recipient: email,
      subject: 'Your Reclaim verification code',
    });
    expect(t.lastCode(email)).toMatch(/^\d{6}$/);

    const beforeConfirm = await postJson(t.app, '/api/auth/sign-in/email', {
      email,
      password: PASSWORD,
    });
    expect(beforeConfirm.statusCode).toBe(403);
    expect(beforeConfirm.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });

    const verify = await postJson(t.app, '/api/auth/email-otp/verify-email', {
      email,
      otp: t.lastCode(email),
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.headers['set-cookie']).toBeUndefined();

    const signIn = await postJson(t.app, '/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(signIn.statusCode).toBe(200);
    const setCookie = [signIn.headers['set-cookie']].flat().join('\n');
    expect(setCookie).toMatch(/reclaim\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);

    const session = await t.app.inject({
      url: '/api/auth/get-session',
      headers: { cookie: cookieHeader(signIn.headers['set-cookie']) },
    });
    expect(session.json()).toMatchObject({
      user: { email, name: 'Ada Lovelace', emailVerified: true },
    });
  });

  it('accepts the session as a Bearer token', async () => {
    const email = newEmail();
    await signUpAndConfirm(email);
    const signIn = await postJson(t.app, '/api/auth/sign-in/email', { email, password: PASSWORD });
    const token = signIn.headers['set-auth-token'];
    expect(typeof token).toBe('string');
    const session = await t.app.inject({
      url: '/api/auth/get-session',
      headers: { authorization: `Bearer ${String(token)}` },
    });
    expect(session.json()).toMatchObject({ user: { email } });
  });

  it('stores argon2id hashes at or above the OWASP minimum', async () => {
    const email = newEmail();
    await signUp(email);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const [account] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, user!.id));
    expect(account!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const email = newEmail();
    await signUpAndConfirm(email);
    const wrongPassword = await postJson(t.app, '/api/auth/sign-in/email', {
      email,
      password: 'Wrong!Pass123',
    });
    const unknownEmail = await postJson(t.app, '/api/auth/sign-in/email', {
      email: newEmail(),
      password: 'Wrong!Pass123',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
  });

  it('refuses a second account for a confirmed address, whatever its case', async () => {
    const email = newEmail();
    await signUpAndConfirm(email);
    const again = await signUp(email.toUpperCase());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'USER_ALREADY_EXISTS',
      fields: [{ path: 'email' }],
    });
  });

  it.each([
    ['too short', 'Ab1!short'],
    ['no upper case', 'reclaim!2026x'],
    ['no lower case', 'RECLAIM!2026X'],
    ['no digit', 'Reclaim!Pass'],
    ['no special character', 'Reclaim2026xy'],
    ['a special character outside the list', 'Reclaim2026x+'],
  ])('enforces the password policy on sign-up (%s) and writes nothing', async (_case, password) => {
    const before = await userCount();
    const response = await signUp(newEmail(), password);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'PASSWORD_POLICY',
      fields: [{ path: 'password' }],
    });
    expect(await userCount()).toBe(before);
  });

  it.each([
    [{ name: 'A', email: 'not-an-address', password: PASSWORD }, 'email'],
    [{ name: '', email: 'someone@example.com', password: PASSWORD }, 'name'],
    [{ name: 'A'.repeat(101), email: 'someone@example.com', password: PASSWORD }, 'name'],
    [{ email: 'someone@example.com', password: PASSWORD }, 'name'],
  ])('rejects bad sign-up input %j naming the field %s', async (body, field) => {
    const before = await userCount();
    const response = await postJson(t.app, '/api/auth/sign-up/email', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((f: { path: string }) => f.path)).toContain(field);
    expect(await userCount()).toBe(before);
  });

  it('rejects a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: '{nope',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a wrong code, allows at most 5 attempts, and never accepts a code twice', async () => {
    const email = newEmail();
    await signUp(email);
    const code = t.lastCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await postJson(t.app, '/api/auth/email-otp/verify-email', { email, otp: wrong });
    expect(first.json()).toMatchObject({ code: 'INVALID_OTP' });
    for (let attempt = 2; attempt <= 5; attempt++) {
      await postJson(t.app, '/api/auth/email-otp/verify-email', { email, otp: wrong });
    }
    const afterLimit = await postJson(t.app, '/api/auth/email-otp/verify-email', {
      email,
      otp: code,
    });
    expect(afterLimit.statusCode).toBeGreaterThanOrEqual(400);
    expect(afterLimit.json().code).toMatch(/TOO_MANY_ATTEMPTS|INVALID_OTP|OTP_EXPIRED/);

    await postJson(t.app, '/api/auth/email-otp/send-verification-otp', {
      email,
      type: 'email-verification',
    });
    const fresh = t.lastCode(email);
    expect(
      (await postJson(t.app, '/api/auth/email-otp/verify-email', { email, otp: fresh })).statusCode,
    ).toBe(200);
    const reused = await postJson(t.app, '/api/auth/email-otp/verify-email', { email, otp: fresh });
    expect(reused.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('stores codes hashed, and lets them expire after 10 minutes', async () => {
    const email = newEmail();
    const sentAt = Date.now();
    await signUp(email);
    const code = t.lastCode(email);
    const rows = await t.database.db.select().from(verifications);
    const row = rows.find((r) => r.identifier.includes(email));
    expect(row).toBeDefined();
    expect(row!.value).not.toContain(code);
    const ttl = row!.expiresAt.getTime() - sentAt;
    expect(ttl).toBeGreaterThan(9.5 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 5_000);

    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.id, row!.id));
    const late = await postJson(t.app, '/api/auth/email-otp/verify-email', { email, otp: code });
    expect(late.json()).toMatchObject({ code: 'OTP_EXPIRED' });
  });

  it('resets a password with a mailed code, under the same policy, and signs out other sessions', async () => {
    const email = newEmail();
    await signUpAndConfirm(email);
    const oldSession = await postJson(t.app, '/api/auth/sign-in/email', {
      email,
      password: PASSWORD,
    });
    const oldCookie = cookieHeader(oldSession.headers['set-cookie']);

    const ask = await postJson(t.app, '/api/auth/email-otp/request-password-reset', { email });
    expect(ask.statusCode).toBe(200);
    expect(t.mail.at(-1)).toMatchObject({
      recipient: email,
      subject: 'Your Reclaim password reset code',
    });
    const otp = t.lastCode(email);

    const weak = await postJson(t.app, '/api/auth/email-otp/reset-password', {
      email,
      otp,
      password: 'weakpassword',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'PASSWORD_POLICY' });

    const newPassword = 'Another#Pass99';
    const reset = await postJson(t.app, '/api/auth/email-otp/reset-password', {
      email,
      otp,
      password: newPassword,
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (await postJson(t.app, '/api/auth/sign-in/email', { email, password: PASSWORD })).statusCode,
    ).toBe(401);
    expect(
      (await postJson(t.app, '/api/auth/sign-in/email', { email, password: newPassword }))
        .statusCode,
    ).toBe(200);
    const stale = await t.app.inject({
      url: '/api/auth/get-session',
      headers: { cookie: oldCookie },
    });
    expect(stale.json()).toBeNull();
  });

  it('answers a reset request for an unknown address as for a known one, sending nothing', async () => {
    const before = t.mail.length;
    const response = await postJson(t.app, '/api/auth/email-otp/request-password-reset', {
      email: newEmail(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(t.mail.length).toBe(before);
  });

  it('enforces the password policy on change, keeping the old password', async () => {
    const email = newEmail();
    await signUpAndConfirm(email);
    const signIn = await postJson(t.app, '/api/auth/sign-in/email', { email, password: PASSWORD });
    const cookie = cookieHeader(signIn.headers['set-cookie']);
    const weak = await postJson(
      t.app,
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'alllowercase1!' },
      { cookie },
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      code: 'PASSWORD_POLICY',
      fields: [{ path: 'newPassword' }],
    });
    expect(
      (await postJson(t.app, '/api/auth/sign-in/email', { email, password: PASSWORD })).statusCode,
    ).toBe(200);

    const strong = await postJson(
      t.app,
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'Changed!Pass42' },
      { cookie },
    );
    expect(strong.statusCode).toBe(200);
    expect(
      (await postJson(t.app, '/api/auth/sign-in/email', { email, password: 'Changed!Pass42' }))
        .statusCode,
    ).toBe(200);
  });
});
