import { mailboxConnections, type Database } from '@reclaim/db';
import { eq } from 'drizzle-orm';
import { openCredentials, sealCredentials } from '../../mailbox-providers/credentials';
import type { MailboxAccess } from '../../mailbox-providers/provider';
import type { ConnectionRow } from './connections.repository';

/**
 * A connection as its provider sees it: the address, the opened credentials and the settings.
 * Tokens the provider refreshes on the way are sealed and stored again.
 */
export function accessOfConnection(
  deps: { db: Database; secretKey: Buffer },
  connection: Pick<ConnectionRow, 'id' | 'address' | 'sealedCredentials' | 'settings'>,
): MailboxAccess {
  return {
    address: connection.address,
    credentials: openCredentials(deps.secretKey, connection.id, connection.sealedCredentials),
    settings: connection.settings,
    onCredentialsChanged: async (credentials) => {
      await deps.db
        .update(mailboxConnections)
        .set({ sealedCredentials: sealCredentials(deps.secretKey, connection.id, credentials) })
        .where(eq(mailboxConnections.id, connection.id));
    },
  };
}

/** The provider no longer honours the grant: the mailbox shows Reconnect. */
export async function markNeedsReconnect(db: Database, connectionId: string) {
  await db
    .update(mailboxConnections)
    .set({ needsReconnect: true, updatedAt: new Date() })
    .where(eq(mailboxConnections.id, connectionId));
}
