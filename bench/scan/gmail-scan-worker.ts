import { comparable, foldPages } from '../../apps/server/testing/gmail-test-kit';
import type { GmailScanPage } from '../../apps/server/src/mailbox-providers/gmail/gmail-scan-page';
import type { GmailQuotaRegime } from '../../apps/server/src/mailbox-providers/gmail/gmail-quota';
import type { ScanCursor } from '../../apps/server/src/mailbox-providers/provider';
import { gmailWorkerProvider } from './gmail-worker-provider';
import { peakRssMb } from './run-scan-worker';
import type { DomainAggregate } from '../../apps/server/src/scanning/aggregate-page';

/**
 * The scanning side of the Gmail benchmark, in its own process so that its peak memory is the
 * scanner's alone: `tsx gmail-scan-worker.ts <emulator URL> <address> <token> <regime>
 * [units a second]`, the last replacing the regime's per-user window. Prints JSON: the aggregates
 * and, apart, the domains whose every message read as a person's (`looksPersonal`).
 */
const [apiBaseUrl, address, token, regime, unitsPerSecond] = process.argv.slice(2) as [
  string,
  string,
  string,
  GmailQuotaRegime,
  string | undefined,
];
const { provider, access } = gmailWorkerProvider({
  apiBaseUrl,
  address,
  token,
  regime,
  unitsPerSecond,
});

const started = performance.now();
const folded = new Map<string, DomainAggregate>();
let pages = 0;
let cursor: ScanCursor | null = null;
do {
  const page: GmailScanPage = await provider.scan(access, cursor);
  // As in the scan loop, a page's metadata goes to the database and its totals are folded in;
  // the page is let go, only its cursor goes on.
  foldPages([{ ...page, messages: [] }], address, folded);
  pages += 1;
  cursor = page.cursor;
} while (cursor);
const seconds = (performance.now() - started) / 1000;
console.log(
  JSON.stringify({
    seconds,
    pages,
    aggregates: comparable(folded),
    personal: [...folded]
      .filter(([, aggregate]) => aggregate.looksPersonal)
      .map(([domain]) => domain)
      .sort(),
    peakRssMb: peakRssMb(),
  }),
);
