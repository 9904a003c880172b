import { z } from 'zod';
import type { MailboxAccess, RequestResponse, SentRequest } from '../provider';
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

/**
 * Replies and bounces in each request's Gmail thread: Gmail files the company's answer and the
 * mail system's delivery report in the thread of the message they answer. One `threads.get`
 * (metadata, a few headers) per request; a thread the person deleted has nothing to say.
 */
export async function findGmailResponses(
  call: GmailCall,
  access: MailboxAccess,
  requests: readonly SentRequest[],
): Promise<RequestResponse[]> {
  const responses: RequestResponse[] = [];
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
      if (message.labelIds?.includes('SENT')) continue;
      const response = judgeResponse(
        request,
        {
          headers: headerMap(message.payload?.headers ?? []),
          ...(message.internalDate && { receivedAt: new Date(Number(message.internalDate)) }),
        },
        { ownAddress: access.address, isInConversation: true },
      );
      if (response) responses.push(response);
    }
  }
  return responses;
}
