import type { ImapFlow } from 'imapflow';
import type { MailboxAccess, RequestResponse, SentRequest } from '../provider';
import { isReportFromMailSystem, mailSystemDomains } from '../shared/delivery-reports';
import { judgeResponse, RESPONSE_HEADERS } from '../shared/request-responses';
import { readDeliveryStatus } from './imap-delivery-status';
import { resolveImapEndpoint, resolveSmtpEndpoint } from './imap-endpoints';
import { parseHeaderBlock } from './imap-headers';

/**
 * Replies and bounces in INBOX for each request. A reply names the request's Message-ID in its
 * In-Reply-To or References: the server searches those headers. A delivery report names it only
 * in the original it returns, so the server also searches the bodies of delivery-status reports
 * for it; Reclaim reads the hits' headers, and of a report that its headers show to come from
 * the mailbox's own mail system, the delivery-status part alone (decision 0048).
 */
export async function findImapResponses(
  client: ImapFlow,
  access: MailboxAccess,
  requests: readonly SentRequest[],
): Promise<RequestResponse[]> {
  const responses: RequestResponse[] = [];
  const inbox = await client.mailboxOpen('INBOX', { readOnly: true });
  if (inbox.exists === 0) return responses;
  const mailSystem = mailSystemOf(access);
  for (const request of requests) {
    const { messageId } = request;
    const uids = await client.search(
      {
        or: [
          { header: { 'in-reply-to': messageId } },
          { header: { references: messageId } },
          { header: { 'content-type': 'delivery-status' }, body: messageId },
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
      const headers = parseHeaderBlock(hit.headers ?? new Uint8Array());
      const internalDate = hit.internalDate ? new Date(hit.internalDate) : undefined;
      const deliveryStatus = isReportFromMailSystem(headers, mailSystem)
        ? await readDeliveryStatus(client, hit.uid)
        : undefined;
      const response = judgeResponse(
        request,
        {
          headers,
          ...(internalDate && { receivedAt: internalDate }),
          ...(deliveryStatus && { deliveryStatus }),
        },
        { ownAddress: access.address, isInConversation: false, mailSystem },
      );
      if (response) responses.push(response);
    }
  }
  return responses;
}

/**
 * Whose reports speak for this mailbox: its address's domain (a provider's own, or the person's
 * domain on a hosted service) and those of its IMAP and SMTP servers.
 */
function mailSystemOf(access: MailboxAccess): string[] {
  const hosts = [resolveImapEndpoint, resolveSmtpEndpoint].map((resolve) => {
    try {
      return resolve(access.settings, access.address).host;
    } catch {
      return null;
    }
  });
  return mailSystemDomains(access.address, ...hosts);
}
