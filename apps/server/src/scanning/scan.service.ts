import { mailboxConnections, type Database } from '@reclaim/db';
import { eq } from 'drizzle-orm';
import {
  accessOfConnection,
  unlessReconnectNeeded,
} from '../modules/connections/connection-access';
import type { ProviderRegistry } from '../mailbox-providers/registry';
import { aggregateScanPage } from './aggregate-page';
import { OwnAddresses } from './own-addresses';
import { commitScanPage, StaleScanError } from './scan.repository';

export interface ScanDependencies {
  db: Database;
  secretKey: Buffer;
  providers: ProviderRegistry;
}

/** How much one job does before it hands the rest to a new job, so many users share the workers. */
export interface ScanSliceLimits {
  maxPages: number;
  maxMilliseconds: number;
}

export type ScanSliceOutcome = 'complete' | 'more' | 'gone' | 'needs-reconnect' | 'superseded';

/**
 * Scans pages of one mailbox, committing each page with its checkpoint, until the scan is complete
 * or the slice's limits are reached; `beforePage` may hold each page back (for others' turns).
 * Safe to run again at any point: it continues from the last committed page.
 */
export async function runScanSlice(
  deps: ScanDependencies,
  connectionId: string,
  limits: ScanSliceLimits = { maxPages: 50, maxMilliseconds: 60_000 },
  beforePage?: () => Promise<void>,
): Promise<ScanSliceOutcome> {
  const started = Date.now();
  const own = await ownAddressesOf(deps, connectionId);
  if (!own) return 'gone';
  for (let pages = 0; pages < limits.maxPages; pages++) {
    await beforePage?.();
    const [connection] = await deps.db
      .select()
      .from(mailboxConnections)
      .where(eq(mailboxConnections.id, connectionId));
    if (!connection || connection.disconnectedAt) return 'gone';
    const provider = deps.providers.get(connection.provider);
    if (!provider || connection.needsReconnect) return 'needs-reconnect';

    const access = accessOfConnection(deps, connection);
    const page = await unlessReconnectNeeded(deps.db, connection.id, () =>
      provider.scan(access, connection.scanCursor),
    );
    if (!page) return 'needs-reconnect';
    const isComplete = page.cursor === null;
    try {
      await commitScanPage(deps.db, {
        connectionId,
        readFrom: connection.scanCursor,
        next: isComplete ? (page.syncCursor ?? null) : page.cursor,
        progress: page.progress,
        isComplete,
        isRestart: page.restarted === true,
        aggregates: aggregateScanPage(page, own),
      });
    } catch (error) {
      if (error instanceof StaleScanError) return 'superseded';
      throw error;
    }
    if (isComplete) return 'complete';
    if (Date.now() - started > limits.maxMilliseconds) return 'more';
  }
  return 'more';
}

/**
 * The person's own addresses, read once a slice: those of every mailbox they connected, not
 * only this one, with the aliases each sends as (this mailbox's read again first). Null when the
 * connection is gone.
 */
async function ownAddressesOf(
  deps: ScanDependencies,
  connectionId: string,
): Promise<OwnAddresses | null> {
  const [connection] = await deps.db
    .select()
    .from(mailboxConnections)
    .where(eq(mailboxConnections.id, connectionId));
  if (!connection || connection.disconnectedAt) return null;
  await refreshAliases(deps, connection);
  const mailboxes = await deps.db
    .select({ address: mailboxConnections.address, aliases: mailboxConnections.aliases })
    .from(mailboxConnections)
    .where(eq(mailboxConnections.userId, connection.userId));
  return OwnAddresses.of(mailboxes);
}

/** A dot inside the domain: its first after the domain's first character, so each is read once. */
const EMAIL = /^[^@\s]+@[^@\s][^@\s.]*\.[^@\s]+$/;

/**
 * Reads again which other addresses the mailbox sends as (a unit of quota). A provider that
 * cannot tell (no such call, a grant without it, an outage) keeps what was stored: the scan
 * itself does not depend on it.
 */
async function refreshAliases(
  deps: ScanDependencies,
  connection: typeof mailboxConnections.$inferSelect,
) {
  const provider = deps.providers.get(connection.provider);
  if (!provider?.listAliases || connection.needsReconnect) return;
  let aliases: string[];
  try {
    aliases = await provider.listAliases(accessOfConnection(deps, connection));
  } catch {
    return;
  }
  await deps.db
    .update(mailboxConnections)
    .set({ aliases: [...new Set(aliases.filter((alias) => EMAIL.test(alias)))].slice(0, 100) })
    .where(eq(mailboxConnections.id, connection.id));
}
