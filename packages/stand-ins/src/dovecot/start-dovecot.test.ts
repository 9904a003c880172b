import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { ImapFlow } from 'imapflow';
import { describe, expect, it } from 'vitest';
import { findDovecotBinary, DOVECOT_MISSING, readDovecotVersion } from './dovecot-binary.js';
import { generateImapMessages } from './generate-imap-messages.js';
import { startDovecot, type RunningDovecot } from './start-dovecot.js';

const binary = findDovecotBinary();
if (!binary) console.warn(DOVECOT_MISSING);

const isListening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** A logged-in IMAP client of `username`, closed by the caller. */
async function connect(dovecot: RunningDovecot, username: string) {
  const client = new ImapFlow({
    host: dovecot.host,
    port: dovecot.port,
    secure: false,
    doSTARTTLS: false,
    auth: { user: username, pass: 'pw' },
    logger: false,
  });
  await client.connect();
  return client;
}

describe.skipIf(!binary)('startDovecot', () => {
  it('is Dovecot 2.3 or later', () => {
    expect(readDovecotVersion(binary!)).toMatch(/^2\.([3-9]|\d\d)\./);
  });

  it('serves on loopback and leaves nothing behind when closed', async () => {
    const dovecot = await startDovecot({ users: [{ username: 'ada', password: 'pw' }] });
    expect(dovecot.host).toBe('127.0.0.1');
    expect(await isListening(dovecot.port)).toBe(true);
    expect(await dovecot.readLog()).toContain('starting up for imap');

    await dovecot.close();

    expect(await isListening(dovecot.port)).toBe(false);
    expect(existsSync(dovecot.directory)).toBe(false);
  });

  it('refuses user names that would break its password file', async () => {
    await expect(startDovecot({ users: [{ username: 'a:b', password: 'pw' }] })).rejects.toThrow(
      /must match/,
    );
  });

  it('gives every user the Sent folder it was asked for, marked \\Sent', async () => {
    const dovecot = await startDovecot({
      users: [{ username: 'ada', password: 'pw' }],
      sentFolder: 'Outgoing',
    });
    try {
      const client = await connect(dovecot, 'ada');
      const folders = await client.list();
      await client.logout();

      const outgoing = folders.find((folder) => folder.path === 'Outgoing');
      expect(outgoing?.flags.has('\\Sent')).toBe(true);
    } finally {
      await dovecot.close();
    }
  });

  it('refuses an APPEND from a user over their quota', async () => {
    const messages = generateImapMessages({ seed: 3, messages: 20, senders: 4 });
    const dovecot = await startDovecot({
      users: [{ username: 'full', password: 'pw', messages, quotaKilobytes: 1 }],
    });
    try {
      const client = await connect(dovecot, 'full');
      const append = client.append('INBOX', 'Subject: one more\r\n\r\nx\r\n');
      await expect(append).rejects.toMatchObject({ serverResponseCode: 'OVERQUOTA' });
      await client.logout();
    } finally {
      await dovecot.close();
    }
  });
});
