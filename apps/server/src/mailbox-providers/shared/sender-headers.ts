import { readListUnsubscribe, type ListUnsubscribe } from './list-unsubscribe';

/**
 * Headers that show a message was sent by software on an organisation's behalf: a mailing list's,
 * bulk or automatic sending, and the tracking headers of the bulk senders companies mail through
 * (Amazon SES, Mailchimp/Mandrill, SendGrid, Mailgun, Postmark, Brevo, Mailjet, Salesforce
 * Marketing Cloud, Marketo/SparkPost, the Certified Senders Alliance). A person's own mail program
 * writes none of them. Lower case, as header names compare.
 */
export const MAILER_HEADERS = [
  'list-unsubscribe',
  'list-id',
  'precedence',
  'auto-submitted',
  'feedback-id',
  'x-ses-outgoing',
  'x-mc-user',
  'x-mandrill-user',
  'x-sg-eid',
  'x-mailgun-sid',
  'x-pm-message-id',
  'x-sib-id',
  'x-mailjet-campaign',
  'x-sfmc-stack',
  'x-msfbl',
  'x-csa-complaints',
  'x-campaign',
] as const;

/** Headers that make a message an answer in a conversation. */
const REPLY_HEADERS = ['in-reply-to', 'references'] as const;
/** A discussion list's address for posts (RFC 2369); `NO` on an announcement-only list. */
const LIST_POST = 'list-post';
/** What a discussion list adds to every post it relays: the author is still the From. */
const LIST_RELAY_HEADERS = new Set(['list-id', 'list-unsubscribe', 'precedence']);

/** RFC 8058: the sender takes a one-click POST at its `List-Unsubscribe` HTTPS address. */
const LIST_UNSUBSCRIBE_POST = 'list-unsubscribe-post';

/** Every header a scan reads besides From, Subject and Date: still metadata, never the body. */
export const SENDER_SIGNAL_HEADERS = [
  ...MAILER_HEADERS,
  ...REPLY_HEADERS,
  LIST_POST,
  LIST_UNSUBSCRIBE_POST,
];

/** What a message's headers say about who sent it. */
export interface SenderSignals {
  /** The mailer headers it carries (see {@link MAILER_HEADERS}); empty for a person's mail. */
  mailerHeaders: string[];
  /** It answers another message: In-Reply-To or References. */
  isReply: boolean;
  /** How the sender takes being told to stop, when it says (never for a discussion list's post). */
  unsubscribe?: ListUnsubscribe;
}

/**
 * Reads the signals out of a message's headers, `get` giving a header's value by lower-case name.
 * `Precedence` counts only as bulk, list or junk, and `Auto-Submitted` unless it says `no`; a
 * discussion list's own headers (it has a `List-Post` address) say nothing about the author.
 */
export function readSenderSignals(get: (name: string) => string | undefined): SenderSignals {
  const listPost = get(LIST_POST)?.trim().toLowerCase();
  const isDiscussion = listPost !== undefined && listPost !== '' && listPost !== 'no';
  const mailerHeaders = MAILER_HEADERS.filter((name) => {
    const value = get(name)?.trim().toLowerCase();
    if (value === undefined) return false;
    // A post relayed by a discussion list (a Google Group, Mailman) is its author's mail.
    if (isDiscussion && LIST_RELAY_HEADERS.has(name)) return false;
    if (name === 'precedence') return ['bulk', 'list', 'junk'].includes(value);
    if (name === 'auto-submitted') return value !== 'no';
    return true;
  });
  const isReply = REPLY_HEADERS.some((name) => Boolean(get(name)?.trim()));
  // Leaving a discussion list is not what stopping a company's mail means.
  const unsubscribe = isDiscussion
    ? undefined
    : readListUnsubscribe(get('list-unsubscribe'), get(LIST_UNSUBSCRIBE_POST));
  return { mailerHeaders, isReply, ...(unsubscribe && { unsubscribe }) };
}
