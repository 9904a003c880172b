import { domainRecords, mailboxConnections, type Database } from '@reclaim/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { JobQueue } from '../../jobs/job-queue';
import { mailboxScanJob } from '../../jobs/mailbox-scan.job';
import { mailboxSyncJob } from '../../jobs/mailbox-sync.job';
import { AppError } from '../../lib/app-error';
import { openCredentials } from '../../mailbox-providers/credentials';
import { descriptorOf, type ProviderRegistry } from '../../mailbox-providers/registry';
import {
  deleteConnectionById,
  findConnectionOfUser,
  isDisconnected,
  listConnectionsOfUser,
  listDisconnectedMailboxesOfUser,
  markRescanStarted,
  retireConnection,
  type ConnectionRow,
} from './connections.repository';
import { toConnectionView, toDisconnectedMailboxView } from './connection-view';
import { mailboxOf, OwnAddresses } from '../../scanning/own-addresses';

export interface ConnectionsDependencies {
  db: Database;
  secretKey: Buffer;
  providers: ProviderRegistry;
  queue: Pick<JobQueue, 'send'> | undefined;
  now?: () => Date;
}

/** The connected mailboxes, and the disconnected ones kept for the requests sent from them. */
export async function getConnections(deps: ConnectionsDependencies, userId: string) {
  const [connected, disconnected] = await Promise.all([
    listConnectionsOfUser(deps.db, userId),
    listDisconnectedMailboxesOfUser(deps.db, userId),
  ]);
  return {
    connections: connected.map(toConnectionView),
    disconnected: disconnected.map(toDisconnectedMailboxView),
  };
}

/**
 * Disconnects a mailbox: gives up the provider's grant where it has one, then forgets what was
 * found in it. The requests sent from it stay, with their companies, until the person deletes
 * them — which is disconnecting the mailbox once more (see {@link retireConnection}).
 */
export async function disconnectMailbox(
  deps: ConnectionsDependencies,
  userId: string,
  emailId: string,
) {
  const connection = await findConnectionOfUser(deps.db, userId, emailId);
  if (!connection) throw notOneOfYours();
  if (isDisconnected(connection)) {
    await deleteConnectionById(deps.db, connection.id);
    return;
  }
  await revokeGrant(deps, connection);
  await retireConnection(deps.db, connection.id, deps.now?.() ?? new Date());
}

/**
 * Gives up every mailbox grant of a user whose account is being deleted: what Reclaim no longer
 * holds should not keep working at Google either.
 */
export async function revokeAllGrants(
  deps: Pick<ConnectionsDependencies, 'db' | 'secretKey' | 'providers'>,
  userId: string,
) {
  for (const connection of await listConnectionsOfUser(deps.db, userId)) {
    await revokeGrant(deps, connection);
  }
}

/** Revokes the provider's grant of one connection, where the provider can (Gmail). */
async function revokeGrant(
  deps: Pick<ConnectionsDependencies, 'secretKey' | 'providers'>,
  connection: ConnectionRow,
) {
  const provider = deps.providers.get(connection.provider);
  if (!provider) return;
  await provider.revoke({
    address: connection.address,
    credentials: openCredentials(
      deps.secretKey,
      connection.id,
      connection.sealedCredentials,
      descriptorOf(connection.provider).credentials,
    ),
    settings: connection.settings,
  });
}

export async function rescanMailbox(
  deps: ConnectionsDependencies,
  userId: string,
  emailId: string,
) {
  const connection = await requireConnection(deps, userId, emailId);
  if (connection.status === 'pending') return;
  await markRescanStarted(deps.db, connection.id);
  await startScan(deps, connection.id);
  // Rescan also looks again for answers to the mailbox's deletion requests.
  await queueOf(deps).send(mailboxSyncJob, { connectionId: connection.id });
}

/**
 * `_updateAliases`: the other addresses a mailbox sends as, entered by the person for a provider
 * that cannot list them (IMAP). They are the person's own from then on: the companies found on
 * their custom domains, not yet acted on, go at once, as a new scan would leave them out.
 */
export async function updateMailboxAliases(
  deps: Pick<ConnectionsDependencies, 'db' | 'providers'>,
  userId: string,
  change: { emailId: string; aliases: readonly string[] },
) {
  const connection = await requireConnection(deps, userId, change.emailId);
  if (deps.providers.get(connection.provider)?.listAliases) {
    throw new AppError('conflict', 'This mailbox’s provider lists its other addresses itself.', [
      { path: 'body.requestBody.emailId', message: 'Its provider lists its addresses' },
    ]);
  }
  const own = mailboxOf(connection.address);
  const aliases = [...new Set(change.aliases)].filter((alias) => mailboxOf(alias) !== own);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(mailboxConnections)
      .set({ aliases, updatedAt: new Date() })
      .where(eq(mailboxConnections.id, connection.id));
    const mailboxes = await listConnectionsOfUser(tx, userId);
    const mine = OwnAddresses.of(mailboxes);
    if (mine.customDomains.length === 0) return;
    await tx.delete(domainRecords).where(
      and(
        inArray(
          domainRecords.connectionId,
          mailboxes.map((row) => row.id),
        ),
        inArray(domainRecords.domain, mine.customDomains),
        eq(domainRecords.status, 'pending'),
      ),
    );
  });
}

/** The caller's connected mailbox with this address; a disconnected one is not found. */
async function requireConnection(
  deps: Pick<ConnectionsDependencies, 'db'>,
  userId: string,
  emailId: string,
) {
  const connection = await findConnectionOfUser(deps.db, userId, emailId);
  if (!connection || isDisconnected(connection)) throw notOneOfYours();
  return connection;
}

function notOneOfYours() {
  return new AppError('not_found', 'No connected mailbox with this address.', [
    { path: 'body.requestBody.emailId', message: 'Not one of your mailboxes' },
  ]);
}

function queueOf(deps: ConnectionsDependencies) {
  if (!deps.queue) throw new AppError('misconfigured', 'The job queue is not running.');
  return deps.queue;
}

/** A scan the person asked for: its first slice goes before other scans' next ones. */
async function startScan(deps: ConnectionsDependencies, connectionId: string) {
  await queueOf(deps).send(mailboxScanJob, { connectionId }, { isPersonWaiting: true });
}
