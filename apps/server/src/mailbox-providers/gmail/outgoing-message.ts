import MailComposer from 'nodemailer/lib/mail-composer';
import type { MailboxAccess, OutgoingMessage } from '../provider';

/**
 * The RFC 822 text of `message` from the mailbox owner, base64url-encoded as `messages.send`
 * wants it. Our Message-ID goes in, so a retried send can be recognised in the Sent folder.
 */
export async function encodeOutgoingMessage(
  access: MailboxAccess,
  message: OutgoingMessage,
): Promise<string> {
  const mime = new MailComposer({
    from: access.address,
    to: message.to,
    subject: message.subject,
    html: message.html,
    messageId: message.messageId,
  }).compile();
  const raw = await mime.build();
  return raw.toString('base64url');
}
