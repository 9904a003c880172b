import { users, verifications } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postJson, type TestApp } from '../../test/test-app';

const [pglite] = testDatabases();

const SIGN_UP = { name: 'Ada', email: 'a@example.com', password: 'Reclaim!2026x' };

/** Each identity endpoint with input it must refuse, and the field the answer must name. */
const BAD_INPUT: [string, Record<string, unknown>, string][] = [
  ['/sign-in/email', { email: 'nope', password: 'x' }, 'email'],
  ['/sign-in/email', { email: 'a@example.com' }, 'password'],
  ['/sign-up/email', { name: 'A', email: 'a@example.com', password: 'short' }, 'password'],
  ['/email-otp/verify-email', { email: 'a@example.com', otp: '12ab56' }, 'otp'],
  ['/email-otp/verify-email', { otp: '123456' }, 'email'],
  ['/email-otp/send-verification-otp', { email: 'a@example.com', type: 'change-email' }, 'type'],
  ['/email-otp/request-password-reset', { email: 'a@' }, 'email'],
  [
    '/email-otp/reset-password',
    { email: 'a@example.com', otp: '123456', password: 'x' },
    'password',
  ],
  ['/email-otp/reset-password', { email: 'a@example.com', password: 'Reclaim!2026x' }, 'otp'],
  ['/change-password', { newPassword: 'Reclaim!2026x' }, 'currentPassword'],
  ['/sign-in/oauth2', { providerId: 'myspace' }, 'providerId'],
  ['/sign-in/email-otp', { email: 'a@example.com', otp: 'abcdef' }, 'otp'],
  ['/update-user', { name: '' }, 'name'],
  // Fields a path does not take are refused by name, whatever they are.
  ['/sign-up/email', { ...SIGN_UP, image: 'javascript:alert(1)' }, 'image'],
  ['/sign-up/email', { ...SIGN_UP, emailVerified: true }, 'emailVerified'],
  ['/sign-in/email', { email: 'a@example.com', password: 'x', role: 'admin' }, 'role'],
  ['/sign-in/oauth2', { providerId: 'google', scopes: ['https://mail.google.com/'] }, 'scopes'],
  ['/email-otp/verify-email', { email: 'a@example.com', otp: '123456', name: 'x' }, 'name'],
  ['/email-otp/request-password-reset', { email: 'a@example.com', redirectTo: '/x' }, 'redirectTo'],
  ['/update-user', { name: 'Ada', image: 'https://example.com/a.png' }, 'image'],
  ['/update-user', { name: 'Ada', email: 'b@example.com' }, 'email'],
  ['/revoke-sessions', { userId: 'someone-else' }, 'userId'],
  ['/sign-out', { everywhere: true }, 'everywhere'],
  [
    '/change-password',
    { currentPassword: 'x', newPassword: 'Reclaim!2026x', revokeOtherSessions: false, extra: 1 },
    'extra',
  ],
];

describe('identity input validation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(pglite!);
  });
  afterAll(() => t.close());

  async function rowCounts() {
    const [u] = await t.database.db.select({ n: count() }).from(users);
    const [v] = await t.database.db.select({ n: count() }).from(verifications);
    return { users: u!.n, verifications: v!.n, mail: t.mail.length };
  }

  it.each(BAD_INPUT)('%s refuses %j, naming %s, and changes nothing', async (path, body, field) => {
    const before = await rowCounts();
    const response = await postJson(t.app, `/api/auth${path}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((f: { path: string }) => f.path)).toContain(field);
    expect(await rowCounts()).toEqual(before);
  });
});
