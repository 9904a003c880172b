import { isIP } from 'node:net';
import { ImapFlow } from 'imapflow';
import { isLoopbackHost, type MailEndpoint } from './imap-endpoints';
import { toImapConnectError } from './imap-errors';

/** A login to one IMAP server. */
export interface ImapLogin {
  endpoint: MailEndpoint;
  /** The checked address to dial instead of resolving `endpoint.host` again (see mail-host-guard). */
  dialAddress?: string;
  username: string;
  password: string;
}

export interface ImapTimeouts {
  /** The whole of connect, TLS, greeting and login. */
  loginMs: number;
  /** Silence on an open connection before it is given up. */
  socketMs: number;
}

export const DEFAULT_IMAP_TIMEOUTS: ImapTimeouts = { loginMs: 20_000, socketMs: 60_000 };

function createClient(login: ImapLogin, timeouts: ImapTimeouts): ImapFlow {
  const { host, port, secure } = login.endpoint;
  const client = new ImapFlow({
    host: login.dialAddress ?? host,
    // The certificate is checked against the name the person gave, also when dialing its address.
    ...(isIP(host) === 0 && { servername: host }),
    port,
    secure,
    // Off loopback a password only travels over TLS: a server without STARTTLS is refused.
    doSTARTTLS: secure ? undefined : !isLoopbackHost(host),
    auth: { user: login.username, pass: login.password },
    clientInfo: { name: 'Reclaim' },
    // imapflow logs commands and responses; subjects and addresses must not reach our logs.
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: timeouts.loginMs,
    greetingTimeout: timeouts.loginMs,
    socketTimeout: timeouts.socketMs,
  });
  // Failures also reject the pending command; without a listener an 'error' event would crash.
  client.on('error', () => undefined);
  return client;
}

/**
 * Connects and logs in within `timeouts.loginMs`, or throws a {@link ImapConnectError} that
 * says what went wrong in words a person understands.
 */
export async function openImapSession(
  login: ImapLogin,
  timeouts: ImapTimeouts = DEFAULT_IMAP_TIMEOUTS,
): Promise<ImapFlow> {
  const client = createClient(login, timeouts);
  const connecting = client.connect();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(Object.assign(new Error('Login timed out'), { code: 'ETIMEOUT' }));
      client.close();
    }, timeouts.loginMs);
  });
  try {
    await Promise.race([connecting, deadline]);
    return client;
  } catch (error) {
    client.close();
    throw toImapConnectError(error, login.endpoint.host);
  } finally {
    clearTimeout(timer);
  }
}

/** Logs out politely; a connection that already broke is just closed. */
export async function closeImapSession(client: ImapFlow): Promise<void> {
  try {
    await client.logout();
  } catch {
    client.close();
  }
}
