import { REFERRAL_PATH, REFERRAL_VISITS_PATH } from '@reclaim/contract';
import { referralVisits } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seal } from '../../lib/sealed-box';
import { rowsNaming } from '../../test/rows-naming';
import {
  clockInMidWindow,
  createTestApp,
  postJson,
  signedInUser,
  TEST_SECRET_KEY,
  type TestApp,
} from '../../test/test-app';

describe.each(testDatabases())('refer a friend on $name', (testDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabase, { rateLimitClock: clockInMidWindow() });
  });
  afterAll(() => t.close());

  async function referral(cookie: string) {
    const response = await t.app.inject({ url: REFERRAL_PATH, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json<{ token: string; visitCount: number }>();
  }

  const visit = (body: unknown, headers: Record<string, string> = {}) =>
    postJson(t.app, REFERRAL_VISITS_PATH, body, headers);

  const visitsOf = (userId: string) =>
    t.database.db.select().from(referralVisits).where(eq(referralVisits.referrerId, userId));

  it('gives a signed-in person a token that names them to no one but the server', async () => {
    const ada = await signedInUser(t);
    const { token, visitCount } = await referral(ada.cookie);
    expect(visitCount).toBe(0);
    expect(token).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(token).not.toContain(ada.userId);
    expect(token.toLowerCase()).not.toContain(ada.email.split('@')[0]!.toLowerCase());
  });

  it('answers 401 to the token call without a session', async () => {
    const response = await t.app.inject({ url: REFERRAL_PATH });
    expect(response.statusCode).toBe(401);
  });

  it("counts a visit through a valid link towards the link's owner alone", async () => {
    const ada = await signedInUser(t);
    const ben = await signedInUser(t);
    const { token } = await referral(ada.cookie);

    const response = await visit({ token, medium: 'twitter' });

    expect(response.statusCode).toBe(204);
    expect(await visitsOf(ada.userId)).toEqual([
      expect.objectContaining({ referrerId: ada.userId, medium: 'twitter' }),
    ]);
    expect((await referral(ada.cookie)).visitCount).toBe(1);
    expect((await referral(ben.cookie)).visitCount).toBe(0);
  });

  /** A visit from one browser: its address and User-Agent. */
  const visitFrom = (browser: { ip: string; agent: string }, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: REFERRAL_VISITS_PATH,
      remoteAddress: browser.ip,
      payload: body as Record<string, unknown>,
      headers: { origin: t.origin, 'user-agent': browser.agent },
    });

  it('counts one browser once per referrer, however often and through whichever link', async () => {
    const ada = await signedInUser(t);
    const ben = await signedInUser(t);
    const first = await referral(ada.cookie);
    const second = await referral(ada.cookie);
    expect(second.token).not.toBe(first.token);
    const browser = { ip: '198.51.100.21', agent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' };

    // A reload, the link opened again, another of the person's links: one visit.
    for (let i = 0; i < 10; i++) {
      expect((await visitFrom(browser, { token: first.token, medium: 'website' })).statusCode).toBe(
        204,
      );
    }
    await visitFrom(browser, { token: second.token, medium: 'facebook' });
    expect((await referral(ada.cookie)).visitCount).toBe(1);

    // The same browser through someone else's link counts for them.
    await visitFrom(browser, { token: (await referral(ben.cookie)).token, medium: 'twitter' });
    expect((await referral(ben.cookie)).visitCount).toBe(1);

    // Another browser, or the same browser elsewhere, is another visitor.
    await visitFrom(
      { ...browser, agent: 'Mozilla/5.0 (iPhone) Safari/604.1' },
      {
        token: first.token,
        medium: 'twitter',
      },
    );
    await visitFrom({ ...browser, ip: '198.51.100.22' }, { token: first.token, medium: 'website' });
    expect((await referral(ada.cookie)).visitCount).toBe(3);
  });

  it('keeps nothing of the browser with the visit, and only a keyed hash in the counters', async () => {
    const ada = await signedInUser(t);
    const { token } = await referral(ada.cookie);
    const browser = { ip: '198.51.100.31', agent: 'UniqueAgent/31' };
    await visitFrom(browser, { token, medium: 'website' });

    expect(await visitsOf(ada.userId)).toEqual([
      {
        id: expect.any(String),
        referrerId: ada.userId,
        medium: 'website',
        createdAt: expect.any(Date),
      },
    ]);
    const naming = await rowsNaming(t.database.db, [browser.ip, browser.agent]);
    expect(naming).toEqual([]);
  });

  it('ignores a tampered token the same way it takes a valid one, recording nothing', async () => {
    const ada = await signedInUser(t);
    const { token } = await referral(ada.cookie);
    const [version, iv, tag, sealed] = token.split('.') as [string, string, string, string];
    // The first character of base64url carries six whole bits: changing it changes the bytes.
    const flipped = `${sealed[0] === 'A' ? 'B' : 'A'}${sealed.slice(1)}`;
    const tampered = [
      [version, iv, tag, flipped].join('.'),
      token.replace(/^v1\./, 'v2.'),
      token.split('.').slice(0, 3).join('.'),
      'not-a-token',
    ];
    for (const forged of tampered) {
      const response = await visit({ token: forged, medium: 'website' });
      expect(response.statusCode, forged).toBe(204);
    }
    expect(await visitsOf(ada.userId)).toEqual([]);
  });

  it('ignores a user id sealed for another purpose or under the bare server key', async () => {
    const ada = await signedInUser(t);
    for (const forged of [
      seal(TEST_SECRET_KEY, ada.userId, 'referral-link'),
      seal(TEST_SECRET_KEY, ada.userId, `mailbox:${ada.userId}`),
    ]) {
      expect((await visit({ token: forged, medium: 'website' })).statusCode).toBe(204);
    }
    expect(await visitsOf(ada.userId)).toEqual([]);
  });

  it('does not count people following their own link', async () => {
    const ada = await signedInUser(t);
    const { token } = await referral(ada.cookie);
    expect((await visit({ token, medium: 'website' }, { cookie: ada.cookie })).statusCode).toBe(
      204,
    );
    expect(await visitsOf(ada.userId)).toEqual([]);
  });

  it('ignores the link of a deleted account', async () => {
    const ada = await signedInUser(t);
    const { token } = await referral(ada.cookie);
    await postJson(
      t.app,
      '/pieeye-pfmuser/api/account/_deleteAccount',
      { requestInfo: { userName: ada.email } },
      { cookie: ada.cookie },
    );
    expect((await visit({ token, medium: 'website' })).statusCode).toBe(204);
    expect(await visitsOf(ada.userId)).toEqual([]);
  });

  it.each([
    [{ medium: 'website' }, 'token'],
    [{ token: '', medium: 'website' }, 'token'],
    [{ token: 'x'.repeat(257), medium: 'website' }, 'token'],
    [{ token: 'v1.a.b.c', medium: 'myspace' }, 'medium'],
  ])('rejects the malformed visit %j naming %s', async (body, field) => {
    const response = await visit(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((f: { path: string }) => f.path)).toContain(`body.${field}`);
  });

  it('limits how many visits one address can report', async () => {
    const ada = await signedInUser(t);
    const { token } = await referral(ada.cookie);
    // Browsers of a household behind one address: each counts, up to the limit.
    const fromOneAddress = (i: number) =>
      visitFrom({ ip: '203.0.113.9', agent: `Browser/${i}` }, { token, medium: 'website' });
    for (let i = 0; i < 20; i++) expect((await fromOneAddress(i)).statusCode).toBe(204);
    expect((await fromOneAddress(20)).statusCode).toBe(429);
    expect(await visitsOf(ada.userId)).toHaveLength(20);
  });
});
