import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type {
  MailboxAccess,
  MailboxProvider,
  OutgoingMessage,
  RequestResponse,
  SentRequest,
} from '../src/mailbox-providers/provider';
import { needs, type ConformanceContext } from './conformance-kit';
import { SMALL_MAILBOX } from './conformance-scan-checks';
import type { ResponseMail } from './response-mail';
import { MESSAGE_ID_DOMAIN, RECIPIENT } from './send-crash-kit';

/** When the requests count as sent: every answer comes after. */
const SENT_AT = new Date('2025-03-03T10:00:00Z');
const minutesLater = (minutes: number) => new Date(SENT_AT.getTime() + minutes * 60_000);
const REPLY: ResponseMail = {
  kind: 'reply',
  subject: 'Re: Request to erase my personal data [ticket 4711]',
  at: minutesLater(90),
};
const BOUNCE: ResponseMail = {
  kind: 'bounce',
  subject: 'Undelivered Mail Returned to Sender',
  at: minutesLater(1),
};
const UNRELATED: ResponseMail = {
  kind: 'unrelated',
  subject: 'Our autumn sale',
  at: minutesLater(5),
};

/** A deletion request as the send job hands it over, with a Message-ID of its own. */
export const outgoingRequest = (): OutgoingMessage => ({
  to: RECIPIENT,
  subject: 'Request to erase my personal data',
  html: '<p>Please erase my personal data (Art. 17 GDPR).</p>',
  messageId: `<${randomUUID()}@${MESSAGE_ID_DOMAIN}>`,
});

/** Sends a deletion request from `access`, described as the sync job asks about it. */
export async function sendRequest(
  provider: MailboxProvider,
  access: MailboxAccess,
): Promise<SentRequest> {
  const message = outgoingRequest();
  const sent = await provider.send(access, message);
  return {
    messageId: message.messageId,
    providerMessageId: sent.providerMessageId,
    threadId: sent.threadId ?? null,
    recipient: message.to,
    sentAt: SENT_AT,
  };
}

const byMessageId = (a: RequestResponse, b: RequestResponse) =>
  a.messageId < b.messageId ? -1 : 1;

export function describeResponseChecks({ descriptor, stand }: ConformanceContext) {
  const { syncReplies } = descriptor.capabilities;

  describe('replies and bounces', () => {
    it('tells a request’s reply and its bounce by their headers, and takes no other mail for either', async ({
      skip,
    }) => {
      skip(!syncReplies, 'capabilities.syncReplies is false: it looks for no answers');
      const deliver = needs(stand().deliverResponse, 'deliverResponse', 'it syncs replies');
      const { provider } = stand();
      const { access } = await stand().seedMailbox(SMALL_MAILBOX.messages);
      const replied = await sendRequest(provider, access);
      const bounced = await sendRequest(provider, access);
      const unanswered = await sendRequest(provider, access);

      await deliver(access, replied, REPLY);
      await deliver(access, bounced, BOUNCE);
      await deliver(access, unanswered, UNRELATED);
      const found = await provider.findResponses!(access, [replied, bounced, unanswered]);

      const expected: RequestResponse[] = [
        { messageId: replied.messageId, kind: 'reply', date: REPLY.at, subject: REPLY.subject },
        {
          messageId: bounced.messageId,
          kind: 'bounce',
          date: BOUNCE.at,
          subject: BOUNCE.subject,
          reason: expect.stringContaining(RECIPIENT) as string,
        },
      ];
      expect([...found].sort(byMessageId)).toEqual(expected.sort(byMessageId));
    });
  });
}
