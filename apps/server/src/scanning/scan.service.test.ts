import { domainRecords, mailboxConnections, users, type DatabaseHandle } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailboxProvider } from '../mailbox-providers/provider';
import { createProviderRegistry } from '../mailbox-providers/registry';
import { aggregatePage } from './aggregate-page';
import { runScanSlice } from './scan.service';
import {
  SYNTHETIC_PAGE_SIZE,
  syntheticMailbox,
  syntheticProvider,
} from '#testing/synthetic-provider';
import { OwnAddresses } from './own-addresses';
import { storedAggregates } from '#testing/stored-aggregates';

const KEY = Buffer.alloc(32, 3);
const PAGE_SIZE = SYNTHETIC_PAGE_SIZE;
const pagedProvider = syntheticProvider;

describe.each(testDatabases())('exactly-once scanning on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let sequence = 0;
  beforeAll(async () => {
    database = await testDatabase.open();
    await database.db.insert(users).values({ id: 'u1', name: 'Ada', email: 'ada@example.com' });
  });
  afterAll(() => database.close());

  /** What a worker needs to scan with `provider`. */
  function scanDeps(provider: MailboxProvider) {
    return { db: database.db, secretKey: KEY, providers: createProviderRegistry([provider]) };
  }

  async function newConnection() {
    const [row] = await database.db
      .insert(mailboxConnections)
      .values({ userId: 'u1', provider: 'demo', address: `box${sequence++}@example.com` })
      .returning();
    return row!;
  }

  const aggregatesOf = (connectionId: string) => storedAggregates(database.db, connectionId);

  function truth(address: string) {
    return Object.fromEntries(aggregatePage(syntheticMailbox(), new OwnAddresses([address])));
  }

  it('leaves out the person’s own addresses and custom domain from all their mailboxes', async () => {
    await database.db.insert(users).values({ id: 'u2', name: 'Alex', email: 'alex@example.net' });
    const [gmail] = await database.db
      .insert(mailboxConnections)
      .values([
        { userId: 'u2', provider: 'demo', address: 'alex.morgan@gmail.com' },
        { userId: 'u2', provider: 'demo', address: 'alex@morgan-family.net' },
      ])
      .returning();
    const from = (fromAddress: string, i: number) => ({
      ...syntheticMailbox(1)[0]!,
      id: `own${i}`,
      fromAddress,
    });
    const mailbox = [
      from('alex@morgan-family.net', 1), // the person's other mailbox
      from('sam@morgan-family.net', 2), // family on their custom domain
      from('alexmorgan+notes@googlemail.com', 3), // this mailbox, written another way
      from('orders@shop.example', 4),
    ];
    const provider: MailboxProvider = {
      ...pagedProvider(),
      scan: async () => ({ messages: mailbox, cursor: null, progress: 100 }),
    };
    await runScanSlice(scanDeps(provider), gmail!.id);
    expect(Object.keys(await aggregatesOf(gmail!.id))).toEqual(['shop.example']);
  });

  it('leaves out what the mailbox sends as, and scans on when the aliases cannot be read', async () => {
    await database.db.insert(users).values({ id: 'u3', name: 'Bo', email: 'bo@example.net' });
    const [outlook, other] = await database.db
      .insert(mailboxConnections)
      .values([
        { userId: 'u3', provider: 'demo', address: 'bo@outlook.com' },
        { userId: 'u3', provider: 'demo', address: 'bo2@outlook.com' },
      ])
      .returning();
    const message = (fromAddress: string, id: string) => ({
      ...syntheticMailbox(1)[0]!,
      id,
      fromAddress,
    });
    const mailbox = [message('bo@work-alias.example', 'a1'), message('orders@shop.example', 'a2')];
    const withAliases = (listAliases: () => Promise<string[]>): MailboxProvider => ({
      ...pagedProvider(),
      listAliases,
      scan: async () => ({ messages: mailbox, cursor: null, progress: 100 }),
    });

    await runScanSlice(scanDeps(withAliases(async () => ['bo@work-alias.example'])), outlook!.id);
    expect(Object.keys(await aggregatesOf(outlook!.id))).toEqual(['shop.example']);
    const [stored] = await database.db
      .select({ aliases: mailboxConnections.aliases })
      .from(mailboxConnections)
      .where(eq(mailboxConnections.id, outlook!.id));
    expect(stored!.aliases).toEqual(['bo@work-alias.example']);

    // The other mailbox's scan knows the alias too, though its own provider cannot list any.
    const failing = withAliases(() => Promise.reject(new Error('403 insufficient scope')));
    expect(await runScanSlice(scanDeps(failing), other!.id)).toBe('complete');
    expect(Object.keys(await aggregatesOf(other!.id))).toEqual(['shop.example']);
  });

  it('an uninterrupted scan gives the aggregates of the whole mailbox and completes at 100', async () => {
    const connection = await newConnection();
    const deps = scanDeps(pagedProvider());
    expect(await runScanSlice(deps, connection.id)).toBe('complete');
    expect(await aggregatesOf(connection.id)).toEqual(truth(connection.address));
    const [after] = await database.db
      .select()
      .from(mailboxConnections)
      .where(eq(mailboxConnections.id, connection.id));
    expect(after).toMatchObject({
      status: 'completed',
      scanPercentage: 100,
      scanCursor: { done: true },
    });
  });

  it('a worker dying between pages and a new one taking over count every message once', async () => {
    const connection = await newConnection();
    const dying = scanDeps(pagedProvider({ failOnPage: 6 }));
    await expect(runScanSlice(dying, connection.id)).rejects.toThrow('worker died');
    const [midway] = await database.db
      .select()
      .from(mailboxConnections)
      .where(eq(mailboxConnections.id, connection.id));
    expect(midway).toMatchObject({ status: 'pending', scanCursor: { offset: 6 * PAGE_SIZE } });
    expect(midway!.scanPercentage).toBeGreaterThan(0);

    const healthy = scanDeps(pagedProvider());
    expect(await runScanSlice(healthy, connection.id)).toBe('complete');
    expect(await aggregatesOf(connection.id)).toEqual(truth(connection.address));
  });

  it('a failure inside the commit leaves neither the aggregates nor the checkpoint of that page', async () => {
    const connection = await newConnection();
    const failing = scanDeps(pagedProvider({ badCursorOnPage: 3 }));
    await expect(runScanSlice(failing, connection.id)).rejects.toThrow();
    const partial = await aggregatesOf(connection.id);
    const firstThreePages = Object.fromEntries(
      aggregatePage(
        syntheticMailbox().slice(0, 3 * PAGE_SIZE),
        new OwnAddresses([connection.address]),
      ),
    );
    expect(partial).toEqual(firstThreePages);

    const healthy = scanDeps(pagedProvider());
    expect(await runScanSlice(healthy, connection.id)).toBe('complete');
    expect(await aggregatesOf(connection.id)).toEqual(truth(connection.address));
  });

  it('two workers on the same mailbox at once still count every message once', async () => {
    const connection = await newConnection();
    const deps = () => scanDeps(pagedProvider());
    const outcomes = await Promise.all([
      runScanSlice(deps(), connection.id),
      runScanSlice(deps(), connection.id),
    ]);
    expect(outcomes).toContain('complete');
    expect(await aggregatesOf(connection.id)).toEqual(truth(connection.address));
  });

  it('stops after the slice limit and continues in the next slice', async () => {
    const connection = await newConnection();
    const deps = scanDeps(pagedProvider());
    expect(await runScanSlice(deps, connection.id, { maxPages: 4, maxMilliseconds: 60_000 })).toBe(
      'more',
    );
    expect(await runScanSlice(deps, connection.id)).toBe('complete');
    expect(await aggregatesOf(connection.id)).toEqual(truth(connection.address));
  });

  it('a restarted mailbox replaces its counts instead of adding to them, keeping decisions', async () => {
    const connection = await newConnection();
    const first = scanDeps(pagedProvider());
    expect(await runScanSlice(first, connection.id)).toBe('complete');
    const [kept] = await database.db
      .select()
      .from(domainRecords)
      .where(eq(domainRecords.connectionId, connection.id));
    await database.db
      .update(domainRecords)
      .set({ status: 'needed' })
      .where(eq(domainRecords.id, kept!.id));

    // The mailbox was rebuilt: the adapter reads it all again and says so on its first page.
    const rebuilt = pagedProvider();
    const restarting: typeof rebuilt = {
      ...rebuilt,
      scan: async (access, cursor) => {
        const isFirst = cursor !== null && 'done' in cursor;
        const page = await rebuilt.scan(access, isFirst ? null : cursor);
        return isFirst ? { ...page, restarted: true } : page;
      },
    };
    const again = scanDeps(restarting);
    expect(await runScanSlice(again, connection.id)).toBe('complete');

    expect(await aggregatesOf(connection.id)).toEqual(truth(connection.address));
    const [afterKept] = await database.db
      .select()
      .from(domainRecords)
      .where(eq(domainRecords.id, kept!.id));
    expect(afterKept!.status).toBe('needed');
  });
});
