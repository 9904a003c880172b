import { mailboxConnections, users, type DatabaseHandle } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailboxProvider } from '../mailbox-providers/provider';
import { createProviderRegistry } from '../mailbox-providers/registry';
import type { SendJob, SendJobOptions } from './job-definition';
import { handleMailboxScan, WAITED_FOR_SLICE } from './mailbox-scan.handler';
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
  async function sliceWith(provider: MailboxProvider, isPersonWaiting = false) {
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
    await handleMailboxScan(deps, { connectionId: connection!.id }, { send, isPersonWaiting });
    return sent;
  }

  /** A large mailbox that counts the pages read from it. */
  function countedPages() {
    const provider = syntheticProvider({ size: 100_000 });
    const counted = { pages: 0 };
    const scan: MailboxProvider['scan'] = async (access, cursor) => {
      counted.pages += 1;
      return provider.scan(access, cursor);
    };
    return { provider: { ...provider, scan }, counted };
  }

  it('sends the next slice when the scan goes on, and the sample reading when it is complete', async () => {
    expect(await sliceWith(syntheticProvider({ size: 100_000 }))).toEqual([
      { name: 'mailbox.scan', options: undefined },
    ]);
    expect(await sliceWith(syntheticProvider({ size: 10 }))).toEqual([
      { name: 'mailbox.samples', options: undefined },
    ]);
  });

  it('hands a slice a person waits for on after its first page, as a continuation nobody waits for', async () => {
    const waited = countedPages();
    expect(await sliceWith(waited.provider, true)).toEqual([
      { name: 'mailbox.scan', options: undefined },
    ]);
    expect(waited.counted.pages).toBe(WAITED_FOR_SLICE.maxPages);
    expect(WAITED_FOR_SLICE.maxPages).toBe(1);

    const continued = countedPages();
    await sliceWith(continued.provider);
    expect(continued.counted.pages).toBe(50);
  });
});
