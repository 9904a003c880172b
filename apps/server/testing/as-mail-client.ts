import { ImapFlow } from 'imapflow';
import type { RunningDovecot } from '@reclaim/stand-ins/dovecot/start-dovecot';

/**
 * Runs `task` as `username` on the test Dovecot with a client of its own, as another mail program
 * would (to deliver mail, or to look at what Reclaim left), logged out afterwards.
 */
export async function asMailClient<T>(
  dovecot: RunningDovecot,
  login: { username: string; password: string },
  task: (client: ImapFlow) => Promise<T>,
): Promise<T> {
  const client = new ImapFlow({
    host: dovecot.host,
    port: dovecot.port,
    secure: false,
    doSTARTTLS: false,
    auth: { user: login.username, pass: login.password },
    logger: false,
  });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.logout();
  }
}
