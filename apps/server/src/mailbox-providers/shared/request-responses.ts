import type { RequestResponse, SentRequest } from '../provider';
import { capText, storableText } from './header-limits';

/**
 * The headers a response is judged by, and the only ones `findResponses` asks a provider for:
 * still metadata, never a body.
 */
export const RESPONSE_HEADERS = [
  'From',
  'Subject',
  'Date',
  'Message-ID',
  'In-Reply-To',
  'References',
  'Content-Type',
  'X-Failed-Recipients',
] as const;

const CLOCK_SLACK_MS = 60_000;

/** A message found near a sent request, with its headers by lower-cased name. */
export interface CandidateMessage {
  headers: ReadonlyMap<string, string>;
  /** When the mailbox received it, where the provider says so better than the Date header. */
  receivedAt?: Date;
}

/** Builds the lower-cased header map of a list of `{ name, value }` pairs. */
export function headerMap(headers: readonly { name: string; value: string }[]) {
  return new Map(headers.map(({ name, value }) => [name.toLowerCase(), value]));
}

/** Mail systems that report a failed delivery sign as one of these (RFC 3464 and common use). */
const MAIL_SYSTEM_SENDER = /^(?:mailer-daemon|postmaster|mail-daemon|mail\.delivery\.subsystem)@/i;

const addressIn = (value: string) => (/<([^<>]+)>/.exec(value)?.[1] ?? value).trim().toLowerCase();

/** The Message-IDs a header such as References or In-Reply-To names. */
const messageIdsIn = (value: string | undefined) => value?.match(/<[^<>\s]+>/g) ?? [];

/**
 * Whether `message` is a delivery failure report: a `multipart/report` of delivery status, a
 * message naming the failed recipients, or one from the mail system itself.
 */
function isBounce(headers: ReadonlyMap<string, string>): boolean {
  const contentType = headers.get('content-type') ?? '';
  if (
    /multipart\/report/i.test(contentType) &&
    /report-type="?delivery-status/i.test(contentType)
  ) {
    return true;
  }
  if (headers.has('x-failed-recipients')) return true;
  return MAIL_SYSTEM_SENDER.test(addressIn(headers.get('from') ?? ''));
}

/**
 * What `message` says about `request`: a bounce of it, the company's reply to it, or nothing
 * (the request itself, something the person wrote, or a message of another conversation).
 * `isInConversation` says the provider already put the message in the request's conversation
 * (Gmail's thread, Graph's conversationId); otherwise it must name the request's Message-ID.
 */
export function judgeResponse(
  request: SentRequest,
  message: CandidateMessage,
  options: { ownAddress: string; isInConversation: boolean },
): RequestResponse | null {
  const { headers } = message;
  if (headers.get('message-id')?.trim() === request.messageId) return null;
  const from = addressIn(headers.get('from') ?? '');
  if (!from || from === options.ownAddress.toLowerCase()) return null;
  const bounce = isBounce(headers);
  const namesRequest = [
    ...messageIdsIn(headers.get('in-reply-to')),
    ...messageIdsIn(headers.get('references')),
  ].includes(request.messageId);
  // A report need not name the request in its headers (the original travels in its body), but
  // the provider's search found it by the request's Message-ID or in its conversation.
  if (!options.isInConversation && !namesRequest && !bounce) return null;
  const dateHeader = headers.get('date');
  const date = message.receivedAt ?? (dateHeader ? new Date(dateHeader) : new Date(Number.NaN));
  // Nothing that came before the request can answer it. Mail servers keep whole seconds and
  // clocks differ a little, so a minute's slack.
  if (Number.isNaN(date.getTime()) || date.getTime() < request.sentAt.getTime() - CLOCK_SLACK_MS) {
    return null;
  }
  // Kept with the request: no longer than a header line (see `MAX_HEADER_LENGTH`), and storable.
  const subject = storableText(capText((headers.get('subject') ?? '').trim()));
  if (bounce) {
    const failed = storableText(capText(headers.get('x-failed-recipients')?.trim() ?? ''));
    return {
      messageId: request.messageId,
      kind: 'bounce',
      date,
      subject,
      reason: failed ? `${failed} could not be reached` : subject || 'undelivered',
    };
  }
  return { messageId: request.messageId, kind: 'reply', date, subject };
}
