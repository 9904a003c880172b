import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PASSWORD_SCREEN_MESSAGES } from '@reclaim/contract';
import { users } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postJson, signedInUser, type TestApp } from '../../test/test-app';
import { isCommonPassword } from './common-passwords';
import { createPasswordScreen } from './password-screen';

const [pglite] = testDatabases();
const silent = pino({ level: 'silent' });
const BREACHED = 'Breached#Pass2026';

describe('the list of common passwords', () => {
  it.each([
    'Password2024!',
    'P@ssw0rd123',
    'Liverpool1!',
    'Summer2025!',
    'Qwerty123456!',
    'Iloveyou2!',
    'Football#1',
    'Password!2024',
  ])('knows %s under its dress', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each([
    'Reclaim!2026x',
    'Changed#2027y',
    'Michael83920174!',
    'Correct-Horse-Battery-9!',
    'Tr0ub4dor&3',
    'Abcd1234!xyz',
  ])('lets %s through', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});

describe('refusing common passwords wherever one is set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(pglite!);
  });
  afterAll(() => t.close());

  const refusedWith = (field: string) => ({
    code: 'PASSWORD_COMMON',
    message: PASSWORD_SCREEN_MESSAGES.PASSWORD_COMMON,
    fields: [{ path: field, message: PASSWORD_SCREEN_MESSAGES.PASSWORD_COMMON }],
  });

  it('at sign-up, storing nothing', async () => {
    const email = `common-${crypto.randomUUID()}@example.com`;
    const answer = await postJson(t.app, '/api/auth/sign-up/email', {
      name: 'Ada',
      email,
      password: 'Password2024!',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject(refusedWith('password'));
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('at a password reset, leaving the code usable', async () => {
    const { email } = await signedInUser(t);
    await postJson(t.app, '/api/auth/email-otp/request-password-reset', { email });
    const otp = t.lastCode(email);
    const common = await postJson(t.app, '/api/auth/email-otp/reset-password', {
      email,
      otp,
      password: 'Summer2025!',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject(refusedWith('password'));
    const strong = await postJson(t.app, '/api/auth/email-otp/reset-password', {
      email,
      otp,
      password: 'Another#Pass99',
    });
    expect(strong.statusCode).toBe(200);
  });

  it('at a password change, keeping the old password', async () => {
    const { email, cookie } = await signedInUser(t);
    const answer = await postJson(
      t.app,
      '/api/auth/change-password',
      { currentPassword: 'Reclaim!2026x', newPassword: 'P@ssw0rd123' },
      { cookie },
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject(refusedWith('newPassword'));
    const signIn = await postJson(t.app, '/api/auth/sign-in/email', {
      email,
      password: 'Reclaim!2026x',
    });
    expect(signIn.statusCode).toBe(200);
  });
});

describe('asking Have I Been Pwned by k-anonymity, when configured', () => {
  let server: Server;
  let url: string;
  const asked: { path: string; headers: IncomingHttpHeaders }[] = [];

  beforeAll(async () => {
    const digest = createHash('sha1').update(BREACHED).digest('hex').toUpperCase();
    // A local stand-in for the range API: the breached suffix with a count, padding with 0.
    server = createServer((request, response) => {
      asked.push({ path: request.url ?? '', headers: request.headers });
      const prefix = request.url?.split('/').pop() ?? '';
      const lines = ['0018A45C4D1DEF81644B54AB7F969B88D65:0'];
      if (prefix === digest.slice(0, 5)) lines.push(`${digest.slice(5)}:42`);
      response.end(lines.join('\r\n'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('refuses a breached password, sending only the first 5 hex digits of its SHA-1', async () => {
    const screen = createPasswordScreen({ pwnedPasswordsUrl: url, logger: silent });
    asked.length = 0;

    await expect(screen(BREACHED, 'password')).rejects.toMatchObject({
      reason: 'PASSWORD_BREACHED',
      fields: [{ path: 'password', message: PASSWORD_SCREEN_MESSAGES.PASSWORD_BREACHED }],
    });
    await expect(screen('Never#Breached2026q', 'password')).resolves.toBeUndefined();

    expect(asked.map((a) => a.path)).toEqual([
      expect.stringMatching(/^\/range\/[0-9A-F]{5}$/),
      expect.stringMatching(/^\/range\/[0-9A-F]{5}$/),
    ]);
    expect(asked[0]!.headers['add-padding']).toBe('true');
    expect(JSON.stringify(asked)).not.toContain(BREACHED);
  });

  it('asks nothing when not configured, and lets a password through when the service is down', async () => {
    asked.length = 0;
    const offline = createPasswordScreen({ pwnedPasswordsUrl: undefined, logger: silent });
    await expect(offline(BREACHED, 'password')).resolves.toBeUndefined();
    expect(asked).toEqual([]);

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const down = createPasswordScreen({ pwnedPasswordsUrl: closedUrl, logger: silent });
    await expect(down(BREACHED, 'password')).resolves.toBeUndefined();
    await expect(down('Password2024!', 'password')).rejects.toMatchObject({
      reason: 'PASSWORD_COMMON',
    });
  });
});
