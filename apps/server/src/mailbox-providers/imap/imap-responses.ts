import type { ImapFlow } from 'imapflow';
import type { MailboxAccess, RequestResponse, SentRequest } from '../provider';
import { judgeResponse, RESPONSE_HEADERS } from '../shared/request-responses';
import { parseHeaderBlock } from './imap-headers';

/**
 * Replies and bounces in INBOX that name a request's Message-ID: a reply in its In-Reply-To or
 * References, a delivery report in the original headers it returns. The server searches for the
 * Message-ID (unique to the request, so nothing older can hold it) in those headers or in the
 * report's body; Reclaim reads the hits' headers only.
 */
export async function findImapResponses(
  client: ImapFlow,
  access: MailboxAccess,
  requests: readonly SentRequest[],
): Promise<RequestResponse[]> {
  const responses: RequestResponse[] = [];
  const inbox = await client.mailboxOpen('INBOX', { readOnly: true });
  if (inbox.exists === 0) return responses;
  for (const request of requests) {
    const { messageId } = request;
    const uids = await client.search(
      {
        or: [
          { header: { 'in-reply-to': messageId } },
          { header: { references: messageId } },
          { body: messageId },
        ],
      },
      { uid: true },
    );
    if (!uids || uids.length === 0) continue;
    const hits = await client.fetchAll(
      uids,
      { uid: true, internalDate: true, headers: [...RESPONSE_HEADERS] },
      { uid: true },
    );
    for (const hit of hits) {
      const internalDate = hit.internalDate ? new Date(hit.internalDate) : undefined;
      const response = judgeResponse(
        request,
        {
          headers: parseHeaderBlock(hit.headers ?? new Uint8Array()),
          ...(internalDate && { receivedAt: internalDate }),
        },
        { ownAddress: access.address, isInConversation: false },
      );
      if (response) responses.push(response);
    }
  }
  return responses;
}
