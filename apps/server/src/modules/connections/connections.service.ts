import type { Database } from '@reclaim/db';
import type { JobQueue } from '../../jobs/job-queue';
import { mailboxScanJob } from '../../jobs/mailbox-scan.job';
import { mailboxSyncJob } from '../../jobs/mailbox-sync.job';
import { AppError } from '../../lib/app-error';
import { openCredentials } from '../../mailbox-providers/credentials';
import type { ProviderRegistry } from '../../mailbox-providers/registry';
import {
  deleteConnectionById,
  findConnectionOfUser,
  listConnectionsOfUser,
  markRescanStarted,
  type ConnectionRow,
} from './connections.repository';
import { toConnectionView } from './connection-view';

export interface ConnectionsDependencies {
  db: Database;
  secretKey: Buffer;
  providers: ProviderRegistry;
  queue: Pick<JobQueue, 'send'> | undefined;
}

export async function getConnections(deps: ConnectionsDependencies, userId: string) {
  return (await listConnectionsOfUser(deps.db, userId)).map(toConnectionView);
}

/**
 * Disconnects a mailbox: gives up the provider's grant where it has one, then deletes the
 * connection and — by cascade — every company and sample found in it.
 */
export async function disconnectMailbox(
  deps: ConnectionsDependencies,
  userId: string,
  emailId: string,
) {
  const connection = await requireConnection(deps, userId, emailId);
  await revokeGrant(deps, connection);
  await deleteConnectionById(deps.db, connection.id);
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
    credentials: openCredentials(deps.secretKey, connection.id, connection.sealedCredentials),
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

async function requireConnection(deps: ConnectionsDependencies, userId: string, emailId: string) {
  const connection = await findConnectionOfUser(deps.db, userId, emailId);
  if (!connection) {
    throw new AppError('not_found', 'No connected mailbox with this address.', [
      { path: 'body.requestBody.emailId', message: 'Not one of your mailboxes' },
    ]);
  }
  return connection;
}

function queueOf(deps: ConnectionsDependencies) {
  if (!deps.queue) throw new AppError('misconfigured', 'The job queue is not running.');
  return deps.queue;
}

async function startScan(deps: ConnectionsDependencies, connectionId: string) {
  await queueOf(deps).send(mailboxScanJob, { connectionId });
}
