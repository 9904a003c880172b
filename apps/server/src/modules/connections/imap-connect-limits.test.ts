import { DATA_REQUEST_PATH, IMAP_PASSWORD_MAX_LENGTH } from '@reclaim/contract';
import { mailboxConnections } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOVECOT_MISSING,
  findDovecotBinary,
  startDovecot,
  type RunningDovecot,
} from '@reclaim/stand-ins/dovecot/start-dovecot';
import type { JobQueue } from '../../jobs/job-queue';
import { createTestApp, postJson, signedInUser, type TestApp } from '../../test/test-app';
import { LOGIN_ATTEMPT_LIMITS } from './connect-mailbox';

const hasDovecot = findDovecotBinary() !== null;
if (!hasDovecot) console.warn(DOVECOT_MISSING);

const PASSWORD = 'app-password-1';
const SERVERS = { imapHost: '127.0.0.1', imapPort: 1143, smtpHost: '127.0.0.1', smtpPort: 2525 };

type User = Awaited<ReturnType<typeof signedInUser>>;

const queue = { send: async () => 'job-id' } as unknown as JobQueue;

function connectWith(t: TestApp, user: User, requestBody: Record<string, unknown>) {
  return postJson(
    t.app,
    DATA_REQUEST_PATH,
    {
      requestInfo: { userName: user.email },
      requestBody: { oauthProvider: 'imap', type: 'connect', ...requestBody },
    },
    { cookie: user.cookie },
  );
}

const connectionsOf = (t: TestApp, userId: string) =>
  t.database.db.select().from(mailboxConnections).where(eq(mailboxConnections.userId, userId));

describe.each(testDatabases())('IMAP connect input and host rules on $name', (testDatabase) => {
  let t: TestApp;

  // The server's default: mail servers on this machine's own networks are out of reach.
  beforeAll(async () => {
    t = await createTestApp(testDatabase, { queue });
  });
  afterAll(() => t?.close());

  // Address literals only, so nothing is looked up. The SMTP server is checked first and is never
  // connected to at connect time, so the public address below (Quad9's) is not dialed either.
  it('refuses a server on loopback or a private network without connecting to it', async () => {
    const user = await signedInUser(t);
    for (const imapHost of ['127.0.0.1', '10.20.30.40', '169.254.169.254']) {
      const response = await connectWith(t, user, {
        emailId: 'ada@example.org',
        login: { password: PASSWORD, ...SERVERS, smtpHost: '9.9.9.9', imapHost },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().data.reasonCode).toBe('HostNotAllowed');
      expect(response.json().message).toBe(
        `Reclaim does not connect to ${imapHost}: it is on a private or local network. ` +
          'Enter the public server name of your mail service.',
      );
    }
    const smtp = await connectWith(t, user, {
      emailId: 'ada@example.org',
      login: { password: PASSWORD, ...SERVERS, imapHost: '9.9.9.9', smtpHost: '192.168.0.2' },
    });
    expect(smtp.json().data.reasonCode).toBe('HostNotAllowed');
    expect(smtp.json().message).toMatch(/^Reclaim does not connect to 192\.168\.0\.2:/);
    expect(await connectionsOf(t, user.userId)).toEqual([]);
  });

  it.each([
    [{ login: { password: PASSWORD, ...SERVERS } }, 'body.requestBody.emailId'],
    [{ emailId: 'ada@example.org' }, 'body.requestBody.login'],
    [{ emailId: 'ada@example.org', login: { ...SERVERS } }, 'body.requestBody.login.password'],
    [
      { emailId: 'ada@example.org', login: { ...SERVERS, password: '' } },
      'body.requestBody.login.password',
    ],
    [
      {
        emailId: 'ada@example.org',
        login: { ...SERVERS, password: 'x'.repeat(IMAP_PASSWORD_MAX_LENGTH + 1) },
      },
      'body.requestBody.login.password',
    ],
    [
      { emailId: 'ada@example.org', login: { password: PASSWORD, smtpHost: 'smtp.example.org' } },
      'body.requestBody.login.imapHost',
    ],
    [
      { emailId: 'ada@example.org', login: { password: PASSWORD, imapHost: 'imap.example.org' } },
      'body.requestBody.login.smtpHost',
    ],
    [
      { emailId: 'ada@example.org', login: { ...SERVERS, password: PASSWORD, imapPort: 0 } },
      'body.requestBody.login.imapPort',
    ],
    [
      { emailId: 'ada@example.org', login: { ...SERVERS, password: PASSWORD, smtpPort: 65_536 } },
      'body.requestBody.login.smtpPort',
    ],
    [
      {
        emailId: 'ada@example.org',
        login: { ...SERVERS, password: PASSWORD, imapHost: 'http://imap.example.org/' },
      },
      'body.requestBody.login.imapHost',
    ],
    [
      { emailId: 'ada@example.org', login: { ...SERVERS, password: PASSWORD, proxy: 'x' } },
      'body.requestBody.login',
    ],
    [
      { emailId: 'not-an-address', login: { ...SERVERS, password: PASSWORD } },
      'body.requestBody.emailId',
    ],
  ])('refuses %j naming %s', async (requestBody, field) => {
    const user = await signedInUser(t);
    const response = await connectWith(t, user, requestBody);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((f: { path: string }) => f.path)).toContain(field);
    expect(response.body).not.toContain(PASSWORD);
    expect(await connectionsOf(t, user.userId)).toEqual([]);
  });
});

describe.skipIf(!hasDovecot).each(testDatabases())(
  'IMAP connect attempts on $name',
  (testDatabase) => {
    let t: TestApp;
    let dovecot: RunningDovecot;

    beforeAll(async () => {
      dovecot = await startDovecot({
        users: [{ username: 'guess@example.org', password: PASSWORD }],
      });
      t = await createTestApp(testDatabase, { queue, env: { IMAP_ALLOW_PRIVATE_HOSTS: 'true' } });
    });
    afterAll(async () => {
      await t?.close();
      await dovecot?.close();
    });

    it('allows 10 an hour per person and per mailbox, then answers 429', async () => {
      const [guesser, accomplice] = [await signedInUser(t), await signedInUser(t)];
      const attempt = (user: User) =>
        connectWith(t, user, {
          emailId: 'guess@example.org',
          login: { password: PASSWORD, ...SERVERS, imapPort: dovecot.port },
        });
      expect(LOGIN_ATTEMPT_LIMITS.perUser.max).toBe(10);
      for (let count = 0; count < 10; count += 1) {
        expect((await attempt(guesser)).statusCode).toBe(200);
      }

      const refused = await attempt(guesser);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(
        'Too many attempts to connect a mailbox with a password. Please wait an hour and try again.',
      );
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
      // Another account aimed at the same mailbox gets no fresh attempts either.
      expect((await attempt(accomplice)).statusCode).toBe(429);
      expect(await connectionsOf(t, accomplice.userId)).toEqual([]);
    });
  },
);
