import type { DomainAggregate } from '../../apps/server/src/scanning/aggregate-page';
import { createMicrosoftProvider } from '../../apps/server/src/mailbox-providers/microsoft/microsoft.provider';
import type { MailboxAccess, ScanCursor } from '../../apps/server/src/mailbox-providers/provider';
import { peakRssMb } from './run-scan-worker';
import { comparableTotals, foldScanPage } from './scan-aggregates';

/**
 * The scanning side of the Graph benchmark, in its own process so that its peak memory is the
 * scanner's alone: `tsx graph-scan-worker.ts <emulator URL> <address> <token>`. Prints JSON.
 */
const [graphBaseUrl, address, token] = process.argv.slice(2) as [string, string, string];
const provider = createMicrosoftProvider({
  graphBaseUrl,
  // The access token never expires here, so the token endpoint is never called.
  tokenUrl: 'http://127.0.0.1:9/token',
  clientId: 'reclaim',
  clientSecret: 'unused',
});
const access: MailboxAccess = {
  address,
  settings: {},
  credentials: {
    kind: 'oauth',
    accessToken: token,
    refreshToken: null,
    expiresAt: null,
    scope: 'offline_access User.Read Mail.Read Mail.Send',
  },
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
