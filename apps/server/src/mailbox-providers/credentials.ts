import { open, seal } from '../lib/sealed-box';
import type { MailboxCredentials } from './provider';

/** Seals a connection's credentials, bound to the connection id. */
export function sealCredentials(
  key: Buffer,
  connectionId: string,
  credentials: MailboxCredentials,
) {
  return seal(key, JSON.stringify(credentials), `mailbox:${connectionId}`);
}

export function openCredentials(
  key: Buffer,
  connectionId: string,
  sealed: string | null,
): MailboxCredentials {
  if (!sealed) return { kind: 'none' };
  return JSON.parse(open(key, sealed, `mailbox:${connectionId}`)) as MailboxCredentials;
}
