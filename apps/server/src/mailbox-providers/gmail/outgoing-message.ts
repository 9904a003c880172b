import type { MailboxAccess, OutgoingMessage } from '../provider';
import { composeOutgoingMessage } from '../shared/outgoing-mime';

/**
 * The RFC 822 text of `message` from the mailbox owner, base64url-encoded as `messages.send`
 * wants it. Our Message-ID goes in, so a retried send can be recognised in the Sent folder.
 */
export async function encodeOutgoingMessage(
  access: MailboxAccess,
  message: OutgoingMessage,
): Promise<string> {
  const raw = await composeOutgoingMessage(access.address, message);
  return raw.toString('base64url');
}
