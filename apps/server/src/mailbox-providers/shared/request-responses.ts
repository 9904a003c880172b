import type { RequestResponse, SentRequest } from '../provider';
import { looksLikeBounce, trustedFailure, type RecipientStatus } from './delivery-reports';
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
  'Return-Path',
  'Authentication-Results',
] as const;

const CLOCK_SLACK_MS = 60_000;

/** A message found near a sent request, with its headers by lower-cased name. */
export interface CandidateMessage {
  headers: ReadonlyMap<string, string>;
  /** When the mailbox received it, where the provider says so better than the Date header. */
  receivedAt?: Date;
  /**
   * The fields of its `message/delivery-status` part, where the provider read that part alone
   * (IMAP): a machine's report of the delivery, never the person-readable part or the original.
   */
  deliveryStatus?: readonly RecipientStatus[];
}

/** Builds the lower-cased header map of a list of `{ name, value }` pairs (the first of each). */
export function headerMap(headers: readonly { name: string; value: string }[]) {
  const map = new Map<string, string>();
  for (const { name, value } of headers) {
    if (!map.has(name.toLowerCase())) map.set(name.toLowerCase(), value);
  }
  return map;
}

const addressIn = (value: string) => (/<([^<>]+)>/.exec(value)?.[1] ?? value).trim().toLowerCase();

/** The Message-IDs a header such as References or In-Reply-To names. */
const messageIdsIn = (value: string | undefined) => value?.match(/<[^<>\s]+>/g) ?? [];

/**
 * What `message` says about `request`: a bounce of it, the company's reply to it, or nothing
 * (the request itself, something the person wrote, a message of another conversation, or one
 * that only claims to be a bounce).
 *
 * A bounce counts only when the mailbox's own mail system wrote it (`trustedFailure`: a
 * delivery-status report, from a mail system at one of `mailSystem`'s domains, naming the
 * request's recipient as failed): anyone who knows the request's Message-ID — the company it
 * went to, first of all — could otherwise close it by writing "from MAILER-DAEMON". Anything else
 * that looks like a bounce is ignored, never taken for a reply. A reply must name the request in
 * its In-Reply-To or References, or be in the conversation the provider keeps for it
 * (`isInConversation`: Gmail's thread, Graph's conversationId).
 */
export function judgeResponse(
  request: SentRequest,
  message: CandidateMessage,
  options: { ownAddress: string; isInConversation: boolean; mailSystem: readonly string[] },
): RequestResponse | null {
  const { headers } = message;
  if (headers.get('message-id')?.trim() === request.messageId) return null;
  const from = addressIn(headers.get('from') ?? '');
  if (!from || from === options.ownAddress.toLowerCase()) return null;
  const dateHeader = headers.get('date');
  const date = message.receivedAt ?? (dateHeader ? new Date(dateHeader) : new Date(Number.NaN));
  // Nothing that came before the request can answer it. Mail servers keep whole seconds and
  // clocks differ a little, so a minute's slack.
  if (Number.isNaN(date.getTime()) || date.getTime() < request.sentAt.getTime() - CLOCK_SLACK_MS) {
    return null;
  }
  // Kept with the request: no longer than a header line (see `MAX_HEADER_LENGTH`), and storable.
  const subject = storableText(capText((headers.get('subject') ?? '').trim()));
  if (looksLikeBounce(headers)) {
    const failure = trustedFailure(request.recipient, message, options.mailSystem);
    return failure
      ? { messageId: request.messageId, kind: 'bounce', date, subject, reason: failure.reason }
      : null;
  }
  const namesRequest = [
    ...messageIdsIn(headers.get('in-reply-to')),
    ...messageIdsIn(headers.get('references')),
  ].includes(request.messageId);
  if (!options.isInConversation && !namesRequest) return null;
  return { messageId: request.messageId, kind: 'reply', date, subject };
}
