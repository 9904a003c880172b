import { asMailClient } from '#testing/as-mail-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOVECOT_MISSING,
  findDovecotBinary,
  generateImapMessages,
  startDovecot,
  summarizeBySenderDomain,
  type ImapTestMessage,
  type RunningDovecot,
} from '@reclaim/stand-ins/dovecot/start-dovecot';
import type { MailboxAccess, MailboxProvider, MessageMetadata, ScanCursor } from '../provider';
import { createImapProvider } from './imap.provider';
import { LOOPBACK_MAIL_POLICY } from '#testing/loopback-mail-policy';

const hasDovecot = findDovecotBinary() !== null;
if (!hasDovecot) console.warn(DOVECOT_MISSING);

const PASSWORD = 'app-password-1';
/** Dovecot listens on loopback, which only an explicit policy lets the provider reach. */
const ON_LOOPBACK = { policy: LOOPBACK_MAIL_POLICY };
/** Pages smaller than the default, so that these mailboxes take several. */
const PAGE_SIZE = 1000;
const SMALL_PAGES = { ...ON_LOOPBACK, pageSize: PAGE_SIZE };
const ADA_MAIL = generateImapMessages({ seed: 7, messages: 2500, senders: 120 });
const BEN_MAIL = generateImapMessages({ seed: 8, messages: 1200, senders: 40 });
const LATER = { since: new Date('2025-02-01T00:00:00Z'), until: new Date('2025-02-28T00:00:00Z') };

function accessFor(dovecot: RunningDovecot, username: string, password = PASSWORD): MailboxAccess {
  return {
    address: `${username}@example.org`,
    credentials: { kind: 'password', username, password },
    settings: { imapHost: dovecot.host, imapPort: dovecot.port, imapSecure: false },
  };
}

/** Pages until the scan completes; returns them with the cursor a rescan would start from. */
async function scanToEnd(
  provider: MailboxProvider,
  access: MailboxAccess,
  from: ScanCursor | null,
) {
  const pages = [];
  let cursor = from;
  for (;;) {
    const page = await provider.scan(access, cursor);
    pages.push(page);
    if (!page.cursor) return { pages, syncCursor: page.syncCursor ?? null };
    cursor = page.cursor;
  }
}

/** Both sides reduced to what a scan must reproduce, in a stable order. */
const asExpected = (messages: readonly ImapTestMessage[]) =>
  messages
    .map((m) => [m.from.address, m.from.name, m.subject, m.date.toISOString(), !!m.listUnsubscribe])
    .map((row) => JSON.stringify(row))
    .sort();
const asScanned = (messages: readonly MessageMetadata[]) =>
  messages
    .map((m) => [
      m.fromAddress,
      m.fromName,
      m.subject,
      m.date.toISOString(),
      m.mailerHeaders.includes('list-unsubscribe'),
    ])
    .map((row) => JSON.stringify(row))
    .sort();

/** Every message's UID and whether it is marked read, as another mail client would see it. */
async function readFlags(dovecot: RunningDovecot, username: string) {
  const flagged = await asMailClient(dovecot, { username, password: PASSWORD }, async (client) => {
    await client.mailboxOpen('INBOX', { readOnly: true });
    return client.fetchAll('1:*', { uid: true, flags: true }, { uid: true });
  });
  return { total: flagged.length, seen: flagged.filter((m) => m.flags?.has('\\Seen')) };
}

describe.skipIf(!hasDovecot)('IMAP provider against Dovecot', () => {
  let dovecot: RunningDovecot;
  const provider = createImapProvider(SMALL_PAGES);

  beforeAll(async () => {
    dovecot = await startDovecot({
      users: [
        { username: 'ada', password: PASSWORD, messages: ADA_MAIL },
        { username: 'ben', password: PASSWORD, messages: BEN_MAIL },
      ],
    });
  });
  afterAll(() => dovecot?.close());

  it('scans 2,500 messages into exactly their metadata, in pages of at most 1,000', async () => {
    const { pages, syncCursor } = await scanToEnd(provider, accessFor(dovecot, 'ada'), null);
    const scanned = pages.flatMap((page) => page.messages);

    expect(pages.map((page) => page.messages.length)).toEqual([1000, 1000, 500]);
    expect(pages.every((page) => page.messages.length <= PAGE_SIZE)).toBe(true);
    expect(pages.map((page) => page.progress)).toEqual([40, 80, 100]);
    expect(asScanned(scanned)).toEqual(asExpected(ADA_MAIL));
    const truth = summarizeBySenderDomain(
      ADA_MAIL.map((m) => ({ fromAddress: m.from.address, date: m.date })),
    );
    expect(summarizeBySenderDomain(scanned)).toEqual(truth);
    expect(scanned.every((m) => m.snippet === '' && m.categories.length === 0)).toBe(true);
    expect(new Set(scanned.map((m) => m.id)).size).toBe(2500);
    expect(syncCursor).toMatchObject({ lastUid: 2500, highestModseq: expect.any(String) });
  });

  it('leaves every message unread and never reads a body', async () => {
    await scanToEnd(provider, accessFor(dovecot, 'ada'), null);

    expect(await readFlags(dovecot, 'ada')).toEqual({ total: 2500, seen: [] });
    const sessions = (await dovecot.readLog())
      .split('\n')
      .filter((line) => /imap\(ada\).*Disconnected/.test(line));
    expect(sessions.length).toBeGreaterThan(0);
    for (const line of sessions) expect(line).toContain('body_count=0 body_bytes=0');
  });

  it('resumes from a stored cursor with the page after it, in a new session', async () => {
    const access = accessFor(dovecot, 'ada');
    const first = await provider.scan(access, null);
    const again = await createImapProvider(SMALL_PAGES).scan(access, first.cursor);
    const repeated = await createImapProvider(SMALL_PAGES).scan(access, first.cursor);

    const lastOfFirst = Math.max(...first.messages.map((m) => Number(m.id)));
    expect(again.messages.map((m) => Number(m.id)).every((uid) => uid > lastOfFirst)).toBe(true);
    expect(again.messages).toHaveLength(1000);
    expect(repeated.messages.map((m) => m.id)).toEqual(again.messages.map((m) => m.id));
  });

  it('rescans from the sync cursor with only the messages that arrived since', async () => {
    const access = accessFor(dovecot, 'ben');
    const { syncCursor } = await scanToEnd(provider, access, null);
    const unchanged = await provider.scan(access, syncCursor);
    expect(unchanged).toMatchObject({ messages: [], cursor: null, progress: 100 });

    const arrivals = generateImapMessages({ seed: 9, messages: 3, senders: 3, ...LATER });
    await dovecot.addMessages('ben', arrivals);
    const rescan = await scanToEnd(provider, access, unchanged.syncCursor ?? null);

    expect(rescan.pages).toHaveLength(1);
    expect(asScanned(rescan.pages[0]!.messages)).toEqual(asExpected(arrivals));
    expect(rescan.syncCursor).toMatchObject({ lastUid: 1203 });
  });

  it('scans everything again when the UIDVALIDITY changed', async () => {
    const access = accessFor(dovecot, 'ben');
    const before = await scanToEnd(provider, access, null);
    await dovecot.resetUidValidity('ben');

    const rescan = await scanToEnd(provider, access, before.syncCursor);

    const count = (pages: { messages: unknown[] }[]) =>
      pages.reduce((sum, page) => sum + page.messages.length, 0);
    expect(rescan.syncCursor?.uidValidity).not.toBe(before.syncCursor?.uidValidity);
    expect(rescan.pages[0]!.messages).toHaveLength(PAGE_SIZE);
    expect(count(rescan.pages)).toBe(count(before.pages));
    // Only the first page says the mailbox starts over, so earlier counts are replaced once.
    expect(rescan.pages.map((page) => page.restarted === true)).toEqual(
      rescan.pages.map((_, index) => index === 0),
    );
  });

  it('asks for a new connection when the password stopped working', async () => {
    await expect(provider.scan(accessFor(dovecot, 'ada', 'revoked'), null)).rejects.toMatchObject({
      name: 'ReconnectRequiredError',
    });
  });

  it('asks for a new connection when its IMAP port is no longer allowed', async () => {
    const narrow = createImapProvider({ policy: { allowPrivateHosts: true } });
    await expect(narrow.scan(accessFor(dovecot, 'ada'), null)).rejects.toMatchObject({
      name: 'ReconnectRequiredError',
      message:
        'Reclaim reads mail from IMAP servers on port 143 or 993 only. Connect the mailbox again.',
    });
  });

  it('has nothing to revoke for a password', async () => {
    await expect(provider.revoke(accessFor(dovecot, 'ada'))).resolves.toBeUndefined();
  });
});

describe.skipIf(!hasDovecot)('IMAP provider against a server without CONDSTORE or ESEARCH', () => {
  let dovecot: RunningDovecot;
  const provider = createImapProvider(ON_LOOPBACK);
  const mail = generateImapMessages({ seed: 11, messages: 1500, senders: 60 });

  beforeAll(async () => {
    dovecot = await startDovecot({
      users: [{ username: 'cy', password: PASSWORD, messages: mail }],
      capabilities: 'basic',
    });
  });
  afterAll(() => dovecot?.close());

  it('scans with plain UID SEARCH and rescans by UID range', async () => {
    const access = accessFor(dovecot, 'cy');
    const scan = await scanToEnd(provider, access, null);
    expect(asScanned(scan.pages.flatMap((page) => page.messages))).toEqual(asExpected(mail));
    expect(scan.syncCursor).toEqual({ uidValidity: expect.any(Number), lastUid: 1500 });

    const arrivals = generateImapMessages({ seed: 12, messages: 3, senders: 2, ...LATER });
    await dovecot.addMessages('cy', arrivals);
    const rescan = await scanToEnd(provider, access, scan.syncCursor);
    expect(asScanned(rescan.pages.flatMap((page) => page.messages))).toEqual(asExpected(arrivals));
  });
});
