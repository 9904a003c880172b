import { once } from 'node:events';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOVECOT_MISSING,
  findDovecotBinary,
  startDovecot,
  type RunningDovecot,
} from '@reclaim/stand-ins/dovecot/start-dovecot';
import { type MailboxSettings } from '../provider';
import { verifyLogin } from './verify-login';
import { ImapConnectError } from './imap-errors';
import { LOOPBACK_MAIL_POLICY } from '#testing/loopback-mail-policy';

const hasDovecot = findDovecotBinary() !== null;
if (!hasDovecot) console.warn(DOVECOT_MISSING);

async function listenOnLoopback(server: Server): Promise<number> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

async function connectError(
  settings: MailboxSettings,
  password: string,
  timeoutMs?: number,
): Promise<ImapConnectError> {
  const options = { ...LOOPBACK_MAIL_POLICY, timeoutMs };
  const error: unknown = await verifyLogin(settings, 'ada', password, options).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ImapConnectError);
  return error as ImapConnectError;
}

describe('verifyLogin without a server', () => {
  it('reports a closed port as an unreachable host', async () => {
    const closed = createServer();
    const port = await listenOnLoopback(closed);
    closed.close();

    const error = await connectError({ imapHost: '127.0.0.1', imapPort: port }, 'x');
    expect(error.reason).toBe('host');
    expect(error.message).toBe(
      'Could not reach the mail server 127.0.0.1. Check the server name and port.',
    );
  });

  // The login's own limit is 20 s: a 500 ms limit that was not passed on fails this test's 15 s.
  it('gives up on a server that never greets, within the timeout', async () => {
    const silent = createServer(() => undefined);
    const port = await listenOnLoopback(silent);

    const error = await connectError({ imapHost: '127.0.0.1', imapPort: port }, 'x', 500);
    expect(error.reason).toBe('timeout');
    silent.close();
  }, 15_000);

  it('asks for the server when the address has no preset', async () => {
    const error = await connectError({}, 'x');
    expect(error.reason).toBe('host');
    expect(error.message).toMatch(/Enter the IMAP server/);
  });
});

describe.skipIf(!hasDovecot)('verifyLogin against Dovecot', () => {
  let dovecot: RunningDovecot;
  let plain: MailboxSettings;

  beforeAll(async () => {
    dovecot = await startDovecot({ users: [{ username: 'ada', password: 'right' }], tls: true });
    plain = { imapHost: dovecot.host, imapPort: dovecot.port, imapSecure: false };
  });
  afterAll(() => dovecot?.close());

  it('accepts the right password', async () => {
    await expect(verifyLogin(plain, 'ada', 'right', LOOPBACK_MAIL_POLICY)).resolves.toBeUndefined();
  });

  it('reports a wrong password in words that mention app passwords', async () => {
    const error = await connectError(plain, 'wrong');
    expect(error.reason).toBe('auth');
    expect(error.message).toBe(
      'The mail server refused the user name or password. ' +
        'For Yahoo, iCloud, Fastmail and AOL use an app password.',
    );
  });

  it('reports TLS spoken to a plain port as a TLS failure', async () => {
    const error = await connectError({ ...plain, imapSecure: true }, 'right');
    expect(error.reason).toBe('tls');
  });

  it('refuses a self-signed certificate before sending the password', async () => {
    const settings = { imapHost: dovecot.host, imapPort: dovecot.tlsPort!, imapSecure: true };
    const error = await connectError(settings, 'right');
    expect(error.reason).toBe('tls');
    expect(error.message).toMatch(/certificate of 127\.0\.0\.1 is not valid/);
    const log = await dovecot.readLog();
    expect(log).not.toMatch(/Login: user=<ada>.*TLS/);
  });
});
