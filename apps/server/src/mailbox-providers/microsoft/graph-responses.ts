import { z } from 'zod';
import type { MailboxAccess, RequestResponse, SentRequest } from '../provider';
import { mailSystemDomains } from '../shared/delivery-reports';
import { headerMap, judgeResponse } from '../shared/request-responses';
import type { GraphCall } from './graph-client';
import { odataString } from './graph-send';

const conversationSchema = z.object({
  value: z.array(
    z.object({
      subject: z.string().nullish(),
      receivedDateTime: z.string().nullish(),
      internetMessageId: z.string().nullish(),
      from: z
        .object({ emailAddress: z.object({ address: z.string().nullish() }).nullish() })
        .nullish(),
      internetMessageHeaders: z.array(z.object({ name: z.string(), value: z.string() })).nullish(),
    }),
  ),
});

/**
 * Where Outlook.com's own delivery reports come from (`postmaster@outlook.com`); a work or school
 * mailbox's come from its own domain.
 */
const OUTLOOK_MAIL_SYSTEM = ['outlook.com', 'hotmail.com', 'live.com', 'msn.com'];

/** The conversation's messages hold at most this many answers worth reading. */
const CONVERSATION_PAGE = 50;

/**
 * Replies and bounces in each request's conversation: Exchange files the company's answer and
 * its non-delivery report in the conversation of the message they answer. One list per request,
 * selecting the sender, subject, date and headers only. Graph gives no delivery-status part
 * without the rest of the body, so a report must name its failed recipient in
 * `X-Failed-Recipients`; one that does not leaves the request open, never wrongly closed.
 */
export async function findGraphResponses(
  call: GraphCall,
  access: MailboxAccess,
  requests: readonly SentRequest[],
): Promise<RequestResponse[]> {
  const responses: RequestResponse[] = [];
  const mailSystem = mailSystemDomains(...OUTLOOK_MAIL_SYSTEM, access.address);
  for (const request of requests) {
    if (!request.threadId) continue;
    const filter = `conversationId eq ${odataString(request.threadId)}`;
    const url =
      `/v1.0/me/messages?$filter=${encodeURIComponent(filter)}` +
      '&$select=subject,receivedDateTime,internetMessageId,from,internetMessageHeaders' +
      `&$top=${CONVERSATION_PAGE}`;
    const { value } = conversationSchema.parse(await call({ url }));
    for (const message of value) {
      // Graph gives the headers of received mail only; the fields stand in where they lack.
      const headers = headerMap(message.internetMessageHeaders ?? []);
      const from = message.from?.emailAddress?.address;
      if (!headers.has('from') && from) headers.set('from', from);
      if (message.subject != null) headers.set('subject', message.subject);
      if (message.internetMessageId) headers.set('message-id', message.internetMessageId);
      const response = judgeResponse(
        request,
        {
          headers,
          ...(message.receivedDateTime && { receivedAt: new Date(message.receivedDateTime) }),
        },
        { ownAddress: access.address, isInConversation: true, mailSystem },
      );
      if (response) responses.push(response);
    }
  }
  return responses;
}
