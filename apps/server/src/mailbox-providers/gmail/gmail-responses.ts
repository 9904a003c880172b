import { z } from 'zod';
import type { MailboxAccess, RequestResponse, SentRequest } from '../provider';
import { mailSystemDomains } from '../shared/delivery-reports';
import { headerMap, judgeResponse, RESPONSE_HEADERS } from '../shared/request-responses';
import { GmailApiError, type GmailCall } from './gmail-client';

const threadSchema = z.object({
  messages: z
    .array(
      z.object({
        labelIds: z.array(z.string()).optional(),
        internalDate: z.string().optional(),
        payload: z
          .object({
            headers: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
          })
          .optional(),
      }),
    )
    .optional(),
});

/** Where Gmail's own delivery reports come from (`mailer-daemon@googlemail.com`). */
const GMAIL_MAIL_SYSTEM = ['googlemail.com', 'google.com', 'gmail.com'];

/** Messages Gmail itself set aside, or the person threw away: they answer nothing. */
const SET_ASIDE = new Set(['SPAM', 'TRASH']);

/**
 * Replies and bounces in each request's Gmail thread: Gmail files the company's answer and the
 * mail system's delivery report in the thread of the message they answer. One `threads.get`
 * (metadata, a few headers) per request; a thread the person deleted has nothing to say. Gmail
 * reports no delivery-status part without the rest of the body, so a report names its failed
 * recipient in `X-Failed-Recipients`, as Gmail's own do.
 */
export async function findGmailResponses(
  call: GmailCall,
  access: MailboxAccess,
  requests: readonly SentRequest[],
): Promise<RequestResponse[]> {
  const responses: RequestResponse[] = [];
  // A Workspace mailbox's reports may come from its own domain.
  const mailSystem = mailSystemDomains(...GMAIL_MAIL_SYSTEM, access.address);
  for (const request of requests) {
    if (!request.threadId) continue;
    const query = new URLSearchParams({ format: 'metadata' });
    for (const header of RESPONSE_HEADERS) query.append('metadataHeaders', header);
    let thread;
    try {
      thread = threadSchema.parse(
        await call('threads.get', `threads/${encodeURIComponent(request.threadId)}`, { query }),
      );
    } catch (error) {
      if (error instanceof GmailApiError && error.status === 404) continue;
      throw error;
    }
    for (const message of thread.messages ?? []) {
      const labels = message.labelIds ?? [];
      if (labels.includes('SENT') || labels.some((label) => SET_ASIDE.has(label))) continue;
      const response = judgeResponse(
        request,
        {
          headers: headerMap(message.payload?.headers ?? []),
          ...(message.internalDate && { receivedAt: new Date(Number(message.internalDate)) }),
        },
        { ownAddress: access.address, isInConversation: true, mailSystem },
      );
      if (response) responses.push(response);
    }
  }
  return responses;
}
