import { htmlToPlainText } from '@reclaim/contract';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { OutgoingMessage } from '../provider';

/**
 * The RFC 822 text of `message` from `from`, an HTML e-mail with its plain-text alternative
 * (multipart/alternative: a mail program without HTML shows the letter as it reads) and our
 * Message-ID, so a retried send
 * can be recognised in Sent. Built once per send: every copy of it (what goes out, what is filed
 * in Sent) is then the same message. A reply names the message it answers in In-Reply-To and
 * References (RFC 5322 §3.6.4), which is how mail programs, and Gmail, thread it.
 */
export function composeOutgoingMessage(from: string, message: OutgoingMessage): Promise<Buffer> {
  const answered = message.inReplyTo?.messageId;
  return new MailComposer({
    from,
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: htmlToPlainText(message.html),
    messageId: message.messageId,
    ...(answered && { inReplyTo: answered, references: [answered] }),
  })
    .compile()
    .build();
}
