import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import {
  deletionRequests,
  domainRecords,
  mailboxConnections,
  users,
  type Database,
  type MailboxProviderId,
} from '@reclaim/db';
import { eq } from 'drizzle-orm';
import { sealCredentials } from '../src/mailbox-providers/credentials';
import type { MailboxCredentials, MailboxSettings } from '../src/mailbox-providers/provider';
import { insertRequests } from '../src/modules/deletion-requests/deletion-requests.repository';

const WORKER = fileURLToPath(new URL('./send-worker.fixture.ts', import.meta.url));
/** A worker that neither finishes nor dies by then is stopped, so the test fails instead of hanging. */
const WORKER_TIME_LIMIT_MS = 30_000;

/** The key the test seals credentials with and the worker opens them with. */
export const SECRET_KEY = Buffer.alloc(32, 9);
/** The worker's public host, and so the right-hand side of its Message-IDs. */
export const MESSAGE_ID_DOMAIN = 'reclaim.test';
export const RECIPIENT = 'privacy@shop.example';

/**
 * A person with one mailbox of `provider` whose company `shop.example` was just requested, as
 * `_sendEmail` leaves it: the request `processing`, its company `processing`, nothing sent.
 */
export async function seedProcessingRequest(
  db: Database,
  mailbox: {
    provider: MailboxProviderId;
    address: string;
    credentials: MailboxCredentials;
    settings?: MailboxSettings;
  },
) {
  const userId = randomUUID();
  await db
    .insert(users)
    .values({ id: userId, name: 'Ada', email: `${userId}@example.com`, emailVerified: true });
  const connectionId = randomUUID();
  await db.insert(mailboxConnections).values({
    id: connectionId,
    userId,
    provider: mailbox.provider,
    address: mailbox.address,
    writePermission: 1,
    sealedCredentials: sealCredentials(SECRET_KEY, connectionId, mailbox.credentials),
    settings: mailbox.settings ?? {},
    // The person proved the address (decision 46): a mailbox sends nothing before.
    addressProvedAt: new Date(),
  });
  const [record] = await db
    .insert(domainRecords)
    .values({
      connectionId,
      domain: 'shop.example',
      firstEmailDate: new Date('2020-01-01'),
      lastEmailDate: new Date('2024-01-01'),
    })
    .returning();
  const requestId = randomUUID();
  await insertRequests(
    db,
    [
      {
        id: requestId,
        domainRecordId: record!.id,
        connectionId,
        userId,
        domain: 'shop.example',
        recipient: RECIPIENT,
        isRecipientVerified: false,
        jurisdiction: 'gdpr',
        requestType: 'erasure',
        language: 'en',
        subject: 'Request to erase my personal data',
        html: '<p>Please erase my personal data (Art. 17 GDPR).</p>',
      },
    ],
    new Date(),
  );
  return requestId;
}

/** The request and its company's status as they are committed now. */
export async function readRequest(db: Database, requestId: string) {
  const [row] = await db
    .select({ request: deletionRequests, recordStatus: domainRecords.status })
    .from(deletionRequests)
    .innerJoin(domainRecords, eq(domainRecords.id, deletionRequests.domainRecordId))
    .where(eq(deletionRequests.id, requestId));
  return { ...row!.request, recordStatus: row!.recordStatus };
}

/** How a worker process ended, with what it printed (for the failure message). */
export interface WorkerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

/**
 * Runs the send worker in a process of its own (`node --import tsx`, so the process that dies is
 * the worker itself) with exactly `env`, and waits until it ends.
 */
export function runSendWorker(env: Record<string, string>): Promise<WorkerExit> {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const limit = setTimeout(() => child.kill('SIGTERM'), WORKER_TIME_LIMIT_MS);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => {
      clearTimeout(limit);
      resolve({ code, signal, output });
    });
  });
}

/** What every worker is configured with: the scratch database, secrets and public host. */
export function baseWorkerEnv(databaseUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    RECLAIM_SECRET_KEY: SECRET_KEY.toString('base64'),
    BETTER_AUTH_SECRET: 'crash-test-auth-secret-of-32-characters',
    PUBLIC_URL: `https://${MESSAGE_ID_DOMAIN}`,
    DEMO_MAILBOX: 'false',
    IMAP_ALLOW_PRIVATE_HOSTS: 'true',
    // The test's Dovecot and SMTP server listen on free high ports of loopback.
    IMAP_ALLOW_PORTS: '1024-65535',
    LOG_LEVEL: 'silent',
  };
}
