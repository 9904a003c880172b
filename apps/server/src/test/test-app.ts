import type { DatabaseHandle } from '@reclaim/db';
import type { TestDatabase } from '@reclaim/db/testing';
import { CONFIRM_ADDRESS_PATH, SEND_ADDRESS_CODE_PATH } from '@reclaim/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { JobQueue } from '../jobs/job-queue';
import type { ProviderRegistry } from '../mailbox-providers/registry';
import { ADDRESS_CODE_SUBJECT } from '../modules/connections/address-code-mail';
import type { AppMailer } from '../modules/mail/app-mail.service';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_SECRET_KEY = Buffer.alloc(32, 7);

export interface SentMail {
  recipient: string;
  subject: string;
  text: string;
}

export interface TestApp {
  app: FastifyInstance;
  /** The app's own origin (its PUBLIC_URL), which the CSRF guard expects of browser calls. */
  origin: string;
  database: DatabaseHandle;
  mail: SentMail[];
  /** The newest sign-up or reset code mailed to `recipient`. */
  lastCode(recipient: string): string;
  /** The newest code mailed to `address` to prove a mailbox's address (decision 46). */
  lastAddressCode(address: string): string;
  close(): Promise<void>;
}

/** A fresh database and app; mail is captured instead of sent. */
export async function createTestApp(
  testDatabase: TestDatabase,
  options: {
    env?: Record<string, string>;
    queue?: JobQueue;
    providers?: ProviderRegistry;
    /** Called for each mail after it is captured; a mail counts as sent once this resolves. */
    onMail?: (mail: SentMail) => Promise<void>;
    /** A logger to read what the server logs; silent without one. */
    logger?: FastifyBaseLogger;
    /** Changes what the app sees of its database (say, notifications that come late). */
    wrapDatabase?: (database: DatabaseHandle) => DatabaseHandle;
    /** The rate limits' clock; see {@link clockInMidWindow}. */
    rateLimitClock?: () => number;
  } = {},
): Promise<TestApp> {
  const opened = await testDatabase.open();
  const database = options.wrapDatabase?.(opened) ?? opened;
  const mail: SentMail[] = [];
  const mailer: AppMailer = {
    isLocalOutbox: true,
    send: async (m) => {
      mail.push(m);
      await options.onMail?.(m);
    },
  };
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: TEST_ORIGIN, ...options.env });
  const app = await buildApp({
    config,
    database,
    secrets: {
      secretKey: Buffer.alloc(32, 7),
      authSecret: 'test-secret-that-is-long-enough-for-signing',
    },
    roles: ['web'],
    queue: options.queue,
    logger: options.logger ?? false,
    mailer,
    providers: options.providers,
    rateLimitClock: options.rateLimitClock,
  });
  return {
    app,
    origin: new URL(config.publicUrl).origin,
    database,
    mail,
    lastCode(recipient) {
      const message = mail
        .filter((m) => m.recipient === recipient && m.subject !== ADDRESS_CODE_SUBJECT)
        .at(-1);
      const code = message?.text.match(/Your code is (\d{6})\b/)?.[1];
      if (!code) throw new Error(`No code was mailed to ${recipient}`);
      return code;
    },
    lastAddressCode(address) {
      const message = mail
        .filter((m) => m.recipient === address && m.subject === ADDRESS_CODE_SUBJECT)
        .at(-1);
      const code = message?.text.match(/Your code is (\d{8})\b/)?.[1];
      if (!code) throw new Error(`No address code was mailed to ${address}`);
      return code;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Posts JSON as the web app does (same origin). */
export function postJson(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...headers },
  });
}

/** Makes one of spec §7's calls as `user`, signed in with their session cookie. */
export function callAs(
  t: TestApp,
  path: string,
  user: { email: string; cookie: string },
  requestBody: unknown,
) {
  return postJson(
    t.app,
    path,
    { requestInfo: { userName: user.email }, requestBody },
    { cookie: user.cookie },
  );
}

/** The `name=value` pairs of every Set-Cookie of a response, as a Cookie header. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return cookies.map((c) => c.split(';')[0]).join('; ');
}

/** Signs a new person up, confirms the address and signs in; returns the session cookie. */
export async function signedInUser(
  t: TestApp,
  email = `user-${Date.now()}-${Math.random()}@example.com`,
) {
  const password = 'Reclaim!2026x';
  const headers = { origin: t.origin };
  await postJson(
    t.app,
    '/api/auth/sign-up/email',
    { name: 'Test Person', email, password },
    headers,
  );
  await postJson(
    t.app,
    '/api/auth/email-otp/verify-email',
    { email, otp: t.lastCode(email) },
    headers,
  );
  const signIn = await postJson(t.app, '/api/auth/sign-in/email', { email, password }, headers);
  return {
    email,
    cookie: cookieHeader(signIn.headers['set-cookie']),
    userId: signIn.json<{ user: { id: string } }>().user.id,
  };
}

/**
 * Proves a connected mailbox's address as its owner does: asks for a code, reads it from the mail
 * Reclaim sent to the address, and enters it. Until then the mailbox sends nothing.
 */
export async function proveMailboxAddress(
  t: TestApp,
  user: { email: string; cookie: string },
  emailId: string,
) {
  const call = (path: string, requestBody: unknown) => callAs(t, path, user, requestBody);
  const sent = await call(SEND_ADDRESS_CODE_PATH, { emailId });
  if (sent.statusCode !== 200) throw new Error(`No code was sent: ${sent.body}`);
  const confirmed = await call(CONFIRM_ADDRESS_PATH, { emailId, code: t.lastAddressCode(emailId) });
  if (confirmed.statusCode !== 200) throw new Error(`The code was refused: ${confirmed.body}`);
}

/**
 * A clock that stands at 25 minutes past the current hour: the middle of a ten-minute window and
 * 35 minutes before the hour's end. A test that counts to a stored limit (fixed windows, which
 * start on the hour) with it stays in one window, however long it takes and whenever it runs.
 */
export function clockInMidWindow(): () => number {
  const hour = 60 * 60 * 1000;
  const anchor = Math.floor(Date.now() / hour) * hour + 25 * 60 * 1000;
  return () => anchor;
}

/**
 * A rate-limit clock an hour later at each reading, so that no limit is ever reached: for a suite
 * that signs up more people from one address than an hour allows, and tests no limit itself.
 */
export function clockWithoutLimits(): () => number {
  const hour = 60 * 60 * 1000;
  let readings = 0;
  return () => Date.now() + readings++ * hour;
}
