import { getDomain } from 'tldts';

/** What a delivery-status report (RFC 3464 §2.3) says of one recipient. */
export interface RecipientStatus {
  /** Its Final-Recipient and Original-Recipient addresses, lower-cased. */
  recipients: string[];
  /** `failed`, `delayed`, `delivered`, `relayed` or `expanded`, lower-cased. */
  action: string;
  /** The status code, such as `5.1.1`. */
  status: string;
  /** The Diagnostic-Code as the reporting server wrote it, or empty. */
  diagnostic: string;
}

/** The headers a bounce is judged by, lower-cased names to their first value. */
type Headers = ReadonlyMap<string, string>;

/** How much of the diagnostic a reason keeps: the remote server's words, which can be anything. */
const MAX_DIAGNOSTIC_CHARS = 200;

/**
 * The senders a mail system reports failures as: `MAILER-DAEMON` and `postmaster` (RFC 5321
 * §4.5.1, RFC 3464), and Exchange's `MicrosoftExchange<32 hex digits>`.
 */
const MAIL_SYSTEM_LOCAL_PART =
  /^(?:mailer-daemon|mail-daemon|postmaster|microsoftexchange[0-9a-f]{32})$/i;

const addressIn = (value: string) => (/<([^<>]*)>/.exec(value)?.[1] ?? value).trim().toLowerCase();

/** The registrable domains of these hosts or addresses, for a mailbox's `mailSystem`. */
export function mailSystemDomains(...hostsOrAddresses: (string | null | undefined)[]): string[] {
  const domains = hostsOrAddresses.map((value) => {
    const host = value?.slice(value.lastIndexOf('@') + 1).toLowerCase() ?? '';
    return getDomain(host, { allowPrivateDomains: false });
  });
  return [...new Set(domains.filter((domain): domain is string => Boolean(domain)))];
}

/** `multipart/report; report-type=delivery-status` (or RFC 6533's global-delivery-status). */
export function isDeliveryStatusReport(headers: Headers): boolean {
  const contentType = headers.get('content-type') ?? '';
  return (
    /^\s*multipart\/report\s*;/i.test(contentType) &&
    /;\s*report-type\s*=\s*"?(?:global-)?delivery-status"?\s*(?:;|$)/i.test(contentType)
  );
}

/** Whether the message looks like a bounce at all: a report, failed recipients, a mail system. */
export function looksLikeBounce(headers: Headers): boolean {
  if (/multipart\/report/i.test(headers.get('content-type') ?? '')) return true;
  if (headers.has('x-failed-recipients')) return true;
  const from = addressIn(headers.get('from') ?? '');
  return MAIL_SYSTEM_LOCAL_PART.test(from.slice(0, from.lastIndexOf('@')));
}

/**
 * Whether the headers show a delivery-status report written by the mailbox's own mail system:
 * the report's content type; a mail system's sender at one of `mailSystem`'s registrable
 * domains (the person's provider, or their own domain); the empty envelope sender `<>` that a
 * report travels with (RFC 5321 §4.5.5), wherever the provider shows a Return-Path; and no DMARC
 * failure noted by the receiving system, which is what an outsider writing as that sender gets.
 * Anyone can write a mail that says all this of itself: the provider's checks and `mailSystem`
 * are what an outsider cannot pass.
 */
export function isReportFromMailSystem(headers: Headers, mailSystem: readonly string[]): boolean {
  if (!isDeliveryStatusReport(headers)) return false;
  const from = addressIn(headers.get('from') ?? '');
  const at = from.lastIndexOf('@');
  if (at < 1 || !MAIL_SYSTEM_LOCAL_PART.test(from.slice(0, at))) return false;
  const [fromDomain] = mailSystemDomains(from);
  if (!fromDomain || !mailSystem.includes(fromDomain)) return false;
  const returnPath = headers.get('return-path');
  if (returnPath !== undefined && returnPath.replace(/\s/g, '') !== '<>') return false;
  return !/\bdmarc\s*=\s*fail\b/i.test(headers.get('authentication-results') ?? '');
}

/**
 * The failure a trusted report gives for `recipient`, or null when the message is no such
 * report: it must come from the mail system (`isReportFromMailSystem`) and name `recipient` as
 * failed — in its delivery-status part, where the provider could read that part alone, or else
 * in `X-Failed-Recipients`. A delay or a delivery is not a failure.
 */
export function trustedFailure(
  recipient: string,
  message: { headers: Headers; deliveryStatus?: readonly RecipientStatus[] },
  mailSystem: readonly string[],
): { reason: string } | null {
  if (!isReportFromMailSystem(message.headers, mailSystem)) return null;
  const wanted = recipient.trim().toLowerCase();
  if (message.deliveryStatus) {
    const failed = message.deliveryStatus.find(
      (status) => status.action === 'failed' && status.recipients.includes(wanted),
    );
    return failed ? { reason: reasonOf(failed) } : null;
  }
  const failedRecipients = (message.headers.get('x-failed-recipients') ?? '')
    .split(',')
    .map(addressIn);
  return failedRecipients.includes(wanted) ? { reason: `${wanted} could not be reached` } : null;
}

/**
 * The status code and the diagnostic as plain text: controls and invisible formatting (bidi
 * overrides among them) become spaces, runs of space one, and the diagnostic is cut short.
 */
function reasonOf(status: RecipientStatus): string {
  const plain = (text: string) =>
    text
      .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const diagnostic = plain(status.diagnostic).slice(0, MAX_DIAGNOSTIC_CHARS);
  return [plain(status.status).slice(0, 20), diagnostic].filter(Boolean).join(' ') || 'failed';
}

/**
 * The per-recipient fields of a `message/delivery-status` part: groups of `Name: value` lines
 * (folded lines joined) apart by blank lines; the groups naming a recipient are kept.
 */
export function parseDeliveryStatus(text: string): RecipientStatus[] {
  const unfolded = text.replace(/\r\n/g, '\n').replace(/\n[ \t]+/g, ' ');
  const statuses: RecipientStatus[] = [];
  for (const group of unfolded.split(/\n\s*\n/)) {
    const fields = new Map<string, string>();
    for (const line of group.split('\n')) {
      const colon = line.indexOf(':');
      if (colon <= 0) continue;
      const name = line.slice(0, colon).trim().toLowerCase();
      if (!fields.has(name)) fields.set(name, line.slice(colon + 1).trim());
    }
    const recipients = ['final-recipient', 'original-recipient']
      .map((name) => fields.get(name))
      .filter((value): value is string => value !== undefined)
      // `rfc822; privacy@shop.example`: the address type, then the address.
      .map((value) => addressIn(value.slice(value.indexOf(';') + 1)))
      .filter(Boolean);
    if (recipients.length === 0) continue;
    statuses.push({
      recipients,
      action: (fields.get('action') ?? '').toLowerCase(),
      status: fields.get('status') ?? '',
      diagnostic: fields.get('diagnostic-code') ?? '',
    });
  }
  return statuses;
}
