import { DATA_REQUEST_PATH, GET_DOMAINS_PATH, type DomainRecord } from '@reclaim/contract';
import { users } from '@reclaim/db';
import type { testDatabases } from '@reclaim/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { loadConfig } from '../src/config';
import type { JobQueue } from '../src/jobs/job-queue';
import { createProviders } from '../src/mailbox-providers/registry';
import { runScanSlice } from '../src/scanning/scan.service';
import {
  createTestApp,
  postJson,
  signedInUser,
  TEST_SECRET_KEY,
  type TestApp,
} from '../src/test/test-app';

export const DEMO = 'demo@reclaim.example';

export type TestUser = Awaited<ReturnType<typeof signedInUser>>;

/**
 * The app for the deletion-request route tests, set up around the calling `describe`: the demo
 * mailbox delivers into `delivered`, queued jobs land in `jobs` (both emptied before each test),
 * and `jobDeps()` is what the send and remind jobs take.
 */
export function useRequestsTestApp(
  testDatabase: ReturnType<typeof testDatabases>[number],
  options: { withOutbox?: boolean; rateLimitClock?: () => number } = {},
) {
  let t: TestApp;
  const jobs: { name: string; payload: { requestId?: string; connectionId?: string } }[] = [];
  const delivered: { recipient: string; subject: string; text: string }[] = [];
  const queue = {
    send: async (job: { name: string }, payload: unknown) => {
      jobs.push({ name: job.name, payload: payload as { requestId: string } });
      return 'job-id';
    },
    isHealthy: async () => true,
  } as unknown as JobQueue;
  /** What the demo mailbox received (with `withOutbox`): push a demo company's answer here. */
  const received: { text: string; subject: string; createdAt: Date }[] = [];
  const providers = createProviders({
    config: loadConfig({ NODE_ENV: 'test', DEMO_MAILBOX: 'true' }),
    mailer: { isLocalOutbox: true, send: async (mail) => void delivered.push(mail) },
    // A local outbox in memory: the demo mailbox's sent mail can be found, and its answers read.
    ...(options.withOutbox && {
      outbox: {
        deliver: async (mail) => void delivered.push(mail),
        hasDelivered: async (firstLine) =>
          delivered.some((mail) => mail.text.split('\n', 1)[0] === firstLine),
        receivedBy: async (_recipient, now) =>
          received.filter((mail) => mail.createdAt <= now).reverse(),
      },
    }),
  });

  beforeAll(async () => {
    t = await createTestApp(testDatabase, {
      queue,
      providers,
      rateLimitClock: options.rateLimitClock,
    });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    jobs.length = 0;
    delivered.length = 0;
    received.length = 0;
  });

  const jobDeps = () => ({
    db: t.database.db,
    secretKey: TEST_SECRET_KEY,
    providers,
    messageIdDomain: 'localhost',
  });
  const call = (path: string, user: TestUser, requestBody?: unknown) =>
    postJson(
      t.app,
      path,
      { requestInfo: { userName: user.email }, ...(requestBody ? { requestBody } : {}) },
      { cookie: user.cookie },
    );

  /** The demo mailbox's companies in `status`, as the dashboard's list shows them. */
  const listedCompanies = async (user: TestUser, status: string) => {
    const listed = await call(GET_DOMAINS_PATH, user, {
      status,
      emailId: DEMO,
      parsedEmailDataId: null,
    });
    return listed.json<{ data: { responseListObject: DomainRecord[] } }>().data.responseListObject;
  };

  /** A signed-in person named `name` with the demo mailbox connected and scanned. */
  async function personWithDemoMailbox(name = 'Ada Lovelace') {
    const user = await signedInUser(t);
    await t.database.db.update(users).set({ name }).where(eq(users.id, user.userId));
    await call(DATA_REQUEST_PATH, user, { oauthProvider: 'demo', type: 'connect' });
    const connectionId = jobs.at(-1)!.payload.connectionId!;
    while ((await runScanSlice(jobDeps(), connectionId)) === 'more');
    jobs.length = 0;
    return { ...user, connectionId };
  }

  return {
    get t() {
      return t;
    },
    jobs,
    delivered,
    received,
    providers,
    jobDeps,
    call,
    listedCompanies,
    personWithDemoMailbox,
  };
}
