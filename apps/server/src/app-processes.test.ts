import {
  DATA_REQUEST_PATH,
  GET_CONNECTIONS_PATH,
  GET_DOMAIN_COUNTS_PATH,
  GET_DOMAINS_PATH,
  SEND_DSR_BULK_PATH,
} from '@reclaim/contract';
import { outboxMessages, type DatabaseHandle } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { desc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppProcess, type AppProcess } from '#testing/app-processes';

// Processes share the database, so it must be a server: Postgres, not the embedded PGlite.
const postgres = testDatabases().find((database) => database.name === 'postgres');

const DEMO_MAILBOX = 'demo@reclaim.example';
const PASSWORD = 'Reclaim!2026x';
const REQUESTS = 12;

interface Company {
  domainName: string;
  dsrContactEmail: string;
}

/**
 * Reclaim run at scale: two web and two worker processes of `main.ts` on one Postgres, as the
 * README describes. A person works through either web process (sessions, reads after writes and
 * sign-out hold across them), and every job runs once: each deletion request is sent once.
 */
describe.skipIf(!postgres)('two web and two worker processes on one Postgres', () => {
  let database: DatabaseHandle;
  let processes: AppProcess[] = [];
  let web: [string, string];
  let publicUrl: string;
  /** For the job queue's tables, which the app's schema does not describe. */
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await postgres!.open();
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: database.connectionString!,
      RECLAIM_SECRET_KEY: Buffer.alloc(32, 5).toString('base64'),
      BETTER_AUTH_SECRET: 'processes-test-auth-secret-of-32-chars',
      DEMO_MAILBOX: 'true',
    };
    pool = new pg.Pool({ connectionString: database.connectionString!, max: 1 });
    // Both workers at once, as a deployment starts them.
    const workers = await Promise.all([
      startAppProcess('worker', env),
      startAppProcess('worker', env),
    ]);
    // Both web processes answer for one public address, as behind a load balancer.
    const first = await startAppProcess('web', env);
    publicUrl = first.url!;
    const second = await startAppProcess('web', { ...env, PUBLIC_URL: publicUrl });
    processes = [...workers, first, second];
    web = [first.url!, second.url!];
  }, 180_000);
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await pool?.end();
    await database?.close();
  });

  /** A browser's call to one of the web processes: same-origin, with the person's cookie. */
  async function post(base: string, path: string, body: unknown, cookie = '') {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: publicUrl, cookie },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null, response };
  }
  const call = (base: string, path: string, email: string, cookie: string, requestBody?: unknown) =>
    post(base, path, { requestInfo: { userName: email }, requestBody }, cookie);

  /** The list a call answered (`data.responseListObject`). */
  async function listOf<T>(answer: Promise<{ body: unknown }>): Promise<T[]> {
    const { body } = await answer;
    return (body as { data: { responseListObject: T[] } }).data.responseListObject;
  }

  async function newestCode(email: string) {
    const [mail] = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    return /Your code is (\d{6})/.exec(mail?.text ?? '')?.[1];
  }

  it('serves one person through either web process, and sends each request once', async () => {
    const [a, b] = web;
    const email = `person-${Date.now()}@example.com`;

    // Signed up through one process, confirmed and signed in through the other.
    const signUp = await post(a, '/api/auth/sign-up/email', {
      name: 'Ada',
      email,
      password: PASSWORD,
    });
    expect(signUp.status).toBe(200);
    // The code mail goes out after the answer (so an answer's time tells nothing): wait for it.
    await expect.poll(() => newestCode(email)).toMatch(/^\d{6}$/);
    const code = await newestCode(email);
    expect((await post(b, '/api/auth/email-otp/verify-email', { email, otp: code })).status).toBe(
      200,
    );
    const signIn = await post(b, '/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    const cookie = signIn.response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    // The mailbox connected through one, scanned by the workers, read through both.
    expect(
      (await call(a, DATA_REQUEST_PATH, email, cookie, { oauthProvider: 'demo', type: 'connect' }))
        .status,
    ).toBe(200);
    await expect
      .poll(
        async () =>
          (await listOf<{ status: string }>(call(b, GET_CONNECTIONS_PATH, email, cookie)))[0]
            ?.status,
        { timeout: 60_000, interval: 250 },
      )
      .toBe('completed');
    const counts = async (base: string) =>
      (
        await listOf<Record<string, number>>(
          call(base, GET_DOMAIN_COUNTS_PATH, email, cookie, { emailId: DEMO_MAILBOX }),
        )
      )[0]!;
    expect(await counts(a)).toEqual(await counts(b));

    // Requests raised through one process; the other sees them at once, the workers send them.
    const companies = await listOf<Company>(
      call(a, GET_DOMAINS_PATH, email, cookie, {
        status: 'pending,needed',
        emailId: DEMO_MAILBOX,
        parsedEmailDataId: null,
      }),
    );
    const chosen = companies.slice(0, REQUESTS);
    expect(chosen).toHaveLength(REQUESTS);
    const raise = await call(b, SEND_DSR_BULK_PATH, email, cookie, {
      userEmail: email,
      template: 'gdpr',
      bulkDomain: chosen.map((company) => ({
        domainName: company.domainName,
        contactEmailId: company.dsrContactEmail,
        emailAddress: DEMO_MAILBOX,
      })),
    });
    expect(raise.status).toBe(200);
    await expect
      .poll(async () => (await counts(a)).initiatedDomain, { timeout: 60_000, interval: 250 })
      .toBe(REQUESTS);

    // Each request went out once: one mail per company, one completed job per request.
    const sent = await database.db
      .select({ recipient: outboxMessages.recipient })
      .from(outboxMessages)
      .where(sql`${outboxMessages.recipient} <> ${email}`);
    expect(sent.map((m) => m.recipient).sort()).toEqual(
      chosen.map((c) => c.dsrContactEmail.toLowerCase()).sort(),
    );
    const { rows: jobs } = await pool.query<{ state: string; retry_count: number }>(
      `select state, retry_count from pgboss.job where name = 'deletion-request.send'`,
    );
    expect(jobs).toHaveLength(REQUESTS);
    expect(jobs.every((job) => job.state === 'completed' && job.retry_count === 0)).toBe(true);

    // Signed out through one process: the other lets the cookie in no more.
    expect((await post(a, '/api/auth/sign-out', {}, cookie)).status).toBe(200);
    await expect
      .poll(async () => (await call(b, GET_CONNECTIONS_PATH, email, cookie)).status, {
        timeout: 30_000,
        interval: 100,
      })
      .toBe(401);

    expect(processes.map((p) => p.isRunning())).toEqual([true, true, true, true]);
  }, 180_000);
});
