import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { describe, expect, it } from 'vitest';
import { findDovecotBinary, DOVECOT_MISSING, readDovecotVersion } from './dovecot-binary.js';
import { startDovecot } from './start-dovecot.js';

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
});
