import { users, verifications } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postJson, type TestApp } from '../../test/test-app';

const [pglite] = testDatabases();

/** Each identity endpoint with input it must refuse, and the field the answer must name. */
const BAD_INPUT: [string, Record<string, unknown>, string][] = [
  ['/sign-in/email', { email: 'nope', password: 'x' }, 'email'],
  ['/sign-in/email', { email: 'a@example.com' }, 'password'],
  ['/sign-up/email', { name: 'A', email: 'a@example.com', password: 'short' }, 'password'],
  ['/email-otp/verify-email', { email: 'a@example.com', otp: '12ab56' }, 'otp'],
  ['/email-otp/verify-email', { otp: '123456' }, 'email'],
  ['/email-otp/send-verification-otp', { email: 'a@example.com', type: 'sign-in' }, 'type'],
  ['/email-otp/request-password-reset', { email: 'a@' }, 'email'],
  [
    '/email-otp/reset-password',
    { email: 'a@example.com', otp: '123456', password: 'x' },
    'password',
  ],
  ['/email-otp/reset-password', { email: 'a@example.com', password: 'Reclaim!2026x' }, 'otp'],
  ['/change-password', { newPassword: 'Reclaim!2026x' }, 'currentPassword'],
  ['/sign-in/oauth2', { providerId: 'myspace' }, 'providerId'],
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
