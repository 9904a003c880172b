import { randomBytes, randomUUID } from 'node:crypto';
import type { MailboxMessage } from '@reclaim/stand-ins/mail-apis';
import type { SentRequest } from '../src/mailbox-providers/provider';

/**
 * Mail that arrives after a request went out: the company's reply to it, the mail system's
 * report that it could not be delivered, or the company's mail that answers nothing.
 */
export interface ResponseMail {
  kind: 'reply' | 'bounce' | 'unrelated';
  subject: string;
  /** When it arrived, in whole seconds. */
  at: Date;
}

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1);

/**
 * `mail` as the Gmail and Graph emulators store it: a reply or a bounce in the request's
 * conversation `threadId`, the bounce from `mailSystem` (the mailbox's own mail system, such as
 * `mailer-daemon@googlemail.com`) naming the failed recipient in `X-Failed-Recipients`, as both
 * services write their reports; unrelated mail in a conversation of its own.
 */
export function emulatorResponse(
  request: SentRequest,
  mail: ResponseMail,
  { threadId, mailSystem }: { threadId: string; mailSystem: string },
): MailboxMessage {
  const id = randomBytes(8).toString('hex');
  const base = { id, snippet: '', subject: mail.subject, date: mail.at, labels: ['INBOX'] };
  switch (mail.kind) {
    case 'reply':
      return {
        ...base,
        threadId,
        from: { name: 'Privacy Team', address: request.recipient },
        listUnsubscribe: false,
        extraHeaders: { 'In-Reply-To': request.messageId, References: request.messageId },
      };
    case 'bounce':
      return {
        ...base,
        threadId,
        from: { name: 'Mail Delivery Subsystem', address: mailSystem },
        listUnsubscribe: false,
        extraHeaders: {
          'X-Failed-Recipients': request.recipient,
          'Content-Type': 'multipart/report; report-type=delivery-status; boundary="r1"',
        },
      };
    case 'unrelated':
      return {
        ...base,
        threadId: id,
        from: { name: 'Shop', address: `news@${domainOf(request.recipient)}` },
        listUnsubscribe: true,
      };
  }
}

/**
 * `mail` as RFC 822 text delivered to `address`: a reply naming the request in In-Reply-To and
 * References; a bounce as Postfix writes it from `MAILER-DAEMON` at the mailbox's own domain,
 * with the failure in its delivery-status part and the request only in the returned headers;
 * unrelated mail that names nothing.
 */
export function rawResponse(address: string, request: SentRequest, mail: ResponseMail): string {
  const host = domainOf(address);
  const common = [`To: ${address}`, `Subject: ${mail.subject}`, `Date: ${mail.at.toUTCString()}`];
  switch (mail.kind) {
    case 'reply':
      return [
        `From: Privacy Team <${request.recipient}>`,
        ...common,
        `Message-ID: <${randomUUID()}@${domainOf(request.recipient)}>`,
        `In-Reply-To: ${request.messageId}`,
        `References: ${request.messageId}`,
        '',
        'We have received your request.',
      ].join('\r\n');
    case 'bounce':
      return [
        'Return-Path: <>',
        `From: Mail Delivery System <MAILER-DAEMON@${host}>`,
        ...common,
        `Message-ID: <${randomUUID()}@${host}>`,
        'MIME-Version: 1.0',
        'Content-Type: multipart/report; report-type=delivery-status; boundary="r1"',
        '',
        '--r1',
        'Content-Type: text/plain',
        '',
        `Your message to ${request.recipient} could not be delivered.`,
        '--r1',
        'Content-Type: message/delivery-status',
        '',
        `Reporting-MTA: dns; ${host}`,
        '',
        `Final-Recipient: rfc822; ${request.recipient}`,
        'Action: failed',
        'Status: 5.1.1',
        `Diagnostic-Code: smtp; 550 5.1.1 <${request.recipient}>: User unknown`,
        '--r1',
        'Content-Type: text/rfc822-headers',
        '',
        `Message-ID: ${request.messageId}`,
        `To: ${request.recipient}`,
        '--r1--',
      ].join('\r\n');
    case 'unrelated':
      return [
        `From: Shop <news@${domainOf(request.recipient)}>`,
        ...common,
        `Message-ID: <${randomUUID()}@${domainOf(request.recipient)}>`,
        '',
        'Our autumn sale.',
      ].join('\r\n');
  }
}
