import { mailboxConnections, users, type DatabaseHandle } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailboxProvider } from '../mailbox-providers/provider';
import { createProviderRegistry } from '../mailbox-providers/registry';
import type { SendJob, SendJobOptions } from './job-definition';
import { handleMailboxScan } from './mailbox-scan.handler';
import { syntheticProvider } from '#testing/synthetic-provider';

const [pglite] = testDatabases();

describe('the scan job', () => {
  let database: DatabaseHandle;
  let boxes = 0;
  beforeAll(async () => {
    database = await pglite!.open();
    await database.db.insert(users).values({ id: 'u1', name: 'Ada', email: 'ada@example.com' });
  });
  afterAll(() => database.close());

  /** Runs one slice with `provider`, answering what the slice sent. */
  async function sliceWith(provider: MailboxProvider) {
    const [connection] = await database.db
      .insert(mailboxConnections)
      .values({ userId: 'u1', provider: 'demo', address: `box-${(boxes += 1)}@example.com` })
      .returning();
    const sent: { name: string; options: SendJobOptions | undefined }[] = [];
    const send: SendJob = async (job, _payload, options) => {
      sent.push({ name: job.name, options });
      return 'job';
    };
    const deps = {
      db: database.db,
      secretKey: Buffer.alloc(32, 1),
      providers: createProviderRegistry([provider]),
    };
    await handleMailboxScan(deps, { connectionId: connection!.id }, send);
    return sent;
  }

  it('sends the next slice when the scan goes on, and the sample reading when it is complete', async () => {
    expect(await sliceWith(syntheticProvider({ size: 100_000 }))).toEqual([
      { name: 'mailbox.scan', options: undefined },
    ]);
    expect(await sliceWith(syntheticProvider({ size: 10 }))).toEqual([
      { name: 'mailbox.samples', options: undefined },
    ]);
  });
});
