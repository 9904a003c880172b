import { randomUUID } from 'node:crypto';
import {
  DATA_REQUEST_PATH,
  MAILBOX_AUTHORIZE_PATH,
  SEND_DSR_PATH,
  type MailboxProviderId,
} from '@reclaim/contract';
import { deletionRequests, domainRecords, mailboxConnections } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOVECOT_MISSING,
  findDovecotBinary,
  startDovecot,
  type RunningDovecot,
} from '@reclaim/stand-ins/dovecot/start-dovecot';
import { signInAtStandIn } from '@reclaim/stand-ins/oidc/oidc-code-flow';
import { CookieJar } from '@reclaim/stand-ins/oidc/oidc-fetch-client';
import {
  startOidcStandIn,
  UNVERIFIED_EMAIL_DOMAIN,
  type OidcStandIn,
} from '@reclaim/stand-ins/oidc/oidc-stand-in';
import { LOOPBACK_MAIL_ENV, LOOPBACK_MAIL_POLICY } from '#testing/loopback-mail-policy';
import { startSmtpRecorder, type SmtpRecorder } from '#testing/smtp-recorder';
import {
  handleDeletionRequestSend,
  UNPROVEN_ADDRESS_REASON,
} from '../jobs/deletion-request-send.handler';
import type { JobQueue } from '../jobs/job-queue';
import { sealCredentials } from '../mailbox-providers/credentials';
import { createImapProvider } from '../mailbox-providers/imap/imap.provider';
import { createProviderRegistry } from '../mailbox-providers/registry';
import { insertRequests } from '../modules/deletion-requests/deletion-requests.repository';
import {
  createTestApp,
  callAs,
  postJson,
  proveMailboxAddress,
  signedInUser,
  TEST_ORIGIN,
  TEST_SECRET_KEY,
  type TestApp,
} from '../test/test-app';

const hasDovecot = findDovecotBinary() !== null;
if (!hasDovecot) console.warn(DOVECOT_MISSING);

/** Someone else's address, which the attacker's own IMAP and SMTP servers happily accept. */
const VICTIM = 'victim@gmail.com';
const ATTACKER_PASSWORD = 'the-attackers-own-password';
const COMPANY = 'shop.example';

type User = Awaited<ReturnType<typeof signedInUser>>;

describe.skipIf(!hasDovecot).each(testDatabases())(
  'sending in the name of an address nobody proved, on $name',
  (testDatabase) => {
    let t: TestApp;
    let dovecot: RunningDovecot;
    let openRelay: SmtpRecorder;
    let attackersSmtp: SmtpRecorder;
    const jobs: { name: string; payload: { requestId?: string } }[] = [];
    const queue = {
      send: async (job: { name: string }, payload: unknown) => {
        jobs.push({ name: job.name, payload: payload as { requestId?: string } });
        return 'job-id';
      },
    } as unknown as JobQueue;
    const providers = createProviderRegistry([
      createImapProvider({ policy: LOOPBACK_MAIL_POLICY, onSentCopyFailed: () => undefined }),
    ]);
    const jobDeps = () => ({
      db: t.database.db,
      secretKey: TEST_SECRET_KEY,
      providers,
      messageIdDomain: 'reclaim.test',
    });

    beforeAll(async () => {
      // The attacker's own servers: their IMAP server takes their password for the victim's
      // address; one SMTP server asks for no login at all, the other takes any of theirs.
      dovecot = await startDovecot({
        users: [{ username: VICTIM, password: ATTACKER_PASSWORD }],
        sentFolder: 'Sent',
      });
      openRelay = await startSmtpRecorder({}, { offersLogin: false });
      attackersSmtp = await startSmtpRecorder({ [VICTIM]: ATTACKER_PASSWORD });
      t = await createTestApp(testDatabase, { queue, providers, env: LOOPBACK_MAIL_ENV });
    }, 60_000);
    afterAll(async () => {
      await t?.close();
      await dovecot?.close();
      await openRelay?.close();
      await attackersSmtp?.close();
    });

    const call = (path: string, user: User, requestBody: unknown) =>
      callAs(t, path, user, requestBody);
    const connectVictim = (user: User, smtp: SmtpRecorder) =>
      call(DATA_REQUEST_PATH, user, {
        oauthProvider: 'imap',
        type: 'connect',
        emailId: VICTIM,
        login: {
          password: ATTACKER_PASSWORD,
          imapHost: dovecot.host,
          imapPort: dovecot.port,
          smtpHost: smtp.host,
          smtpPort: smtp.port,
        },
      });
    const connectionOf = async (userId: string) =>
      (
        await t.database.db
          .select()
          .from(mailboxConnections)
          .where(eq(mailboxConnections.userId, userId))
      )[0];
    const requestsOf = (connectionId: string) =>
      t.database.db
        .select()
        .from(deletionRequests)
        .where(eq(deletionRequests.connectionId, connectionId));
    const seedCompany = async (connectionId: string) => {
      await t.database.db.insert(domainRecords).values({
        connectionId,
        domain: COMPANY,
        firstEmailDate: new Date('2020-01-01'),
        lastEmailDate: new Date('2024-01-01'),
        emailCount: 3,
      });
    };
    const requestDeletion = (user: User) =>
      call(SEND_DSR_PATH, user, {
        emailId: VICTIM,
        domainName: COMPANY,
        contactEmailId: `privacy@${COMPANY}`,
        template: 'gdpr',
      });

    it('refuses an SMTP server that asks for no login, and keeps nothing', async () => {
      const attacker = await signedInUser(t);
      const response = await connectVictim(attacker, openRelay);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        data: { reasonCode: 'SmtpLoginMissing' },
        fields: [expect.objectContaining({ path: 'body.requestBody.login.smtpHost' })],
      });
      expect(await connectionOf(attacker.userId)).toBeUndefined();
      expect(openRelay.accepted).toEqual([]);
    });

    it('sends nothing from a mailbox until its address is proven with the mailed code', async () => {
      const user = await signedInUser(t);
      const connected = await connectVictim(user, attackersSmtp);
      expect(connected.statusCode).toBe(200);
      expect(connected.json().data).toEqual({ emailId: VICTIM, isAddressProven: false });
      const connection = (await connectionOf(user.userId))!;
      await seedCompany(connection.id);

      // Asked through the API: refused, nothing written, nothing queued.
      const jobsBefore = jobs.length;
      const refused = await requestDeletion(user);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        data: { reasonCode: 'AddressNotConfirmed' },
        fields: [{ path: 'body.requestBody.emailId', message: 'Address not confirmed' }],
      });
      expect(await requestsOf(connection.id)).toEqual([]);
      expect(jobs.length).toBe(jobsBefore);

      // A request queued all the same (made before this rule): the job fails it and says why.
      const [record] = await t.database.db
        .select()
        .from(domainRecords)
        .where(eq(domainRecords.connectionId, connection.id));
      const queuedId = randomUUID();
      await insertRequests(
        t.database.db,
        [
          {
            id: queuedId,
            domainRecordId: record!.id,
            connectionId: connection.id,
            userId: user.userId,
            domain: COMPANY,
            recipient: `privacy@${COMPANY}`,
            isRecipientVerified: false,
            jurisdiction: 'gdpr',
            requestType: 'erasure',
            language: 'en',
            subject: 'Request to erase my personal data',
            html: '<p>Please erase my personal data.</p>',
          },
        ],
        new Date(),
      );
      await handleDeletionRequestSend(jobDeps(), { requestId: queuedId }, { isLastAttempt: false });
      const [failed] = await requestsOf(connection.id);
      expect(failed).toMatchObject({
        status: 'failed',
        failureReason: UNPROVEN_ADDRESS_REASON,
        sendAttemptedAt: null,
      });
      expect(attackersSmtp.accepted).toEqual([]);

      // The code went to the address itself, through Reclaim's own mail, not the person's
      // servers; only whoever reads that mailbox can type it.
      await proveMailboxAddress(t, user, VICTIM);
      expect(attackersSmtp.accepted).toEqual([]);
      expect(t.mail.filter((mail) => mail.recipient === VICTIM)).toHaveLength(1);

      const raised = await requestDeletion(user);
      expect(raised.statusCode).toBe(200);
      const [requestId] = raised.json().data.requestIds as string[];
      await handleDeletionRequestSend(
        jobDeps(),
        { requestId: requestId! },
        { isLastAttempt: false },
      );
      const sent = (await requestsOf(connection.id)).find((request) => request.id === requestId);
      expect(sent?.status).toBe('initiated');
      expect(attackersSmtp.accepted).toEqual([
        expect.objectContaining({ from: VICTIM, to: [`privacy@${COMPANY}`] }),
      ]);
    }, 60_000);

    it('sends nothing through a stored SMTP server that stopped asking for a login', async () => {
      const user = await signedInUser(t);
      const connectionId = randomUUID();
      await t.database.db.insert(mailboxConnections).values({
        id: connectionId,
        userId: user.userId,
        provider: 'imap' satisfies MailboxProviderId,
        address: VICTIM,
        writePermission: 1,
        addressProvedAt: new Date(),
        sealedCredentials: sealCredentials(TEST_SECRET_KEY, connectionId, {
          kind: 'password',
          username: VICTIM,
          password: ATTACKER_PASSWORD,
        }),
        settings: {
          imapHost: dovecot.host,
          imapPort: dovecot.port,
          smtpHost: openRelay.host,
          smtpPort: openRelay.port,
        },
      });
      await seedCompany(connectionId);
      const raised = await requestDeletion(user);
      expect(raised.statusCode).toBe(200);
      const [requestId] = raised.json().data.requestIds as string[];

      await handleDeletionRequestSend(
        jobDeps(),
        { requestId: requestId! },
        { isLastAttempt: true },
      );

      const [request] = await requestsOf(connectionId);
      expect(request?.status).toBe('failed');
      expect(openRelay.accepted).toEqual([]);
      expect((await connectionOf(user.userId))?.needsReconnect).toBe(true);
    });
  },
);

const GOOGLE = { clientId: 'google-mailbox', clientSecret: 'google-mailbox-secret' };
const MICROSOFT = { clientId: 'microsoft-mailbox', clientSecret: 'microsoft-mailbox-secret' };
const TENANT_DOMAIN = 'tenant.example';

describe.each(testDatabases())(
  'connecting a Gmail or Outlook mailbox whose address the provider does not vouch for, on $name',
  (testDatabase) => {
    let t: TestApp;
    let standIn: OidcStandIn;
    const queue = { send: async () => 'job-id' } as unknown as JobQueue;

    beforeAll(async () => {
      standIn = await startOidcStandIn({
        port: 0,
        clients: [
          { ...GOOGLE, redirectUris: [`${TEST_ORIGIN}/gmail-auth`] },
          {
            ...MICROSOFT,
            redirectUris: [`${TEST_ORIGIN}/microsoft-auth`],
            emailClaims: 'entra',
            verifiedDomains: [TENANT_DOMAIN],
          },
        ],
      });
      t = await createTestApp(testDatabase, {
        queue,
        env: {
          GOOGLE_CLIENT_ID: GOOGLE.clientId,
          GOOGLE_CLIENT_SECRET: GOOGLE.clientSecret,
          GOOGLE_ISSUER: standIn.issuer,
          MICROSOFT_CLIENT_ID: MICROSOFT.clientId,
          MICROSOFT_CLIENT_SECRET: MICROSOFT.clientSecret,
          MICROSOFT_ISSUER: standIn.issuer,
        },
      });
    }, 60_000);
    afterAll(async () => {
      await t?.close();
      await standIn?.close();
    });

    /** Consents at the stand-in as `mailbox` and hands the answer to `_pfmDataRequest`. */
    async function connectAs(user: User, provider: 'gmail' | 'microsoft', mailbox: string) {
      const started = await postJson(
        t.app,
        MAILBOX_AUTHORIZE_PATH,
        { provider },
        { cookie: user.cookie },
      );
      const url = new URL(started.json<{ authorizationUrl: string }>().authorizationUrl);
      const callback = `${TEST_ORIGIN}/${provider === 'gmail' ? 'gmail' : 'microsoft'}-auth`;
      const back = await signInAtStandIn(
        new CookieJar(),
        url,
        { email: mailbox, name: 'Mailbox Owner' },
        (to) => `${to.origin}${to.pathname}` === callback,
      );
      return postJson(
        t.app,
        DATA_REQUEST_PATH,
        {
          requestInfo: { userName: user.email },
          requestBody: {
            oauthProvider: provider,
            type: 'connect',
            oauthCode: back.url.searchParams.get('code'),
            state: back.url.searchParams.get('state'),
          },
        },
        { cookie: user.cookie },
      );
    }
    const connectionsOf = (userId: string) =>
      t.database.db.select().from(mailboxConnections).where(eq(mailboxConnections.userId, userId));

    it.each([
      ['gmail', `someone@${UNVERIFIED_EMAIL_DOMAIN}`, 'Google'],
      // An Entra ID tenant may give its user any address; it proves only its own domains.
      ['microsoft', VICTIM, 'Microsoft'],
    ] as const)('refuses a %s mailbox named %s', async (provider, mailbox, name) => {
      const user = await signedInUser(t);
      const response = await connectAs(user, provider, mailbox);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message:
          `${name} does not confirm that ${mailbox} belongs to this account, so Reclaim ` +
          'cannot send from it. Connect a mailbox whose address your account owns.',
        data: { reasonCode: 'AddressNotVerified' },
        fields: [expect.objectContaining({ path: 'body.requestBody.oauthCode' })],
      });
      expect(await connectionsOf(user.userId)).toEqual([]);
    });

    it.each([
      ['gmail', 'owner@gmail.example'],
      ['microsoft', `owner@${TENANT_DOMAIN}`],
    ] as const)(
      'connects a %s mailbox the provider vouches for, proven',
      async (provider, mailbox) => {
        const user = await signedInUser(t);
        const response = await connectAs(user, provider, mailbox);

        expect(response.statusCode).toBe(200);
        expect(response.json().data).toEqual({ emailId: mailbox, isAddressProven: true });
        const [connection] = await connectionsOf(user.userId);
        expect(connection?.addressProvedAt).toBeInstanceOf(Date);
      },
    );
  },
);
