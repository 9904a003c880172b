import { createImapProvider } from '../../apps/server/src/mailbox-providers/imap/imap.provider';
import type { MailboxAccess } from '../../apps/server/src/mailbox-providers/provider';
import { scanToEndAndReport } from './scan-to-end';

/**
 * The scanning side of the IMAP benchmark, in its own process so that its peak memory is the
 * scanner's alone: `tsx imap-scan-worker.ts <host> <port> <username> <password> <address>`.
 * Prints JSON.
 */
const [host, port, username, password, address] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
  string,
];
// The benchmark's Dovecot listens on a high port of loopback, which the provider reaches only
// when both are allowed.
const provider = createImapProvider({
  policy: { allowPrivateHosts: true, extraPorts: [{ from: Number(port), to: Number(port) }] },
});
const access: MailboxAccess = {
  address,
  credentials: { kind: 'password', username, password },
  // Plain IMAP is acceptable only because the server is on loopback.
  settings: { imapHost: host, imapPort: Number(port), imapSecure: false },
};

await scanToEndAndReport(provider, access);
