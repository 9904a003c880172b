import { createHash } from 'node:crypto';
import {
  ADDRESS_CODE_MAX_ATTEMPTS,
  ADDRESS_CODE_TTL_SECONDS,
  CONFIRM_ADDRESS_PATH,
  GET_CONNECTIONS_PATH,
  SEND_ADDRESS_CODE_PATH,
  type GetConnectionsResponse,
} from '@reclaim/contract';
import { mailboxConnections } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syntheticProvider } from '#testing/synthetic-provider';
import { createKeyedHash } from '../../lib/keyed-hash';
import { createProviderRegistry } from '../../mailbox-providers/registry';
import {
  callAs,
  createTestApp,
  postJson,
  signedInUser,
  TEST_ORIGIN,
  TEST_SECRET_KEY,
  type TestApp,
} from '../../test/test-app';
import { createRateLimiter } from '../rate-limit/rate-limiter';
import { ADDRESS_CODE_SUBJECT } from './address-code-mail';
import {
  ADDRESS_CODE_LIMITS,
  ADDRESS_CODE_RESEND_AFTER_SECONDS,
  confirmAddress,
  sendAddressCode,
  type AddressProofDependencies,
} from './address-proof.service';

type User = Awaited<ReturnType<typeof signedInUser>>;

describe.each(testDatabases())('proving a mailbox’s address on $name', (testDatabase) => {
  let t: TestApp;
  let sequence = 0;

  beforeAll(async () => {
    const imap = { ...syntheticProvider(), id: 'imap' as const };
    t = await createTestApp(testDatabase, { providers: createProviderRegistry([imap]) });
  });
  afterAll(() => t.close());

  const call = (path: string, user: User, requestBody: unknown) =>
    callAs(t, path, user, requestBody);

  /** An IMAP mailbox of `user` whose address nobody proved yet, at a fresh address. */
  async function unprovenMailbox(user: User, address = `box-${++sequence}@mail.example`) {
    const [row] = await t.database.db
      .insert(mailboxConnections)
      .values({ userId: user.userId, provider: 'imap', address, status: 'completed' })
      .returning();
    return row!;
  }

  const rowOf = async (id: string) =>
    (
      await t.database.db.select().from(mailboxConnections).where(eq(mailboxConnections.id, id))
    )[0]!;

  /** The service as the routes call it, at a moment the test chooses. */
  const depsAt = (now: Date): AddressProofDependencies => ({
    db: t.database.db,
    secretKey: TEST_SECRET_KEY,
    mailer: { isLocalOutbox: true, send: async (mail) => void t.mail.push(mail) },
    rateLimiter: createRateLimiter(t.database.db, {
      hashSubject: createKeyedHash(TEST_SECRET_KEY, 'counter-keys'),
    }),
    publicUrl: TEST_ORIGIN,
    now: () => now,
  });
  const later = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);

  it('mails a code with Reclaim’s own mail; the right one proves the address, once', async () => {
    const user = await signedInUser(t);
    const mailbox = await unprovenMailbox(user);

    const sent = await call(SEND_ADDRESS_CODE_PATH, user, { emailId: mailbox.address });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toEqual({ emailId: mailbox.address, isAddressProven: false });
    const mail = t.mail.filter((m) => m.recipient === mailbox.address);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(ADDRESS_CODE_SUBJECT);
    const code = t.lastAddressCode(mailbox.address);
    expect(code).toMatch(/^\d{8}$/);

    // Stored as a keyed hash bound to the connection: neither the code nor its plain digest.
    const pending = await rowOf(mailbox.id);
    expect(pending.addressCodeHash).not.toContain(code);
    expect(pending.addressCodeHash).not.toBe(createHash('sha256').update(code).digest('base64url'));
    expect(pending.addressProvedAt).toBeNull();

    // Typed as people copy it: with a space in the middle.
    const typed = `${code.slice(0, 4)} ${code.slice(4)}`;
    const confirmed = await call(CONFIRM_ADDRESS_PATH, user, {
      emailId: mailbox.address,
      code: typed,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toEqual({ emailId: mailbox.address, isAddressProven: true });
    const proven = await rowOf(mailbox.id);
    expect(proven.addressProvedAt).toBeInstanceOf(Date);
    expect(proven.addressCodeHash).toBeNull();

    const listed = (
      await postJson(
        t.app,
        GET_CONNECTIONS_PATH,
        { requestInfo: { userName: user.email } },
        { cookie: user.cookie },
      )
    ).json<GetConnectionsResponse>().data.responseListObject;
    expect(listed).toEqual([expect.objectContaining({ isAddressProven: true })]);

    // A proven mailbox is mailed nothing more.
    const again = await call(SEND_ADDRESS_CODE_PATH, user, { emailId: mailbox.address });
    expect(again.json().data).toEqual({ emailId: mailbox.address, isAddressProven: true });
    expect(t.mail.filter((m) => m.recipient === mailbox.address)).toHaveLength(1);
  });

  it('refuses a wrong code, and voids the code after 5 wrong ones', async () => {
    const user = await signedInUser(t);
    const mailbox = await unprovenMailbox(user);
    await call(SEND_ADDRESS_CODE_PATH, user, { emailId: mailbox.address });
    const code = t.lastAddressCode(mailbox.address);
    const wrong = code.replace(/^./, (digit) => String((Number(digit) + 1) % 10));

    for (let attempt = 0; attempt < ADDRESS_CODE_MAX_ATTEMPTS; attempt += 1) {
      const refused = await call(CONFIRM_ADDRESS_PATH, user, {
        emailId: mailbox.address,
        code: wrong,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        data: { reasonCode: 'InvalidCode' },
        fields: [{ path: 'body.requestBody.code' }],
      });
    }
    const tooMany = await call(CONFIRM_ADDRESS_PATH, user, { emailId: mailbox.address, code });
    expect(tooMany.statusCode).toBe(403);
    expect(tooMany.json().data.reasonCode).toBe('TooManyAttempts');
    // The code is gone: even the right one fails from now on.
    const after = await call(CONFIRM_ADDRESS_PATH, user, { emailId: mailbox.address, code });
    expect(after.json().data.reasonCode).toBe('CodeExpired');
    expect((await rowOf(mailbox.id)).addressProvedAt).toBeNull();
  });

  it('judges at most 5 of many concurrent guesses, and then refuses the right code', async () => {
    const user = await signedInUser(t);
    const mailbox = await unprovenMailbox(user);
    await call(SEND_ADDRESS_CODE_PATH, user, { emailId: mailbox.address });
    const code = t.lastAddressCode(mailbox.address);
    const guesses = Array.from({ length: 30 }, (_, index) =>
      String((Number(code) + 1 + index) % 10 ** 8).padStart(8, '0'),
    );

    const answers = await Promise.all(
      guesses.map((guess) =>
        call(CONFIRM_ADDRESS_PATH, user, { emailId: mailbox.address, code: guess }),
      ),
    );
    const judged = answers.filter((answer) => answer.json().data.reasonCode === 'InvalidCode');
    expect(judged.length).toBeLessThanOrEqual(ADDRESS_CODE_MAX_ATTEMPTS);
    expect(answers.every((answer) => answer.statusCode !== 200)).toBe(true);
    const right = await call(CONFIRM_ADDRESS_PATH, user, { emailId: mailbox.address, code });
    expect(right.statusCode).not.toBe(200);
    expect((await rowOf(mailbox.id)).addressProvedAt).toBeNull();
  });

  it('lets a code expire after 10 minutes', async () => {
    const user = await signedInUser(t);
    const mailbox = await unprovenMailbox(user);
    const sentAt = new Date();
    await sendAddressCode(depsAt(sentAt), user.userId, mailbox.address);
    const code = t.lastAddressCode(mailbox.address);

    const expired = confirmAddress(
      depsAt(later(sentAt, ADDRESS_CODE_TTL_SECONDS + 1)),
      user.userId,
      { emailId: mailbox.address, code },
    );
    await expect(expired).rejects.toMatchObject({ reason: 'CodeExpired' });
    const inTime = await confirmAddress(
      depsAt(later(sentAt, ADDRESS_CODE_TTL_SECONDS - 1)),
      user.userId,
      { emailId: mailbox.address, code },
    );
    expect(inTime.isAddressProven).toBe(true);
  });

  it('sends a new code a minute after the last, which voids the last; 5 an hour', async () => {
    const user = await signedInUser(t);
    const mailbox = await unprovenMailbox(user);
    const start = new Date();
    await sendAddressCode(depsAt(start), user.userId, mailbox.address);
    const first = t.lastAddressCode(mailbox.address);

    // A double click: the first code stays the one to type.
    const tooSoon = sendAddressCode(depsAt(later(start, 5)), user.userId, mailbox.address);
    await expect(tooSoon).rejects.toMatchObject({ code: 'rate_limited' });
    expect(t.lastAddressCode(mailbox.address)).toBe(first);

    const resend = (index: number) =>
      sendAddressCode(
        depsAt(later(start, index * (ADDRESS_CODE_RESEND_AFTER_SECONDS + 1))),
        user.userId,
        mailbox.address,
      );
    await resend(1);
    const second = t.lastAddressCode(mailbox.address);
    const stale = confirmAddress(depsAt(later(start, 62)), user.userId, {
      emailId: mailbox.address,
      code: first,
    });
    if (first !== second) await expect(stale).rejects.toMatchObject({ reason: 'InvalidCode' });

    expect(ADDRESS_CODE_LIMITS.perConnection.max).toBe(5);
    for (let index = 2; index < 5; index += 1) await resend(index);
    await expect(resend(5)).rejects.toMatchObject({
      code: 'rate_limited',
      message: 'Too many codes were asked for. Please wait an hour and try again.',
    });
  });

  it('bounds the codes mailed to one address from all accounts together', async () => {
    const address = `often-${++sequence}@mail.example`;
    const users = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
    const start = new Date();
    let sent = 0;
    for (const [index, user] of users.entries()) {
      await unprovenMailbox(user, address);
      for (let round = 0; round < 5 && sent < ADDRESS_CODE_LIMITS.perAddress.max; round += 1) {
        const at = later(start, (index * 5 + round) * (ADDRESS_CODE_RESEND_AFTER_SECONDS + 1));
        await sendAddressCode(depsAt(at), user.userId, address);
        sent += 1;
      }
    }
    expect(sent).toBe(10);
    const eleventh = sendAddressCode(depsAt(later(start, 3600)), users[2]!.userId, address);
    await expect(eleventh).rejects.toMatchObject({ code: 'rate_limited' });
    expect(t.mail.filter((m) => m.recipient === address)).toHaveLength(10);
  });

  it('keeps people apart: another person’s mailbox and code are of no use', async () => {
    const [owner, other] = [await signedInUser(t), await signedInUser(t)];
    const mailbox = await unprovenMailbox(owner);
    const theirs = await unprovenMailbox(other, mailbox.address);

    const foreignSend = await call(SEND_ADDRESS_CODE_PATH, other, {
      emailId: `x-${mailbox.address}`,
    });
    expect(foreignSend.statusCode).toBe(404);
    await call(SEND_ADDRESS_CODE_PATH, owner, { emailId: mailbox.address });
    const ownersCode = t.lastAddressCode(mailbox.address);

    // The same address connected by someone else: the owner's code does not prove theirs.
    const withOwnersCode = await call(CONFIRM_ADDRESS_PATH, other, {
      emailId: mailbox.address,
      code: ownersCode,
    });
    expect(withOwnersCode.statusCode).toBe(400);
    expect((await rowOf(theirs.id)).addressProvedAt).toBeNull();
    expect((await rowOf(mailbox.id)).addressProvedAt).toBeNull();
  });

  it.each([
    [{ emailId: 'not-an-address', code: '12345678' }, 'body.requestBody.emailId'],
    [{ emailId: 'a@mail.example', code: '1234' }, 'body.requestBody.code'],
    [{ emailId: 'a@mail.example', code: 'abcdefgh' }, 'body.requestBody.code'],
    [{ emailId: 'a@mail.example' }, 'body.requestBody.code'],
  ])('refuses %j naming %s', async (requestBody, field) => {
    const user = await signedInUser(t);
    const response = await call(CONFIRM_ADDRESS_PATH, user, requestBody);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((f: { path: string }) => f.path)).toContain(field);
  });
});
