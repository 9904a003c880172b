import { DELETE_ACCOUNT_PATH, GET_CONNECTIONS_PATH } from '@reclaim/contract';
import type { DatabaseHandle } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowTextsNaming } from '../test/rows-naming';
import {
  cookieHeader,
  createTestApp,
  postJson,
  signedInUser,
  type TestApp,
} from '../test/test-app';
import { IDENTITY_ENDPOINT_POLICIES } from '../modules/identity/identity-input';
import { AUTHORIZATION_MATRIX } from './authorization-matrix';

const PASSWORD = 'Reclaim!2026x';

/** Whether the cookie opens the person's data: a call that needs a session. */
async function opensData(t: TestApp, cookie: string, email: string) {
  const answer = await postJson(
    t.app,
    GET_CONNECTIONS_PATH,
    { requestInfo: { userName: email } },
    { cookie },
  );
  return answer.statusCode === 200;
}

const tokenOf = (cookie: string) => /reclaim\.session_token=([^;]+)/.exec(cookie)?.[1];

describe.each(testDatabases())('sessions and cross-site requests on $name', (testDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabase);
  });
  afterAll(() => t.close());

  const signIn = async (email: string, headers: Record<string, string> = {}) => {
    const answer = await postJson(
      t.app,
      '/api/auth/sign-in/email',
      { email, password: PASSWORD },
      headers,
    );
    expect(answer.statusCode).toBe(200);
    return { answer, cookie: cookieHeader(answer.headers['set-cookie']) };
  };
  const opens = (cookie: string, email: string) => opensData(t, cookie, email);

  it('sets the session cookie httpOnly, SameSite=Lax, for the whole site', async () => {
    const { email } = await signedInUser(t);
    const { answer } = await signIn(email);
    const cookie = [answer.headers['set-cookie']].flat().find((c) => c?.includes('session_token'));
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
  });

  it('gives a new session at each sign-in, whatever cookie the browser carried before', async () => {
    const { email } = await signedInUser(t);
    // Another person's session planted in the browser (session fixation).
    const planted = await signedInUser(t);
    const first = await signIn(email, { cookie: planted.cookie });
    const second = await signIn(email, { cookie: first.cookie });

    const tokens = [tokenOf(planted.cookie), tokenOf(first.cookie), tokenOf(second.cookie)];
    expect(new Set(tokens).size).toBe(3);
    expect(await opens(first.cookie, email)).toBe(true);
    expect(await opens(second.cookie, email)).toBe(true);
    expect(await opens(planted.cookie, email)).toBe(false);
  });

  it('ends the session at sign-out: the same cookie, replayed, opens nothing', async () => {
    const { email, cookie } = await signedInUser(t);
    expect(await opens(cookie, email)).toBe(true);

    expect((await postJson(t.app, '/api/auth/sign-out', {}, { cookie })).statusCode).toBe(200);

    expect(await opens(cookie, email)).toBe(false);
  });

  it('signs out a call that sends no body at all, as most clients send a sign-out', async () => {
    const { email, cookie } = await signedInUser(t);
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: t.origin, cookie },
    });

    expect(signOut.statusCode).toBe(200);
    expect(await opens(cookie, email)).toBe(false);
  });

  it('ends every other session at a password change, and keeps the changer signed in', async () => {
    const { email, cookie: laptop } = await signedInUser(t);
    const { cookie: phone } = await signIn(email);

    const change = await postJson(
      t.app,
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'Changed!Pass42', revokeOtherSessions: true },
      { cookie: laptop },
    );
    expect(change.statusCode).toBe(200);

    expect(await opens(phone, email)).toBe(false);
    expect(await opens(laptop, email)).toBe(false);
    expect(await opens(cookieHeader(change.headers['set-cookie']), email)).toBe(true);
  });

  it('ends every other session at a password change even when the client does not ask', async () => {
    const { email, cookie: laptop } = await signedInUser(t);
    const { cookie: phone } = await signIn(email);

    const change = await postJson(
      t.app,
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'Changed!Pass42' },
      { cookie: laptop },
    );
    expect(change.statusCode).toBe(200);

    expect(await opens(phone, email)).toBe(false);
    expect(await opens(cookieHeader(change.headers['set-cookie']), email)).toBe(true);
  });

  describe('a POST that carries the cookie from another site is refused and changes nothing', () => {
    const calls = Object.entries(AUTHORIZATION_MATRIX)
      .filter(([operation, entry]) => operation.startsWith('POST ') && entry.access !== 'public')
      .map(([operation]) => operation);
    const identity = Object.entries(IDENTITY_ENDPOINT_POLICIES)
      .filter(([, policy]) => policy.method === 'POST')
      .map(([path]) => `POST /api/auth${path}`);
    const sites: Record<string, Record<string, string>> = {
      'an Origin of another site': { origin: 'https://evil.example' },
      'the Origin "null" of a sandboxed frame': { origin: 'null' },
      'a Referer of another site and no Origin': { referer: 'https://evil.example/page' },
      'neither Origin nor Referer': {},
    };
    for (const operation of [...calls, ...identity]) {
      it(operation, async () => {
        const user = await signedInUser(t);
        const path = operation.slice('POST '.length);
        for (const [site, headers] of Object.entries(sites)) {
          const before = await rowTextsNaming(t.database.db, [user.userId]);
          const answer = await t.app.inject({
            method: 'POST',
            url: path,
            headers: { 'content-type': 'application/json', cookie: user.cookie, ...headers },
            payload: { requestInfo: { userName: user.email }, requestBody: {} },
          });
          expect(answer.statusCode, site).toBe(403);
          expect(await rowTextsNaming(t.database.db, [user.userId]), site).toEqual(before);
        }
      });
    }
  });
});

/**
 * The change notification that drops a user's cached sessions can come after the answer (it is
 * delivered once the change commits, through another connection). Here it comes 3 s late: the
 * process that ended the sessions must have forgotten them already.
 */
describe.each(testDatabases())(
  'sessions ended on $name, before the notification',
  (testDatabase) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(testDatabase, { wrapDatabase: withLateNotifications });
    });
    afterAll(() => t.close());

    const opens = (cookie: string, email: string) => opensData(t, cookie, email);

    it('at sign-out', async () => {
      const { email, cookie } = await signedInUser(t);
      expect(await opens(cookie, email)).toBe(true);

      expect((await postJson(t.app, '/api/auth/sign-out', {}, { cookie })).statusCode).toBe(200);

      expect(await opens(cookie, email)).toBe(false);
    });

    it('at a password change, on the other devices', async () => {
      const { email, cookie: laptop } = await signedInUser(t);
      const phone = cookieHeader(
        (await postJson(t.app, '/api/auth/sign-in/email', { email, password: PASSWORD })).headers[
          'set-cookie'
        ],
      );
      expect(await opens(phone, email)).toBe(true);

      const change = await postJson(
        t.app,
        '/api/auth/change-password',
        { currentPassword: PASSWORD, newPassword: 'Changed!Pass42' },
        { cookie: laptop },
      );
      expect(change.statusCode).toBe(200);

      expect(await opens(phone, email)).toBe(false);
    });

    it('at sign out everywhere, on every device', async () => {
      const { email, cookie: laptop } = await signedInUser(t);
      const phone = cookieHeader(
        (await postJson(t.app, '/api/auth/sign-in/email', { email, password: PASSWORD })).headers[
          'set-cookie'
        ],
      );
      expect(await opens(phone, email)).toBe(true);
      expect(await opens(laptop, email)).toBe(true);

      const everywhere = await postJson(t.app, '/api/auth/revoke-sessions', {}, { cookie: laptop });
      expect(everywhere.statusCode).toBe(200);

      expect(await opens(laptop, email)).toBe(false);
      expect(await opens(phone, email)).toBe(false);
    });

    it('at a password reset with a mailed code', async () => {
      const { email, cookie } = await signedInUser(t);
      expect(await opens(cookie, email)).toBe(true);

      await postJson(t.app, '/api/auth/email-otp/request-password-reset', { email });
      const reset = await postJson(t.app, '/api/auth/email-otp/reset-password', {
        email,
        otp: t.lastCode(email),
        password: 'Changed!Pass42',
      });
      expect(reset.statusCode).toBe(200);

      expect(await opens(cookie, email)).toBe(false);
    });

    it('at account deletion', async () => {
      const { email, cookie } = await signedInUser(t);
      expect(await opens(cookie, email)).toBe(true);

      const deletion = await postJson(
        t.app,
        DELETE_ACCOUNT_PATH,
        { requestInfo: { userName: email } },
        { cookie },
      );
      expect(deletion.statusCode).toBe(200);

      expect(await opens(cookie, email)).toBe(false);
    });
  },
);

function withLateNotifications(database: DatabaseHandle): DatabaseHandle {
  return {
    ...database,
    listen: (channels, listener) =>
      database.listen(channels, {
        ...listener,
        onNotify: (channel, payload) => {
          setTimeout(() => listener.onNotify(channel, payload), 3000).unref();
        },
      }),
  };
}
