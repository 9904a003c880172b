import type { z } from 'zod';
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

/**
 * Opens a connection's credentials as its provider's `schema` reads them. None stored, or a shape
 * the provider does not read (written by another provider, or an older release), opens as
 * `{ kind: 'none' }`: the provider then asks for the mailbox to be connected again.
 */
export function openCredentials(
  key: Buffer,
  connectionId: string,
  sealed: string | null,
  schema: z.ZodType<MailboxCredentials>,
): MailboxCredentials {
  if (!sealed) return { kind: 'none' };
  const stored: unknown = JSON.parse(open(key, sealed, `mailbox:${connectionId}`));
  return schema.safeParse(stored).data ?? { kind: 'none' };
}
