import { createServer } from 'node:net';
import {
  DATA_REQUEST_PATH,
  GET_CONNECTIONS_PATH,
  type GetConnectionsResponse,
} from '@reclaim/contract';
import { domainRecords, mailboxConnections } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOVECOT_MISSING,
  findDovecotBinary,
  generateImapMessages,
  startDovecot,
  type RunningDovecot,
} from '@reclaim/stand-ins/dovecot/start-dovecot';
import type { JobQueue } from '../../jobs/job-queue';
import type { ImapLogin } from '../../mailbox-providers/imap/imap-login';
import { mailboxScanJob } from '../../jobs/mailbox-scan.job';
import { openCredentials } from '../../mailbox-providers/credentials';
import { passwordCredentialsSchema } from '../../mailbox-providers/imap/password-credentials';
import { CONNECT_FAILED } from '../../mailbox-providers/imap/imap-connector';
import { createImapProvider } from '../../mailbox-providers/imap/imap.provider';
import { createProviderRegistry } from '../../mailbox-providers/registry';
import { runScanSlice } from '../../scanning/scan.service';
import {
  createTestApp,
  postJson,
  signedInUser,
  TEST_SECRET_KEY,
  type TestApp,
} from '../../test/test-app';
import { LOOPBACK_MAIL_ENV, LOOPBACK_MAIL_POLICY } from '#testing/loopback-mail-policy';
import { startSmtpRecorder, type SmtpRecorder } from '#testing/smtp-recorder';

const hasDovecot = findDovecotBinary() !== null;
if (!hasDovecot) console.warn(DOVECOT_MISSING);

const PASSWORD = 'app-password-1';
const MAILBOXES = ['ada@example.org', 'ben@yahoo.com', 'cy@example.org', 'dee@example.org'];

type User = Awaited<ReturnType<typeof signedInUser>>;

describe.skipIf(!hasDovecot).each(testDatabases())(
  'connecting an IMAP mailbox on $name',
  (testDatabase) => {
    let t: TestApp;
    let dovecot: RunningDovecot;
    let smtp: SmtpRecorder;
    const sent: { name: string; payload: { connectionId: string } }[] = [];
    const queue = {
      send: async (job: { name: string }, payload: unknown) => {
        sent.push({ name: job.name, payload: payload as { connectionId: string } });
        return 'job-id';
      },
    } as unknown as JobQueue;

    beforeAll(async () => {
      dovecot = await startDovecot({
        users: MAILBOXES.map((username, seed) => ({
          username,
          password: PASSWORD,
          messages: generateImapMessages({ seed, messages: 40, senders: 8 }),
        })),
      });
      smtp = await startSmtpRecorder(Object.fromEntries(MAILBOXES.map((m) => [m, PASSWORD])));
      // A shorter check than the server’s, so the failures answered at its end hold the suite up
      // less; long enough for Dovecot’s growing delay after each refused password.
      const providers = createProviderRegistry([
        createImapProvider({ policy: LOOPBACK_MAIL_POLICY, connectCheckMs: 8_000 }),
      ]);
      t = await createTestApp(testDatabase, { queue, providers, env: LOOPBACK_MAIL_ENV });
    });
    afterAll(async () => {
      await t?.close();
      await dovecot?.close();
      await smtp?.close();
    });

    /** The servers a person types: the test Dovecot on its plain loopback port, and SMTP beside. */
    const dovecotServers = () => ({
      imapHost: dovecot.host,
      imapPort: dovecot.port,
      smtpHost: smtp.host,
      smtpPort: smtp.port,
    });
    const connect = (user: User, emailId: string, imap: Partial<ImapLogin>) =>
      postJson(
        t.app,
        DATA_REQUEST_PATH,
        {
          requestInfo: { userName: user.email },
          requestBody: { oauthProvider: 'imap', type: 'connect', emailId, login: imap },
        },
        { cookie: user.cookie },
      );
    const connectionsOf = (userId: string) =>
      t.database.db.select().from(mailboxConnections).where(eq(mailboxConnections.userId, userId));
    const listed = async (user: User) =>
      (
        await postJson(
          t.app,
          GET_CONNECTIONS_PATH,
          { requestInfo: { userName: user.email } },
          { cookie: user.cookie },
        )
      ).json<GetConnectionsResponse>().data.responseListObject;

    it('connects with the right password, sealed, and queues the first scan', async () => {
      const user = await signedInUser(t);
      const response = await connect(user, 'Ada@Example.org', {
        password: PASSWORD,
        ...dovecotServers(),
      });

      expect(response.statusCode).toBe(200);
      // A server the person chose took the login: that says nothing about whose address it is.
      expect(response.json().data).toEqual({ emailId: 'ada@example.org', isAddressProven: false });
      const [row] = await connectionsOf(user.userId);
      expect(row).toMatchObject({
        provider: 'imap',
        address: 'ada@example.org',
        writePermission: 1,
        addressProvedAt: null,
      });
      expect(row!.settings).toEqual({ ...dovecotServers(), preset: 'custom' });
      expect(row!.sealedCredentials).not.toContain(PASSWORD);
      expect(
        openCredentials(
          TEST_SECRET_KEY,
          row!.id,
          row!.sealedCredentials,
          passwordCredentialsSchema,
        ),
      ).toEqual({
        kind: 'password',
        username: 'ada@example.org',
        password: PASSWORD,
      });
      expect(sent.at(-1)).toEqual({
        name: mailboxScanJob.name,
        payload: { connectionId: row!.id },
      });

      const providers = createProviderRegistry([
        createImapProvider({ policy: LOOPBACK_MAIL_POLICY }),
      ]);
      const deps = { db: t.database.db, secretKey: TEST_SECRET_KEY, providers };
      expect(await runScanSlice(deps, row!.id)).toBe('complete');
      expect(await listed(user)).toEqual([
        expect.objectContaining({
          emailId: 'ada@example.org',
          emailType: 'IMAP',
          status: 'completed',
          isAddressProven: false,
        }),
      ]);
      const found = await t.database.db
        .select()
        .from(domainRecords)
        .where(eq(domainRecords.connectionId, row!.id));
      expect(found.length).toBeGreaterThan(0);
    });

    it('lists a Yahoo address as Yahoo', async () => {
      const user = await signedInUser(t);
      const response = await postJson(
        t.app,
        DATA_REQUEST_PATH,
        {
          requestInfo: { userName: user.email },
          requestBody: {
            oauthProvider: 'yahoo',
            type: 'connect',
            emailId: 'ben@yahoo.com',
            login: { password: PASSWORD, ...dovecotServers() },
          },
        },
        { cookie: user.cookie },
      );
      expect(response.statusCode).toBe(200);
      expect(await listed(user)).toEqual([
        expect.objectContaining({ emailId: 'ben@yahoo.com', emailType: 'Yahoo' }),
      ]);
    });

    it('replaces the login when the same address connects again', async () => {
      const user = await signedInUser(t);
      await connect(user, 'cy@example.org', { password: PASSWORD, ...dovecotServers() });
      const [first] = await connectionsOf(user.userId);
      await t.database.db
        .update(mailboxConnections)
        .set({ needsReconnect: true })
        .where(eq(mailboxConnections.id, first!.id));
      const jobsBefore = sent.length;

      const again = await connect(user, 'cy@example.org', {
        password: PASSWORD,
        ...dovecotServers(),
        smtpSecure: false,
      });

      expect(again.statusCode).toBe(200);
      const rows = await connectionsOf(user.userId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: first!.id, needsReconnect: false });
      expect(rows[0]!.settings).toMatchObject({ smtpSecure: false });
      expect(rows[0]!.sealedCredentials).not.toBe(first!.sealedCredentials);
      // The first scan never ran, so the connection is still pending: its scan is queued again.
      expect(sent.slice(jobsBefore)).toEqual([
        { name: mailboxScanJob.name, payload: { connectionId: first!.id } },
      ]);
    });

    it('refuses a wrong password with what to do, and writes nothing', async () => {
      const user = await signedInUser(t);
      const jobsBefore = sent.length;
      const response = await connect(user, 'dee@example.org', {
        password: 'not-the-password',
        ...dovecotServers(),
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        data: { reasonCode: 'AuthenticationFailed' },
        message:
          'The mail server refused the user name or password. ' +
          'For Yahoo, iCloud, Fastmail and AOL use an app password.',
        fields: [expect.objectContaining({ path: 'body.requestBody.login.password' })],
      });
      expect(response.body).not.toContain('not-the-password');
      expect(await connectionsOf(user.userId)).toEqual([]);
      expect(sent.length).toBe(jobsBefore);
    });

    it('tells a Yahoo user to create an app password', async () => {
      const user = await signedInUser(t);
      const response = await connect(user, 'ben@yahoo.com', {
        password: 'my-usual-password',
        ...dovecotServers(),
      });
      expect(response.json().data.reasonCode).toBe('AuthenticationFailed');
      expect(response.json().message).toBe(
        'Yahoo Mail did not accept this address and password. Yahoo Mail needs an app password, ' +
          'not your usual password: create one in your account security settings ' +
          '(https://login.yahoo.com/account/security) and enter it here.',
      );
      expect(await connectionsOf(user.userId)).toEqual([]);
    });

    it('answers a closed port, a TLS mismatch and a server that is not IMAP alike', async () => {
      const user = await signedInUser(t);
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const { port } = closed.address() as { port: number };
      await new Promise((resolve) => closed.close(resolve));

      const answers = [
        await connect(user, 'dee@example.org', {
          password: PASSWORD,
          ...dovecotServers(),
          imapPort: port,
        }),
        await connect(user, 'dee@example.org', {
          password: PASSWORD,
          ...dovecotServers(),
          imapSecure: true,
        }),
        // The SMTP server spoken to as IMAP.
        await connect(user, 'dee@example.org', {
          password: PASSWORD,
          ...dovecotServers(),
          imapPort: smtp.port,
        }),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toMatchObject({
          message: CONNECT_FAILED.message,
          data: { reasonCode: CONNECT_FAILED.reasonCode },
          fields: [{ path: 'body.requestBody.login', message: CONNECT_FAILED.message }],
        });
      }
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      expect(await connectionsOf(user.userId)).toEqual([]);
    }, 60_000);

    it('tries the SMTP login too, and refuses a wrong one before keeping anything', async () => {
      const user = await signedInUser(t);
      const refusing = await startSmtpRecorder({ 'dee@example.org': 'another-password' });
      try {
        const response = await connect(user, 'dee@example.org', {
          password: PASSWORD,
          ...dovecotServers(),
          smtpPort: refusing.port,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          data: { reasonCode: 'AuthenticationFailed' },
          fields: [expect.objectContaining({ path: 'body.requestBody.login.password' })],
        });
        expect(await connectionsOf(user.userId)).toEqual([]);
      } finally {
        await refusing.close();
      }
    });
  },
);
