import { REFERRAL_PATH, REFERRAL_VISITS_PATH } from '@reclaim/contract';
import { referralVisits } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seal } from '../../lib/sealed-box';
import {
  createTestApp,
  postJson,
  signedInUser,
  TEST_SECRET_KEY,
  type TestApp,
} from '../../test/test-app';

describe.each(testDatabases())('refer a friend on $name', (testDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabase);
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

  it('counts every visit, through any of the tokens the person was given', async () => {
    const ada = await signedInUser(t);
    const first = await referral(ada.cookie);
    const second = await referral(ada.cookie);
    expect(second.token).not.toBe(first.token);
    await visit({ token: first.token, medium: 'website' });
    await visit({ token: second.token, medium: 'facebook' });
    await visit({ token: first.token, medium: 'website' });
    expect((await referral(ada.cookie)).visitCount).toBe(3);
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
    const fromOneAddress = () =>
      t.app.inject({
        method: 'POST',
        url: REFERRAL_VISITS_PATH,
        remoteAddress: '203.0.113.9',
        payload: { token, medium: 'website' },
        headers: { origin: t.origin },
      });
    for (let i = 0; i < 20; i++) expect((await fromOneAddress()).statusCode).toBe(204);
    expect((await fromOneAddress()).statusCode).toBe(429);
    expect(await visitsOf(ada.userId)).toHaveLength(20);
  });
});
