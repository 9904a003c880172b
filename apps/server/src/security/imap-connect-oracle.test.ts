import { once } from 'node:events';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOPBACK_MAIL_POLICY } from '#testing/loopback-mail-policy';
import { startSmtpRecorder, type SmtpRecorder } from '#testing/smtp-recorder';
import { CONNECT_FAILED, createImapConnector } from '../mailbox-providers/imap/imap-connector';
import { MailboxConnectError } from '../mailbox-providers/provider';

/** How long the connect check may take in these tests: short, so the failures answer soon. */
const CHECK_MS = 600;

async function listen(server: Server): Promise<number> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

/** A port where nothing listens any more: connecting is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The connect form pointed at one service after another, as someone mapping a network would:
 * nothing tells a closed port from a silent one, from a service that speaks another protocol,
 * from TLS where there is none, or from a name that does not resolve. Only a refused login is
 * answered differently, and only a real mail server can refuse one.
 */
describe('the IMAP connect form as a port scanner', () => {
  const sockets = new Set<Socket>();
  let silent: Server;
  let chatty: Server;
  let smtp: SmtpRecorder;
  let ports: { silent: number; chatty: number };
  const connector = createImapConnector({ policy: LOOPBACK_MAIL_POLICY, connectCheckMs: CHECK_MS });

  beforeAll(async () => {
    // An open port that never says a word, and one that greets as another service would.
    silent = createServer((socket) => void sockets.add(socket));
    chatty = createServer((socket) => {
      sockets.add(socket);
      socket.end('SSH-2.0-OpenSSH_9.6\r\n');
    });
    ports = { silent: await listen(silent), chatty: await listen(chatty) };
    smtp = await startSmtpRecorder({});
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    silent.close();
    chatty.close();
    await smtp.close();
  });

  /** What the form answers for an IMAP server at `imap`, and how long it took. */
  async function answerFor(imap: { imapHost: string; imapPort: number; imapSecure?: boolean }) {
    const started = performance.now();
    const error = await Promise.resolve()
      .then(() =>
        connector.prepare('ada@example.org', {
          password: 'a-password',
          smtpHost: smtp.host,
          smtpPort: smtp.port,
          ...imap,
        })(),
      )
      .then(
        () => null,
        (thrown: unknown) => thrown,
      );
    const elapsed = performance.now() - started;
    expect(error).toBeInstanceOf(MailboxConnectError);
    const { reasonCode, message, field, detail } = error as MailboxConnectError;
    return { answer: { reasonCode, message, field, detail }, elapsed };
  }

  it('answers every failure but a refused login with the same words, reason and field', async () => {
    const targets = [
      { imapHost: '127.0.0.1', imapPort: await closedPort() },
      { imapHost: '127.0.0.1', imapPort: ports.silent },
      { imapHost: '127.0.0.1', imapPort: ports.chatty },
      { imapHost: '127.0.0.1', imapPort: ports.chatty, imapSecure: true },
      // The SMTP server, spoken to as IMAP.
      { imapHost: '127.0.0.1', imapPort: smtp.port },
      { imapHost: 'no-such-host.invalid', imapPort: 993 },
    ];
    for (const target of targets) {
      const { answer } = await answerFor(target);
      expect(answer, JSON.stringify(target)).toEqual({
        reasonCode: CONNECT_FAILED.reasonCode,
        message: CONNECT_FAILED.message,
        field: CONNECT_FAILED.field,
        detail: CONNECT_FAILED.message,
      });
    }
  });

  // Measured in turns, closed then silent, five times: without the wait a closed port answers in
  // about a millisecond and a silent one at the deadline, hundreds of times later.
  it('answers a closed port no sooner than a silent one', async () => {
    const closed = { imapHost: '127.0.0.1', imapPort: await closedPort() };
    const quiet = { imapHost: '127.0.0.1', imapPort: ports.silent };
    const times = { closed: [] as number[], quiet: [] as number[] };
    for (let round = 0; round < 5; round += 1) {
      times.closed.push((await answerFor(closed)).elapsed);
      times.quiet.push((await answerFor(quiet)).elapsed);
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[2]!;
    expect(median(times.closed) / median(times.quiet)).toBeGreaterThan(0.5);
  }, 60_000);
});
