import type { Connection, DisconnectedMailbox } from '@reclaim/contract';
import { descriptorOf } from '../../mailbox-providers/registry';
import type { ConnectionRow, listDisconnectedMailboxesOfUser } from './connections.repository';

/** A connection as the spec's calls show it (§3): no credentials, no cursor. */
export function toConnectionView(row: ConnectionRow): Connection {
  return {
    emailId: row.address,
    provider: row.provider,
    emailType: descriptorOf(row.provider).emailTypeOf(row.settings),
    scanPercentage: row.scanPercentage,
    status: row.status,
    writeEmailPermission: row.writePermission === 1 ? 1 : 0,
    needsReconnect: row.needsReconnect,
    aliases: row.aliases,
    isAddressProven: row.addressProvedAt !== null,
  };
}

type DisconnectedRow = Awaited<ReturnType<typeof listDisconnectedMailboxesOfUser>>[number];

/** A disconnected mailbox kept for its requests: its address, its kind, when, and how many. */
export function toDisconnectedMailboxView(row: DisconnectedRow): DisconnectedMailbox {
  return {
    emailId: row.address,
    provider: row.provider,
    emailType: descriptorOf(row.provider).emailTypeOf(row.settings),
    disconnectedDate: row.disconnectedAt!.toISOString(),
    requestCount: row.requestCount,
  };
}
