import { users, type DatabaseHandle } from '@reclaim/db';
import { mailboxConnections } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toMessageMetadata as gmailMetadata } from '../mailbox-providers/gmail/gmail-metadata';
import {
  MAX_HEADER_BLOCK_LENGTH,
  parseHeaderBlock,
  readHeaderFields,
} from '../mailbox-providers/imap/imap-headers';
import { decodeMimeWords } from '../mailbox-providers/imap/mime-words';
import { toMessageMetadata as graphMetadata } from '../mailbox-providers/microsoft/graph-metadata';
import type { MailboxProvider } from '../mailbox-providers/provider';
import { createProviderRegistry } from '../mailbox-providers/registry';
import {
  capMetadata,
  MAX_ADDRESS_LENGTH,
  MAX_HEADER_LENGTH,
} from '../mailbox-providers/shared/header-limits';
import { runScanSlice } from '../scanning/scan.service';
import { HEADER_PARSERS, HOSTILE_TEXTS, slowdownOf } from './hostile-headers';
import { storedAggregates } from '#testing/stored-aggregates';

/** The length of the hostile texts: a hundred times what a header line may hold. */
const LENGTH = 100_000;
/**
 * A linear reader takes at most about as long as a plain reading of its text (1.2 times,
 * measured on a machine running other work); the readers this suite was written against took
 * hundreds to many thousands of times as long, or never finished (decision 42).
 */
const MAX_SLOWDOWN = 10;

describe('header parsing on hostile text', () => {
  describe.each(Object.entries(HEADER_PARSERS))('%s', (_parser, run) => {
    it.each(Object.entries(HOSTILE_TEXTS))('reads %s in linear time', (_text, build) => {
      const slowdown = slowdownOf(run, build(LENGTH), 3);
      expect(slowdown.ratio, JSON.stringify(slowdown)).toBeLessThan(MAX_SLOWDOWN);
    });
  });
});

describe('encoded words', () => {
  it('joins a run of adjacent words once, not once for each word', () => {
    // Joined word by word, a run of n words copies n²/2 words' bytes: quadratic, if cheaply so.
    const concat = vi.spyOn(Buffer, 'concat');
    try {
      const words = 2_000;
      expect(decodeMimeWords('=?utf-8?q?a?= '.repeat(words).trim())).toBe('a'.repeat(words));
      const bytesOf = (list: readonly Uint8Array[]) => list.reduce((sum, b) => sum + b.length, 0);
      const copied = concat.mock.calls.reduce((sum, [list]) => sum + bytesOf(list), 0);
      expect(copied).toBe(words);
    } finally {
      concat.mockRestore();
    }
  });
});

const gmailWith = (headers: Record<string, string>, snippet = '') =>
  gmailMetadata({
    id: 'm1',
    snippet,
    internalDate: '1767225600000',
    payload: { headers: Object.entries(headers).map(([name, value]) => ({ name, value })) },
  });

describe('what a message may hold, at the providers’ boundary', () => {
  const longName = 'Ana '.repeat(LENGTH / 4);

  it('keeps at most a header line of a Gmail sender’s name, subject and snippet', () => {
    const message = gmailWith(
      { From: `${longName} <ana@shop.example>`, Subject: longName },
      longName,
    );
    expect(message.fromName.length).toBeLessThanOrEqual(MAX_HEADER_LENGTH);
    expect(message.subject).toHaveLength(MAX_HEADER_LENGTH);
    expect(message.snippet).toHaveLength(MAX_HEADER_LENGTH);
    const name = `${'Ana '.repeat(200)}Ana`;
    const short = gmailWith({ From: `"${name}" <ana@shop.example>` });
    expect(short.fromName).toBe(name);
    expect(short.fromAddress).toBe('ana@shop.example');
  });

  it('reads an address longer than RFC 5321 allows as no address', () => {
    const longest = `${'a'.repeat(MAX_ADDRESS_LENGTH - '@shop.example'.length)}@shop.example`;
    expect(gmailWith({ From: `Shop <${longest}>` }).fromAddress).toBe(longest);
    expect(gmailWith({ From: `Shop <a${longest}>` }).fromAddress).toBe('');
    const local = 'a'.repeat(MAX_ADDRESS_LENGTH);
    const graph = (address: string) =>
      graphMetadata({
        id: 'm1',
        from: { emailAddress: { name: longName, address } },
        subject: longName,
        receivedDateTime: '2026-01-01T00:00:00Z',
      });
    expect(graph(`${local}@shop.example`)).toBeNull();
    expect(graph('news@shop.example')).toMatchObject({ fromAddress: 'news@shop.example' });
    expect(graph('news@shop.example')!.fromName.length).toBeLessThanOrEqual(MAX_HEADER_LENGTH);
    expect(graph('news@shop.example')!.subject.length).toBeLessThanOrEqual(MAX_HEADER_LENGTH);
  });

  it('never cuts a character in two, and keeps no NUL or lone surrogate', () => {
    const emoji = `${'a'.repeat(MAX_HEADER_LENGTH - 1)}😀`;
    expect(gmailWith({ Subject: emoji }).subject).toBe('a'.repeat(MAX_HEADER_LENGTH - 1));
    const message = gmailWith({
      From: 'Shop\u0000 <news@shop.example>',
      Subject: 'a\uD800b\u0000',
    });
    expect(message.fromName).toBe('Shop');
    expect(message.subject).toBe('a\uFFFDb');
  });

  it('reads an IMAP header block only as far as its first 64 KiB', () => {
    const padding = `X-Padding: ${'x'.repeat(MAX_HEADER_BLOCK_LENGTH)}\r\n`;
    const block = Buffer.from(`Subject: Größe\r\n${padding}From: late@shop.example\r\n`);
    const headers = parseHeaderBlock(block);
    expect(headers.get('subject')).toBe('Größe');
    expect(headers.has('from')).toBe(false);
    // A cut inside a two-byte character leaves the rest UTF-8, not read as Latin-1.
    const straddling = Buffer.from(
      `Subject: Größe\r\nX-Padding: ${'é'.repeat(MAX_HEADER_BLOCK_LENGTH)}`,
    );
    expect(parseHeaderBlock(straddling).get('subject')).toBe('Größe');
  });

  it('keeps at most a header line of an IMAP sender’s name and subject', () => {
    const name = 'Ana '.repeat(500);
    const fields = readHeaderFields(
      Buffer.from(`From: "${name}" <ana@shop.example>\r\nSubject: ${longName}\r\n`),
    );
    expect(fields.fromName.length).toBeGreaterThan(900);
    expect(fields.fromName.length).toBeLessThanOrEqual(MAX_HEADER_LENGTH);
    const message = capMetadata({
      id: '1',
      fromAddress: fields.fromAddress,
      fromName: fields.fromName,
      subject: fields.subject,
      snippet: '',
      date: new Date(0),
      ...fields.signals,
      categories: [],
    });
    expect(message.subject).toHaveLength(MAX_HEADER_LENGTH);
  });
});

describe.each(testDatabases())('a scan of hostile metadata on $name', (testDatabase) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await testDatabase.open();
    await database.db.insert(users).values({ id: 'u1', name: 'Ada', email: 'ada@example.com' });
  });
  afterAll(() => database.close());

  it('stores a company whose subjects hold NUL and a lone surrogate', async () => {
    const [connection] = await database.db
      .insert(mailboxConnections)
      .values({ userId: 'u1', provider: 'demo', address: 'ada@example.com' })
      .returning();
    const messages = [
      gmailWith({ From: 'Shop <news@shop.example>', Subject: 'Order\u0000 shipped' }),
      gmailWith({ From: 'Shop <news@shop.example>', Subject: 'Sale \uD83D ends' }),
    ];
    const provider: MailboxProvider = {
      id: 'demo',
      scan: async () => ({ messages, cursor: null, progress: 100 }),
      send: async () => ({ providerMessageId: 'x' }),
      revoke: async () => {},
    };
    const deps = {
      db: database.db,
      secretKey: Buffer.alloc(32, 3),
      providers: createProviderRegistry([provider]),
    };
    expect(await runScanSlice(deps, connection!.id)).toBe('complete');
    const stored = await storedAggregates(database.db, connection!.id);
    expect(stored['shop.example']?.count).toBe(2);
  });
});
