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
import { LOOPBACK_MAIL_ENV } from '#testing/loopback-mail-policy';
import { startSmtpRecorder, type SmtpRecorder } from '#testing/smtp-recorder';
import type { JobQueue } from '../../jobs/job-queue';
import {
  clockInMidWindow,
  createTestApp,
  signedInUser,
  TEST_ORIGIN,
  type TestApp,
} from '../../test/test-app';
import { LOGIN_ATTEMPT_LIMITS } from './connect-mailbox';

const hasDovecot = findDovecotBinary() !== null;
if (!hasDovecot) console.warn(DOVECOT_MISSING);

const PASSWORD = 'app-password-1';
/** Servers on the usual ports, so only what a test changes is refused. */
const SERVERS = { imapHost: '9.9.9.9', imapPort: 993, smtpHost: '9.9.9.9', smtpPort: 465 };

type User = Awaited<ReturnType<typeof signedInUser>>;

const queue = { send: async () => 'job-id' } as unknown as JobQueue;

function connectWith(
  t: TestApp,
  user: User,
  requestBody: Record<string, unknown>,
  remoteAddress = '198.51.100.1',
) {
  return t.app.inject({
    method: 'POST',
    url: DATA_REQUEST_PATH,
    remoteAddress,
    headers: { origin: TEST_ORIGIN, cookie: user.cookie },
    payload: {
      requestInfo: { userName: user.email },
      requestBody: { oauthProvider: 'imap', type: 'connect', ...requestBody },
    },
  });
}

const connectionsOf = (t: TestApp, userId: string) =>
  t.database.db.select().from(mailboxConnections).where(eq(mailboxConnections.userId, userId));

describe.each(testDatabases())('IMAP connect input and host rules on $name', (testDatabase) => {
  let t: TestApp;

  // The server's default: mail servers on this machine's own networks, and ports other than the
  // usual mail ports, are out of reach.
  beforeAll(async () => {
    t = await createTestApp(testDatabase, { queue, rateLimitClock: clockInMidWindow() });
  });
  afterAll(() => t?.close());

  // Address literals only, so nothing is looked up; both servers are judged before either is
  // dialed, so the public address beside the refused one (Quad9's) is never dialed either.
  it('refuses a server on loopback or a private network without connecting to it', async () => {
    const user = await signedInUser(t);
    for (const imapHost of ['127.0.0.1', '10.20.30.40', '169.254.169.254']) {
      const response = await connectWith(t, user, {
        emailId: 'ada@example.org',
        login: { password: PASSWORD, ...SERVERS, imapHost },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().data.reasonCode).toBe('HostNotAllowed');
      expect(response.json().fields[0].path).toBe('body.requestBody.login.imapHost');
      expect(response.json().message).toBe(
        `Reclaim does not connect to ${imapHost}: it is on a private or local network. ` +
          'Enter the public server name of your mail service.',
      );
    }
    const smtp = await connectWith(t, user, {
      emailId: 'ada@example.org',
      login: { password: PASSWORD, ...SERVERS, smtpHost: '192.168.0.2' },
    });
    expect(smtp.json().data.reasonCode).toBe('HostNotAllowed');
    expect(smtp.json().message).toMatch(/^Reclaim does not connect to 192\.168\.0\.2:/);
    expect(await connectionsOf(t, user.userId)).toEqual([]);
  });

  it.each([
    [{ imapPort: 22 }, 'body.requestBody.login.imapPort', 'IMAP servers on port 143 or 993'],
    [{ imapPort: 465 }, 'body.requestBody.login.imapPort', 'IMAP servers on port 143 or 993'],
    [{ smtpPort: 25 }, 'body.requestBody.login.smtpPort', 'SMTP servers on port 587 or 465'],
    [{ smtpPort: 6379 }, 'body.requestBody.login.smtpPort', 'SMTP servers on port 587 or 465'],
  ])('refuses %j, naming %s, before anything is tried', async (ports, field, words) => {
    const user = await signedInUser(t);
    const response = await connectWith(t, user, {
      emailId: 'ada@example.org',
      login: { password: PASSWORD, ...SERVERS, ...ports },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.reasonCode).toBe('PortNotAllowed');
    expect(response.json().fields.map((f: { path: string }) => f.path)).toEqual([field]);
    expect(response.json().message).toContain(words);
    expect(await connectionsOf(t, user.userId)).toEqual([]);
  });

  it('names every field of a login at fault at once, each at its own path', async () => {
    const user = await signedInUser(t);
    const response = await connectWith(t, user, {
      emailId: 'ada@example.org',
      login: { ...SERVERS, imapPort: 0, smtpHost: 'http://smtp.example.org/', proxy: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      { path: 'body.requestBody.login.password', message: 'App password is required' },
      { path: 'body.requestBody.login.imapPort', message: 'Enter a port between 1 and 65535' },
      {
        path: 'body.requestBody.login.smtpHost',
        message: 'Enter a server name such as smtp.example.com',
      },
      { path: 'body.requestBody.login.proxy', message: 'Not a field of this login' },
    ]);
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
      'body.requestBody.login.proxy',
    ],
    [{ emailId: 'ada@example.org', login: PASSWORD }, 'body.requestBody.login'],
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
    let smtp: SmtpRecorder;
    const MAILBOXES = ['owner@example.org', 'mine@example.org', 'ours@example.org'];

    beforeAll(async () => {
      dovecot = await startDovecot({
        users: MAILBOXES.map((username) => ({ username, password: PASSWORD })),
      });
      smtp = await startSmtpRecorder(Object.fromEntries(MAILBOXES.map((m) => [m, PASSWORD])));
      t = await createTestApp(testDatabase, {
        queue,
        env: LOOPBACK_MAIL_ENV,
        rateLimitClock: clockInMidWindow(),
      });
    });
    afterAll(async () => {
      await t?.close();
      await dovecot?.close();
      await smtp?.close();
    });

    const attempt = (user: User, emailId: string, password: string, remoteAddress?: string) =>
      connectWith(
        t,
        user,
        {
          emailId,
          login: {
            password,
            imapHost: dovecot.host,
            imapPort: dovecot.port,
            smtpHost: smtp.host,
            smtpPort: smtp.port,
          },
        },
        remoteAddress,
      );

    it('counts only failed logins: 10 an hour per person, then 429 even for the right one', async () => {
      const user = await signedInUser(t);
      const from = '198.51.100.10';
      expect(LOGIN_ATTEMPT_LIMITS.perUser.max).toBe(10);
      // Logins that work use nothing up, however many.
      for (let count = 0; count < 12; count += 1) {
        expect((await attempt(user, 'mine@example.org', PASSWORD, from)).statusCode).toBe(200);
      }
      for (let count = 0; count < 10; count += 1) {
        expect((await attempt(user, 'mine@example.org', 'wrong', from)).statusCode).toBe(400);
      }

      const refused = await attempt(user, 'mine@example.org', PASSWORD, from);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(
        'Too many attempts to connect a mailbox with a password. Please wait an hour and try again.',
      );
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    });

    it('lets nobody else use up the attempts of a mailbox’s owner', async () => {
      const [stranger, owner] = [await signedInUser(t), await signedInUser(t)];
      for (let count = 0; count < 10; count += 1) {
        const guess = await attempt(stranger, 'owner@example.org', `guess-${count}`, '203.0.113.5');
        expect(guess.statusCode).toBe(400);
      }
      expect(
        (await attempt(stranger, 'owner@example.org', 'one more', '203.0.113.5')).statusCode,
      ).toBe(429);

      const connected = await attempt(owner, 'owner@example.org', PASSWORD, '198.51.100.20');
      expect(connected.statusCode).toBe(200);
      expect(await connectionsOf(t, owner.userId)).toHaveLength(1);
      expect(await connectionsOf(t, stranger.userId)).toEqual([]);
    });

    it('counts failures from one client address across accounts', async () => {
      const from = '203.0.113.77';
      expect(LOGIN_ATTEMPT_LIMITS.perClientIp.max).toBe(30);
      for (let account = 0; account < 3; account += 1) {
        const user = await signedInUser(t);
        for (let count = 0; count < 10; count += 1) {
          expect((await attempt(user, 'ours@example.org', 'wrong', from)).statusCode).toBe(400);
        }
      }
      const fresh = await signedInUser(t);
      expect((await attempt(fresh, 'ours@example.org', PASSWORD, from)).statusCode).toBe(429);
      expect((await attempt(fresh, 'ours@example.org', PASSWORD, '198.51.100.30')).statusCode).toBe(
        200,
      );
    }, 180_000);
  },
);
