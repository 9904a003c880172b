import { accounts, sessions, users, verifications } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import {
  clockInMidWindow,
  cookieHeader,
  createTestApp,
  postJson,
  type TestApp,
} from '../test/test-app';

const ATTACKER = { name: 'Pay ransom to evil.example', password: 'Attacker!Chosen42' };
const OWNER = { name: 'Grace Hopper', password: 'Owner#Real2026x' };

describe.each(testDatabases())(
  'taking an account by signing it up first, on $name',
  (testDatabase) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(testDatabase, { rateLimitClock: clockInMidWindow() });
    });
    afterAll(() => t.close());

    const newEmail = () => `owner-${crypto.randomUUID()}@example.com`;
    const signUp = (email: string, who: { name: string; password: string }) =>
      postJson(t.app, '/api/auth/sign-up/email', { ...who, email });
    const signIn = (email: string, password: string) =>
      postJson(t.app, '/api/auth/sign-in/email', { email, password });
    const confirm = (email: string, otp: string) =>
      postJson(t.app, '/api/auth/email-otp/verify-email', { email, otp });

    async function rowsOf(email: string) {
      const found = await t.database.db.select().from(users).where(eq(users.email, email));
      const ids = found.map((user) => user.id);
      const [logins] = ids.length
        ? await t.database.db
            .select({ n: count() })
            .from(accounts)
            .where(eq(accounts.userId, ids[0]!))
        : [{ n: 0 }];
      return { users: found, logins: logins!.n };
    }

    it('refuses a 900 KB image and a javascript: image at sign-up, naming the field, storing nothing', async () => {
      const before = await t.database.db.select({ n: count() }).from(users);
      for (const image of ['x'.repeat(900 * 1024), 'javascript:alert(document.cookie)']) {
        const email = newEmail();
        const response = await postJson(t.app, '/api/auth/sign-up/email', {
          ...OWNER,
          email,
          image,
        });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ fields: [{ path: 'image' }] });
        expect((await rowsOf(email)).users).toEqual([]);
        expect(t.mail.filter((m) => m.recipient === email)).toEqual([]);
      }
      const [image] = await t.database.db
        .select({ n: count() })
        .from(users)
        .where(like(users.image, '%javascript:%'));
      expect(image!.n).toBe(0);
      expect(await t.database.db.select({ n: count() }).from(users)).toEqual(before);
    });

    it("lets the owner sign up over the attacker's unconfirmed sign-up, and keeps the attacker out", async () => {
      const email = newEmail();
      expect((await signUp(email, ATTACKER)).statusCode).toBe(200);
      const attackersCode = t.lastCode(email);

      const ownersSignUp = await signUp(email, OWNER);
      expect(ownersSignUp.statusCode).toBe(200);
      const ownersCode = t.lastCode(email);
      expect(ownersCode).not.toBe(attackersCode);
      expect(t.mail.at(-1)).toMatchObject({
        recipient: email,
        subject: 'Your Reclaim verification code',
      });

      // The code mailed before the owner's sign-up proves nothing any more.
      if (attackersCode !== ownersCode) {
        expect((await confirm(email, attackersCode)).statusCode).toBe(400);
      }
      expect((await confirm(email, ownersCode)).statusCode).toBe(200);

      expect((await signIn(email, ATTACKER.password)).statusCode).toBe(401);
      const owner = await signIn(email, OWNER.password);
      expect(owner.statusCode).toBe(200);
      const session = await t.app.inject({
        url: '/api/auth/get-session',
        headers: { cookie: cookieHeader(owner.headers['set-cookie']) },
      });
      expect(session.json()).toMatchObject({
        user: { email, name: OWNER.name, emailVerified: true },
      });
      const { users: stored, logins } = await rowsOf(email);
      expect(stored).toHaveLength(1);
      expect(logins).toBe(1);
      const codes = await t.database.db
        .select()
        .from(verifications)
        .where(like(verifications.identifier, `%${email}`));
      expect(codes).toEqual([]);
    });

    it('still refuses a sign-up for a confirmed address (409), changing nothing', async () => {
      const email = newEmail();
      await signUp(email, OWNER);
      await confirm(email, t.lastCode(email));
      const mailsBefore = t.mail.length;

      const again = await signUp(email, ATTACKER);

      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'USER_ALREADY_EXISTS',
        fields: [{ path: 'email' }],
      });
      expect(t.mail.length).toBe(mailsBefore);
      expect((await signIn(email, OWNER.password)).statusCode).toBe(200);
      expect((await signIn(email, ATTACKER.password)).statusCode).toBe(401);
      expect((await rowsOf(email)).users[0]!.name).toBe(OWNER.name);
    });

    it('leaves one consistent account when sign-ups for an unconfirmed address race', async () => {
      const email = newEmail();
      await signUp(email, ATTACKER);
      const racers = Array.from({ length: 4 }, (_, i) => ({
        name: `Racer ${i}`,
        password: `Racer#${i}Pass2026`,
      }));

      const answers = await Promise.all(racers.map((racer) => signUp(email, racer)));

      expect(answers.map((a) => a.statusCode)).toEqual(racers.map(() => 200));
      const { users: stored, logins } = await rowsOf(email);
      expect(stored).toHaveLength(1);
      expect(logins).toBe(1);
      const winner = racers.find((racer) => racer.name === stored[0]!.name)!;
      expect(winner).toBeDefined();
      const codes = await t.database.db
        .select()
        .from(verifications)
        .where(eq(verifications.identifier, `email-verification-otp-${email}`));
      expect(codes).toHaveLength(1);
      // The one live code is the one mailed to the winner's sign-up; it confirms the account, and
      // the winner's own password then opens it.
      const mailed = t.mail
        .filter((m) => m.recipient === email)
        .map((m) => /Your code is (\d{6})/.exec(m.text)![1]!);
      const live = mailed.filter((code) => codes[0]!.value.startsWith(`${digestOf(code)}:`));
      expect(live).toHaveLength(1);
      expect((await confirm(email, live[0]!)).statusCode).toBe(200);
      for (const racer of racers) {
        expect((await signIn(email, racer.password)).statusCode).toBe(racer === winner ? 200 : 401);
      }
    });

    it('lets an owner whose sign-ups for the hour were spent take the account with a reset code', async () => {
      const email = newEmail();
      for (let i = 0; i < 5; i++) await signUp(email, ATTACKER);
      expect((await signUp(email, OWNER)).statusCode).toBe(429);

      await postJson(t.app, '/api/auth/email-otp/request-password-reset', { email });
      const reset = await postJson(t.app, '/api/auth/email-otp/reset-password', {
        email,
        otp: t.lastCode(email),
        password: OWNER.password,
      });

      expect(reset.statusCode).toBe(200);
      expect((await signIn(email, ATTACKER.password)).statusCode).toBe(401);
      const owner = await signIn(email, OWNER.password);
      expect(owner.statusCode).toBe(200);
      expect(owner.json()).toMatchObject({ user: { emailVerified: true } });
    });

    it('ends every session an unconfirmed account had once its address is proved', async () => {
      const email = newEmail();
      await signUp(email, ATTACKER);
      const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
      // No session can be had before the address is proved; one is planted to show none survives.
      await t.database.db.insert(sessions).values({
        id: crypto.randomUUID(),
        token: `planted-${crypto.randomUUID()}`,
        userId: user!.id,
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      await signUp(email, OWNER);

      expect((await confirm(email, t.lastCode(email))).statusCode).toBe(200);

      const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
      expect(left).toEqual([]);
    });

    it('an unconfirmed sign-up gets no session, whatever it tries', async () => {
      const email = newEmail();
      await signUp(email, ATTACKER);
      const attempt = await signIn(email, ATTACKER.password);
      expect(attempt.statusCode).toBe(403);
      expect(attempt.headers['set-cookie']).toBeUndefined();
      const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
      const held = await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
      expect(held).toEqual([]);
    });
  },
);

function digestOf(code: string) {
  return createHash('sha256').update(code).digest('base64url');
}
