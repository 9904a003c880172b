import type { Connection, EmailType } from '@reclaim/contract';
import type { MailboxProviderId } from '@reclaim/db';
import type { ConnectionRow } from './connections.repository';

const EMAIL_TYPES: Record<MailboxProviderId, EmailType> = {
  gmail: 'Google',
  microsoft: 'Microsoft',
  imap: 'IMAP',
  demo: 'Demo',
};

/** A connection as the spec's calls show it (§3): no credentials, no cursor. */
export function toConnectionView(row: ConnectionRow): Connection {
  const preset = typeof row.settings.preset === 'string' ? row.settings.preset : undefined;
  return {
    emailId: row.address,
    emailType: row.provider === 'imap' && preset === 'yahoo' ? 'Yahoo' : EMAIL_TYPES[row.provider],
    scanPercentage: row.scanPercentage,
    status: row.status,
    writeEmailPermission: row.writePermission === 1 ? 1 : 0,
    needsReconnect: row.needsReconnect,
  };
}
