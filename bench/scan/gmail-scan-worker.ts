import { comparable, foldPages } from '../../apps/server/testing/gmail-test-kit';
import { createGmailProvider } from '../../apps/server/src/mailbox-providers/gmail/gmail.provider';
import type { GmailScanPage } from '../../apps/server/src/mailbox-providers/gmail/gmail-scan-page';
import type { GmailQuotaRegime } from '../../apps/server/src/mailbox-providers/gmail/gmail-quota';
import type { ScanCursor } from '../../apps/server/src/mailbox-providers/provider';
import { MAILBOX_SERVICES } from '../../apps/server/src/scanning/free-mail-domains';

import { peakRssMb } from './run-scan-worker';

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
const provider = createGmailProvider({
  apiBaseUrl,
  quota: regime,
  ...(unitsPerSecond && { unitsPerSecond: Number(unitsPerSecond) }),
  tokenUrl: 'http://127.0.0.1:9/token',
  clientId: 'reclaim',
  clientSecret: 'unused',
  mailboxServices: MAILBOX_SERVICES,
});
const access = {
  address,
  settings: {},
  credentials: {
    kind: 'oauth' as const,
    accessToken: token,
    refreshToken: null,
    expiresAt: null,
    scope: 'https://www.googleapis.com/auth/gmail.readonly',
  },
};

const started = performance.now();
const pages: GmailScanPage[] = [];
let cursor: ScanCursor | null = null;
do {
  const page = await provider.scan(access, cursor);
  // As in the scan loop, a page's metadata goes to the database; only its totals stay here.
  pages.push({ ...page, messages: [] });
  cursor = page.cursor;
} while (cursor);
const seconds = (performance.now() - started) / 1000;
const folded = foldPages(pages, address);
console.log(
  JSON.stringify({
    seconds,
    pages: pages.length,
    aggregates: comparable(folded),
    personal: [...folded]
      .filter(([, aggregate]) => aggregate.looksPersonal)
      .map(([domain]) => domain)
      .sort(),
    peakRssMb: peakRssMb(),
  }),
);
