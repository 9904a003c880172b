import { mailboxConnections, type Database } from '@reclaim/db';
import { eq } from 'drizzle-orm';
import { openCredentials, sealCredentials } from '../../mailbox-providers/credentials';
import { ReconnectRequiredError, type MailboxAccess } from '../../mailbox-providers/provider';
import { descriptorOf } from '../../mailbox-providers/registry';
import type { ConnectionRow } from './connections.repository';

/**
 * A connection as its provider sees it: the address, the opened credentials and the settings.
 * Tokens the provider refreshes on the way are sealed and stored again.
 */
export function accessOfConnection(
  deps: { db: Database; secretKey: Buffer },
  connection: Pick<ConnectionRow, 'id' | 'provider' | 'address' | 'sealedCredentials' | 'settings'>,
): MailboxAccess {
  return {
    address: connection.address,
    credentials: openCredentials(
      deps.secretKey,
      connection.id,
      connection.sealedCredentials,
      descriptorOf(connection.provider).credentials,
    ),
    settings: connection.settings,
    onCredentialsChanged: async (credentials) => {
      await deps.db
        .update(mailboxConnections)
        .set({ sealedCredentials: sealCredentials(deps.secretKey, connection.id, credentials) })
        .where(eq(mailboxConnections.id, connection.id));
    },
  };
}

/**
 * Runs `read` at the provider. A grant it no longer honours marks the mailbox for reconnection
 * and gives null, so the caller stops; any other error is thrown.
 */
export async function unlessReconnectNeeded<T>(
  db: Database,
  connectionId: string,
  read: () => Promise<T>,
): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof ReconnectRequiredError)) throw error;
    await markNeedsReconnect(db, connectionId);
    return null;
  }
}

/** The provider no longer honours the grant: the mailbox shows Reconnect. */
export async function markNeedsReconnect(db: Database, connectionId: string) {
  await db
    .update(mailboxConnections)
    .set({ needsReconnect: true, updatedAt: new Date() })
    .where(eq(mailboxConnections.id, connectionId));
}
