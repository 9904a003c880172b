import type { DomainRecord } from '@reclaim/contract';
import { MAX_DELETION_REQUESTS_PER_BATCH } from '@reclaim/contract/constants';
import { canRequestDeletion } from './domain-status';

/** Spec §5, product copy. */
export const BATCH_LIMIT_TEXT = 'You cannot raise more than 25 deletion requests at once.';

export const DELETION_REQUEST_SUBJECT = 'Request to delete my personal data';

/** Spec §5: more than 25 selected domains block a multi-request. */
export function isOverBatchLimit(count: number): boolean {
  return count > MAX_DELETION_REQUESTS_PER_BATCH;
}

/** The records of a request that may be asked for now: none already under way or done. */
export function requestableRecords<T extends Pick<DomainRecord, 'status'>>(
  records: readonly T[],
): T[] {
  return records.filter(canRequestDeletion);
}

/** Percent-encoding as RFC 6068 wants it: spaces as %20, line breaks as CRLF. */
function encode(text: string): string {
  return encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
}

/**
 * A `mailto:` link that opens the person's own mail app with a deletion request to the company's
 * DSR contact, naming the mailbox Reclaim found the company in so the company can find the data.
 */
export function deletionRequestMailto(
  record: Pick<DomainRecord, 'name' | 'dsrContactEmail' | 'emailId'>,
  requesterName: string,
): string {
  const body = [
    `Hello ${record.name},`,
    '',
    'Please erase all personal data you hold about me (right to erasure, Article 17 GDPR; right to ' +
      'delete under the CCPA where it applies). You know me by the e-mail address ' +
      `${record.emailId}.`,
    '',
    'Please confirm when my data has been deleted.',
    '',
    'Thank you,',
    requesterName,
  ].join('\n');
  const address = encodeURIComponent(record.dsrContactEmail).replace(/%40/g, '@');
  return `mailto:${address}?subject=${encode(DELETION_REQUEST_SUBJECT)}&body=${encode(body)}`;
}
