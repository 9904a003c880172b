import { randomBytes, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import {
  deletionRequests,
  domainRecords,
  mailboxConnections,
  users,
  type Database,
} from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { startGmailEmulator } from '@reclaim/stand-ins/mail-apis';
import { and, inArray, isNotNull } from 'drizzle-orm';
import pino from 'pino';
import { handleDeletionRequestSend } from '../../apps/server/src/jobs/deletion-request-send.handler';
import { deletionRequestSendJob } from '../../apps/server/src/jobs/deletion-request-send.job';
import { registerJob } from '../../apps/server/src/jobs/job-definition';
import { startJobQueue } from '../../apps/server/src/jobs/job-queue';
import { sealCredentials } from '../../apps/server/src/mailbox-providers/credentials';
import { createGmailProvider } from '../../apps/server/src/mailbox-providers/gmail/gmail.provider';
import { createProviderRegistry } from '../../apps/server/src/mailbox-providers/registry';
import { insertRequests } from '../../apps/server/src/modules/deletion-requests/deletion-requests.repository';

const USAGE = 'Usage: npm run bench -- sends [--people 100] [--bulk 25] [--latency-ms 300]';
const SEND_SCOPE = 'https://www.googleapis.com/auth/gmail.send';
const POLL_MS = 100;
/** What a crowd is held to: everyone's first request soon, and no capacity left idle. */
const GOALS = { firstMaxSeconds: 10, lastVsIdeal: 1.3 };

interface Person {
  connectionId: string;
  requestIds: string[];
}

/**
 * `npm run bench -- sends`: K people each send a bulk of B deletion requests within a second
 * (as `_sendEmail/bulk` queues them), and one worker's send loops hand them to a Gmail stand-in
 * that answers each `messages.send` after `latency-ms`, on Postgres. Reports when each person's
 * first request went out, and when the last did as a ratio of the ideal: every loop busy all the
 * time, at the pace of a lone person's bulk measured in the same run.
 */
export async function runSendsBench(args: readonly string[]): Promise<boolean> {
  const { values } = parseArgs({
    args: [...args],
    options: {
      people: { type: 'string', default: '100' },
      bulk: { type: 'string', default: '25' },
      'latency-ms': { type: 'string', default: '300' },
    },
  });
  const [people, bulk, latencyMs] = [values.people, values.bulk, values['latency-ms']].map(Number);
  if (![people, bulk].every((n) => Number.isInteger(n) && n! >= 1) || !(latencyMs! >= 0)) {
    console.error(USAGE);
    return false;
  }
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = await testDatabases()
    .find((candidate) => candidate.name === 'postgres')!
    .open();
  const addresses = [
    'lone@example.com',
    ...Array.from({ length: people! }, (_, i) => `p${i}@example.com`),
  ];
  const gmail = await startGmailEmulator({
    mailboxes: new Map(addresses.map((address) => [address, { messages: [] }])),
    resolveUser: async (token) => ({ email: token.replace(/^token:/, '') }),
    latencyMs: latencyMs!,
  });
  const secretKey = randomBytes(32);
  const provider = createGmailProvider({
    apiBaseUrl: gmail.baseUrl,
    tokenUrl: `${gmail.baseUrl}/token`,
    clientId: 'reclaim',
    clientSecret: 'secret',
  });
  const deps = {
    db: database.db,
    secretKey,
    providers: createProviderRegistry([provider]),
    messageIdDomain: 'reclaim.bench',
  };
  const queue = await startJobQueue({
    database,
    roles: ['worker'],
    logger: pino({ level: 'warn' }),
    registrations: [
      registerJob(deletionRequestSendJob, (payload, context) =>
        handleDeletionRequestSend(deps, payload, context),
      ),
    ],
  });
  const loops = deletionRequestSendJob.concurrency ?? 1;
  try {
    const lone = await seedPerson(database.db, secretKey, addresses[0]!, bulk!);
    const loneRun = await sendAll(database.db, queue.send, [lone]);
    const lonePerRequest = loneRun.lastSeconds / bulk!;

    const crowd: Person[] = [];
    for (const address of addresses.slice(1)) {
      crowd.push(await seedPerson(database.db, secretKey, address, bulk!));
    }
    const crowdRun = await sendAll(database.db, queue.send, crowd);
    const ideal = (people! * bulk! * lonePerRequest) / Math.min(loops, people!);
    const firsts = crowdRun.firstSeconds.slice().sort((a, b) => a - b);
    const median = firsts[Math.floor(firsts.length / 2)]!;
    const max = firsts.at(-1)!;
    const vsIdeal = crowdRun.lastSeconds / ideal;
    console.log(
      `Sends: ${people} people × ${bulk} requests, Gmail stand-in answering in ${latencyMs} ms, ` +
        `one worker (${loops} send loops), Postgres`,
    );
    console.table([
      {
        people: 1,
        'first sent (s)': loneRun.firstSeconds[0]!.toFixed(1),
        'last sent (s)': loneRun.lastSeconds.toFixed(1),
        'ideal (s)': '',
        'vs ideal': '',
      },
      {
        people,
        'first sent (s)': `median ${median.toFixed(1)} / max ${max.toFixed(1)}`,
        'last sent (s)': crowdRun.lastSeconds.toFixed(1),
        'ideal (s)': ideal.toFixed(1),
        'vs ideal': `${vsIdeal.toFixed(2)}×`,
      },
    ]);
    const sentTwice = addresses.filter((address) => gmail.sent(address).length > bulk!);
    const isOk =
      max <= GOALS.firstMaxSeconds && vsIdeal <= GOALS.lastVsIdeal && sentTwice.length === 0;
    console.log(
      `Goals: every person's first request within ${GOALS.firstMaxSeconds} s ` +
        `(${max <= GOALS.firstMaxSeconds ? 'met' : 'MISSED'}), the last within ` +
        `${GOALS.lastVsIdeal}× the ideal (${vsIdeal <= GOALS.lastVsIdeal ? 'met' : 'MISSED'}), ` +
        `no request sent twice (${sentTwice.length === 0 ? 'met' : `MISSED: ${sentTwice.join(', ')}`})`,
    );
    return isOk;
  } finally {
    await queue.stop();
    await gmail.close();
    await database.close();
  }
}

/** A person with a proven Gmail mailbox and `bulk` requests made and not yet sent. */
async function seedPerson(db: Database, secretKey: Buffer, address: string, bulk: number) {
  const userId = randomUUID();
  await db.insert(users).values({ id: userId, name: 'Ada', email: address, emailVerified: true });
  const connectionId = randomUUID();
  await db.insert(mailboxConnections).values({
    id: connectionId,
    userId,
    provider: 'gmail',
    address,
    writePermission: 1,
    sealedCredentials: sealCredentials(secretKey, connectionId, {
      kind: 'oauth',
      accessToken: `token:${address}`,
      refreshToken: null,
      expiresAt: null,
      scope: SEND_SCOPE,
    }),
    settings: {},
    addressProvedAt: new Date(),
  });
  const records = await db
    .insert(domainRecords)
    .values(
      Array.from({ length: bulk }, (_, index) => ({
        connectionId,
        domain: `shop-${index}.example`,
        firstEmailDate: new Date('2020-01-01'),
        lastEmailDate: new Date('2024-01-01'),
      })),
    )
    .returning();
  const requests = records.map((record) => ({
    id: randomUUID(),
    domainRecordId: record.id,
    connectionId,
    userId,
    domain: record.domain,
    recipient: `privacy@${record.domain}`,
    isRecipientVerified: false,
    jurisdiction: 'gdpr' as const,
    requestType: 'erasure' as const,
    language: 'en' as const,
    subject: 'Request to erase my personal data',
    html: '<p>Please erase my personal data (Art. 17 GDPR).</p>',
  }));
  await insertRequests(db, requests, new Date());
  return { connectionId, requestIds: requests.map(({ id }) => id) };
}

/**
 * Queues every person's requests, person after person as their clicks arrive, and waits until all
 * went out: seconds from the first job queued to each person's first request sent, and to the last.
 */
async function sendAll(
  db: Database,
  send: Awaited<ReturnType<typeof startJobQueue>>['send'],
  crowd: Person[],
) {
  const started = Date.now();
  for (const { connectionId, requestIds } of crowd) {
    for (const requestId of requestIds) {
      await send(deletionRequestSendJob, { requestId, connectionId });
    }
  }
  const ids = crowd.flatMap(({ requestIds }) => requestIds);
  for (;;) {
    const sent = await db
      .select({ connectionId: deletionRequests.connectionId, sentAt: deletionRequests.sentAt })
      .from(deletionRequests)
      .where(and(inArray(deletionRequests.id, ids), isNotNull(deletionRequests.sentAt)));
    if (sent.length === ids.length) {
      const firstOf = new Map<string, number>();
      let last = 0;
      for (const { connectionId, sentAt } of sent) {
        const at = sentAt!.getTime();
        firstOf.set(connectionId, Math.min(firstOf.get(connectionId) ?? Infinity, at));
        last = Math.max(last, at);
      }
      return {
        firstSeconds: crowd.map(
          ({ connectionId }) => (firstOf.get(connectionId)! - started) / 1000,
        ),
        lastSeconds: (last - started) / 1000,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
