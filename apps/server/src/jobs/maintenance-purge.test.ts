import {
  accounts,
  jobLanes,
  outboxMessages,
  quotaLedgers,
  users,
  verifications,
} from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postJson, type TestApp } from '../test/test-app';
import { purgeExpired } from './maintenance-purge.handler';

const HOUR_MS = 60 * 60 * 1000;
const PASSWORD = 'Reclaim!2026x';

describe.each(testDatabases())('purging unconfirmed sign-ups on $name', (testDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabase);
  });
  afterAll(() => t.close());

  const newEmail = () => `pending-${crypto.randomUUID()}@example.com`;

  async function signUp(email: string, name = 'Someone') {
    const answer = await postJson(t.app, '/api/auth/sign-up/email', {
      name,
      email,
      password: PASSWORD,
    });
    expect(answer.statusCode).toBe(200);
  }

  /** Moves an account's sign-up back in time. */
  async function age(email: string, hours: number) {
    await t.database.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - hours * HOUR_MS) })
      .where(eq(users.email, email));
  }

  async function whatRemainsOf(email: string) {
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const logins = user
      ? await t.database.db.select().from(accounts).where(eq(accounts.userId, user.id))
      : [];
    const codes = await t.database.db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, `%-otp-${email}`));
    const mail = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email));
    return { user, logins: logins.length, codes: codes.length, mail: mail.length };
  }

  it('deletes a password sign-up left unconfirmed for a day, with its password, codes and mail', async () => {
    const email = newEmail();
    await signUp(email);
    await t.database.db
      .insert(outboxMessages)
      .values({ recipient: email, subject: 'Your Reclaim verification code', text: 'code' });
    await age(email, 25);
    expect(await whatRemainsOf(email)).toMatchObject({ logins: 1, codes: 1, mail: 1 });

    await purgeExpired(t.database.db);

    expect(await whatRemainsOf(email)).toEqual({ user: undefined, logins: 0, codes: 0, mail: 0 });
    await signUp(email, 'The real owner');
    expect((await whatRemainsOf(email)).user).toMatchObject({ name: 'The real owner' });
  });

  it('keeps a sign-up younger than a day, and a confirmed account of any age', async () => {
    const young = newEmail();
    await signUp(young);
    await age(young, 23);
    const confirmed = newEmail();
    await signUp(confirmed);
    await postJson(t.app, '/api/auth/email-otp/verify-email', {
      email: confirmed,
      otp: t.lastCode(confirmed),
    });
    await age(confirmed, 24 * 400);

    await purgeExpired(t.database.db);
    await purgeExpired(t.database.db);

    expect(await whatRemainsOf(young)).toMatchObject({ user: { email: young }, logins: 1 });
    expect(await whatRemainsOf(confirmed)).toMatchObject({ user: { email: confirmed }, logins: 1 });
  });

  it('counts the day from the newest sign-up for the address', async () => {
    const email = newEmail();
    await signUp(email, 'First');
    await age(email, 23);
    await signUp(email, 'Second');

    await purgeExpired(t.database.db, new Date(Date.now() + 2 * HOUR_MS));

    expect((await whatRemainsOf(email)).user).toMatchObject({ name: 'Second' });
  });

  it('keeps an unconfirmed account that a Google or Microsoft sign-in made: someone works in it', async () => {
    const email = newEmail();
    const id = crypto.randomUUID();
    await t.database.db.insert(users).values({
      id,
      name: 'Signed in with Microsoft',
      email,
      emailVerified: false,
      createdAt: new Date(Date.now() - 30 * 24 * HOUR_MS),
    });
    await t.database.db
      .insert(accounts)
      .values({ id: crypto.randomUUID(), userId: id, accountId: 'ms-1', providerId: 'microsoft' });

    await purgeExpired(t.database.db);

    expect(await whatRemainsOf(email)).toMatchObject({ user: { id }, logins: 1 });
  });

  it('forgets a job lane idle for a day, and keeps one that started a job since', async () => {
    const queue = `test.lanes-${crypto.randomUUID()}`;
    const now = new Date();
    await t.database.db.insert(jobLanes).values([
      { queue, lane: 'idle', lastStartedAt: new Date(now.getTime() - 25 * HOUR_MS) },
      { queue, lane: 'busy', lastStartedAt: new Date(now.getTime() - 23 * HOUR_MS) },
    ]);

    await purgeExpired(t.database.db, now);

    const lanes = await t.database.db
      .select({ lane: jobLanes.lane })
      .from(jobLanes)
      .where(eq(jobLanes.queue, queue));
    expect(lanes).toEqual([{ lane: 'busy' }]);
  });

  it('forgets the quota row of a process that stopped a day ago, and keeps a live one', async () => {
    const key = `gmail:${crypto.randomUUID()}@example.com`;
    const now = new Date();
    const row = { key, charges: [[5, now.getTime()]] as [number, number][] };
    await t.database.db.insert(quotaLedgers).values([
      { ...row, process: 'gone', updatedAt: new Date(now.getTime() - 25 * HOUR_MS) },
      { ...row, process: 'live', updatedAt: now },
    ]);

    await purgeExpired(t.database.db, now);

    const rows = await t.database.db
      .select({ process: quotaLedgers.process })
      .from(quotaLedgers)
      .where(eq(quotaLedgers.key, key));
    expect(rows).toEqual([{ process: 'live' }]);
  });
});
