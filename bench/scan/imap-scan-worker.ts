import type { DomainAggregate } from '../../apps/server/src/scanning/aggregate-page';
import { createImapProvider } from '../../apps/server/src/mailbox-providers/imap/imap.provider';
import type { MailboxAccess, ScanCursor } from '../../apps/server/src/mailbox-providers/provider';
import { peakRssMb } from './run-scan-worker';
import { comparableTotals, foldScanPage } from './scan-aggregates';

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
// The benchmark's Dovecot listens on loopback, which the provider reaches only when allowed.
const provider = createImapProvider({ policy: { allowPrivateHosts: true } });
const access: MailboxAccess = {
  address,
  credentials: { kind: 'password', username, password },
  // Plain IMAP is acceptable only because the server is on loopback.
  settings: { imapHost: host, imapPort: Number(port), imapSecure: false },
};

const started = performance.now();
const aggregates = new Map<string, DomainAggregate>();
let pages = 0;
let cursor: ScanCursor | null = null;
do {
  const page = await provider.scan(access, cursor);
  // As in the scan loop, a page's metadata goes to the database; only its totals stay here.
  foldScanPage(aggregates, page, address);
  pages += 1;
  cursor = page.cursor;
} while (cursor !== null);
const seconds = (performance.now() - started) / 1000;
console.log(
  JSON.stringify({
    seconds,
    pages,
    aggregates: comparableTotals(aggregates),
    peakRssMb: peakRssMb(),
  }),
);
