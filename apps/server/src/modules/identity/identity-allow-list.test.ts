import { users } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postJson, signedInUser, type TestApp } from '../../test/test-app';
import { IDENTITY_ENDPOINT_POLICIES } from './identity-input';

const [pglite] = testDatabases();

describe('identity paths the web app does not use', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(pglite!);
  });
  afterAll(() => t.close());

  it.each([
    ['POST', '/email-otp/check-verification-otp'],
    ['POST', '/forget-password/email-otp'],
    ['POST', '/delete-user'],
    ['GET', '/list-sessions'],
    ['POST', '/revoke-session'],
    ['POST', '/revoke-other-sessions'],
    ['POST', '/change-email'],
    ['POST', '/email-otp/request-email-change'],
    ['POST', '/request-password-reset'],
    ['GET', '/email-otp/get-verification-otp'],
    ['GET', '/error'],
    ['GET', '/ok'],
    ['GET', '/sign-in/email'],
    ['POST', '/get-session'],
    ['GET', '/constructor'],
    ['GET', '/__proto__'],
  ])('%s %s answers 404', async (method, path) => {
    const response = await t.app.inject({
      method: method as 'GET' | 'POST',
      url: `/api/auth${path}`,
      headers: { origin: t.origin, 'content-type': 'application/json' },
      ...(method === 'POST' ? { payload: {} } : {}),
    });
    expect(response.statusCode).toBe(404);
  });

  it('serves only the paths of the allow-list', () => {
    expect(Object.keys(IDENTITY_ENDPOINT_POLICIES).sort()).toEqual([
      '/change-password',
      '/email-otp/request-password-reset',
      '/email-otp/reset-password',
      '/email-otp/send-verification-otp',
      '/email-otp/verify-email',
      '/get-session',
      '/list-accounts',
      '/oauth2/callback/google',
      '/oauth2/callback/microsoft',
      '/revoke-sessions',
      '/sign-in/email',
      '/sign-in/email-otp',
      '/sign-in/oauth2',
      '/sign-out',
      '/sign-up/email',
      '/update-user',
    ]);
  });

  it('gives concurrent guesses at a reset code no path around the attempt count', async () => {
    const { email } = await signedInUser(t);
    await postJson(t.app, '/api/auth/email-otp/request-password-reset', { email });
    const code = t.lastCode(email);
    const guesses = Array.from({ length: 40 }, (_, i) =>
      i === 20 ? code : String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );

    const answers = await Promise.all(
      guesses.map((otp) =>
        postJson(t.app, '/api/auth/email-otp/check-verification-otp', {
          email,
          type: 'forget-password',
          otp,
        }),
      ),
    );

    expect(answers.map((a) => a.statusCode)).toEqual(guesses.map(() => 404));
  });

  it('does not let a signed-in person write their profile past the checks', async () => {
    const { cookie, userId } = await signedInUser(t);
    const response = await postJson(
      t.app,
      '/api/auth/update-user',
      { name: 'x'.repeat(200_000), image: 'javascript:alert(1)' },
      { cookie },
    );
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['image', 'name']);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(user!.name).toBe('Test Person');
    expect(user!.image).toBeNull();
  });
});
