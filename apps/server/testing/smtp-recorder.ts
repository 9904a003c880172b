import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message an SMTP server accepted: the envelope and the text exactly as it came. */
export interface AcceptedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps every message it accepted. */
export interface SmtpRecorder {
  host: '127.0.0.1';
  port: number;
  /** Oldest first; a message is here once the server has answered 250 to its DATA. */
  accepted: AcceptedMail[];
  close(): Promise<void>;
}

/**
 * Starts an SMTP server (no TLS, as a mail server on loopback is reached) that asks for a login
 * of `passwords` (user name to password), as a mailbox provider's submission server does. With
 * `offersLogin: false` it knows no AUTH and takes mail from anyone, as an open relay does.
 */
export async function startSmtpRecorder(
  passwords: Readonly<Record<string, string>>,
  { offersLogin = true }: { offersLogin?: boolean } = {},
): Promise<SmtpRecorder> {
  const accepted: AcceptedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: offersLogin ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !offersLogin,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      const { username = '', password } = auth;
      if (Object.hasOwn(passwords, username) && passwords[username] === password) {
        return callback(null, { user: username });
      }
      callback(Object.assign(new Error('Invalid login'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        accepted.push({
          from: mailFrom ? mailFrom.address : '',
          to: rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: '127.0.0.1',
    port: (server.server.address() as AddressInfo).port,
    accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
