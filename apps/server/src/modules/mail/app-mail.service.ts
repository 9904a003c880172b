import type { Database } from '@reclaim/db';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { insertOutboxMessage, type OutboxMessageInput } from './outbox.repository';

export interface AppMailer {
  send(message: OutboxMessageInput): Promise<void>;
  /** True when mail goes to the local outbox instead of an SMTP server. */
  isLocalOutbox: boolean;
}

/**
 * App mail (sign-up and reset codes). With SMTP_URL set it is sent by SMTP and kept nowhere.
 * Without it, it is stored in the local outbox (`/dev/outbox`, to this machine only), so a person
 * trying Reclaim offline can finish sign-up; production always needs SMTP (see config).
 */
export function createAppMailer(options: {
  db: Database;
  logger: FastifyBaseLogger;
  smtpUrl: string | undefined;
  from: string;
}): AppMailer {
  const { db, logger, smtpUrl, from } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      isLocalOutbox: false,
      async send(message) {
        await transport.sendMail({
          from,
          to: message.recipient,
          subject: message.subject,
          text: message.text,
          ...(message.html !== undefined && { html: message.html }),
        });
      },
    };
  }
  return {
    isLocalOutbox: true,
    async send(message) {
      const stored = await insertOutboxMessage(db, message);
      // Only that it came, by the outbox entry's id: a code in the log would open the account to
      // whoever reads logs, and logs carry no personal data, so not the recipient either.
      logger.info(
        { outboxMessageId: stored.id },
        'Outbox (no SMTP_URL set): a mail is at /dev/outbox',
      );
    },
  };
}
