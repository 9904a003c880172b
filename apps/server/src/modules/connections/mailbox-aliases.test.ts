import { GET_CONNECTIONS_PATH, UPDATE_MAILBOX_ALIASES_PATH } from '@reclaim/contract';
import { domainRecords, mailboxConnections } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderRegistry } from '../../mailbox-providers/registry';
import { syntheticProvider } from '#testing/synthetic-provider';
import { createTestApp, postJson, signedInUser, type TestApp } from '../../test/test-app';

describe.each(testDatabases())(
  'the addresses an IMAP mailbox sends as, on $name',
  (testDatabase) => {
    let t: TestApp;
    beforeAll(async () => {
      const imap = { ...syntheticProvider(), id: 'imap' as const };
      const gmail = { ...syntheticProvider(), id: 'gmail' as const, listAliases: async () => [] };
      t = await createTestApp(testDatabase, { providers: createProviderRegistry([imap, gmail]) });
    });
    afterAll(() => t.close());

    type User = Awaited<ReturnType<typeof signedInUser>>;
    const call = (path: string, user: User, requestBody?: unknown) =>
      postJson(
        t.app,
        path,
        { requestInfo: { userName: user.email }, ...(requestBody ? { requestBody } : {}) },
        { cookie: user.cookie },
      );

    async function mailbox(user: User, provider: 'imap' | 'gmail', address: string) {
      const [row] = await t.database.db
        .insert(mailboxConnections)
        .values({ userId: user.userId, provider, address, status: 'completed' })
        .returning();
      return row!;
    }

    async function seed(connectionId: string, domain: string, status: 'pending' | 'needed') {
      await t.database.db.insert(domainRecords).values({
        connectionId,
        domain,
        status,
        firstEmailDate: new Date('2024-01-01'),
        lastEmailDate: new Date('2024-06-01'),
        emailCount: 2,
      });
    }

    async function domainsOf(connectionId: string) {
      const rows = await t.database.db
        .select({ domain: domainRecords.domain })
        .from(domainRecords)
        .where(eq(domainRecords.connectionId, connectionId));
      return rows.map((row) => row.domain).sort();
    }

    it('stores them, shows them, and drops the companies found on the person’s own domain', async () => {
      const user = await signedInUser(t);
      const imap = await mailbox(user, 'imap', 'nina@siol.example');
      const gmail = await mailbox(user, 'gmail', 'nina@gmail.com');
      for (const id of [imap.id, gmail.id]) {
        await seed(id, 'kranjcevi.si', 'pending');
        await seed(id, 'shop.example', 'pending');
      }
      await seed(imap.id, 'kranjcevi.com', 'needed');

      const response = await call(UPDATE_MAILBOX_ALIASES_PATH, user, {
        emailId: 'nina@siol.example',
        aliases: ['Nina@Kranjcevi.si', 'nina@kranjcevi.si', 'NINA@siol.example', 'nk@gmail.com'],
      });
      expect(response.statusCode).toBe(200);
      const connections = (await call(GET_CONNECTIONS_PATH, user)).json().data.responseListObject;
      expect(
        connections.find((c: { emailId: string }) => c.emailId === imap.address).aliases,
      ).toEqual(['nina@kranjcevi.si', 'nk@gmail.com']);
      // Mail from her own domain is hers in every mailbox; a company someone marked needed stays.
      expect(await domainsOf(imap.id)).toEqual(['kranjcevi.com', 'shop.example']);
      expect(await domainsOf(gmail.id)).toEqual(['shop.example']);

      const cleared = await call(UPDATE_MAILBOX_ALIASES_PATH, user, {
        emailId: 'nina@siol.example',
        aliases: [],
      });
      expect(cleared.statusCode).toBe(200);
      const [row] = await t.database.db
        .select({ aliases: mailboxConnections.aliases })
        .from(mailboxConnections)
        .where(eq(mailboxConnections.id, imap.id));
      expect(row!.aliases).toEqual([]);
    });

    it('refuses a bad address, too many, a provider that lists its own, and another’s mailbox', async () => {
      const user = await signedInUser(t);
      const imap = await mailbox(user, 'imap', 'me@imap.example');
      await mailbox(user, 'gmail', 'me@gmail.com');
      const unchanged = async () => {
        const [row] = await t.database.db
          .select({ aliases: mailboxConnections.aliases })
          .from(mailboxConnections)
          .where(eq(mailboxConnections.id, imap.id));
        expect(row!.aliases).toEqual([]);
      };

      const bad = await call(UPDATE_MAILBOX_ALIASES_PATH, user, {
        emailId: imap.address,
        aliases: ['me@work.example', 'not an address'],
      });
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json().fields)).toContain('aliases');
      const many = Array.from({ length: 21 }, (_, i) => `me${i}@work.example`);
      const tooMany = await call(UPDATE_MAILBOX_ALIASES_PATH, user, {
        emailId: imap.address,
        aliases: many,
      });
      expect(tooMany.statusCode).toBe(400);
      await unchanged();

      const listed = await call(UPDATE_MAILBOX_ALIASES_PATH, user, {
        emailId: 'me@gmail.com',
        aliases: ['me@work.example'],
      });
      expect(listed.statusCode).toBe(409);
      expect(listed.json().fields[0].path).toBe('body.requestBody.emailId');

      const stranger = await signedInUser(t);
      const stolen = await call(UPDATE_MAILBOX_ALIASES_PATH, stranger, {
        emailId: imap.address,
        aliases: ['stranger@evil.example'],
      });
      expect(stolen.statusCode).toBe(404);
      await unchanged();
    });
  },
);
