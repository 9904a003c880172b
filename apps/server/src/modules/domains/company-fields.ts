import type { DomainRecord, StopEmailsMethod } from '@reclaim/contract';
import type { companies, domainRecords, ListUnsubscribe, SampleEmail } from '@reclaim/db';
import { describeCompany } from '../directory/directory.service';

/** What a card says of a request's state: the company's own, or one request's. */
type RequestState =
  | 'status'
  | 'statusDate'
  | 'dueDate'
  | 'failureReason'
  | 'bouncedContact'
  | 'sendingNote'
  | 'companyReply'
  | 'reminderSentAt'
  | 'outcome';

/**
 * A company record as the lists answer it, all but the request's state: who the company is
 * (the directory's name, contacts and links, and how it takes requests: where, by which channel,
 * with what identification), the mailbox it was found in, and what was found.
 */
export function companyFields(
  record: typeof domainRecords.$inferSelect,
  company: typeof companies.$inferSelect | null,
  address: string,
): Omit<DomainRecord, RequestState | 'id'> {
  const described = describeCompany(record.domain, company);
  return {
    domainName: record.domain,
    name: described.name,
    domain: record.domain,
    domainUrl: described.url,
    domainLogo: `/api/logos/${encodeURIComponent(record.domain)}`,
    dsrContactEmail: described.dsrContactEmail,
    dsrAlternativeEmail: described.dsrAlternativeEmail,
    isContactVerified: described.isVerified,
    isContactOnOtherDomain: described.isContactOnOtherDomain,
    isLookalikeDomain: described.isLookalikeDomain,
    deletionUrl: described.deletionUrl,
    countries: described.countries,
    preferredChannel: described.preferredChannel,
    webFormUrl: described.webFormUrl,
    requiredIdentity: described.requiredIdentity,
    emailAddress: address,
    emailId: address,
    firstEmailDate: record.firstEmailDate.toISOString(),
    lastEmailDate: record.lastEmailDate.toISOString(),
    noOfEmails: record.emailCount,
    dsrRecommendation: record.dsrRecommendation === 1 ? 1 : 0,
    // What a sample says of how to unsubscribe stays here: "Stop their e-mails" uses it.
    emails: record.samples.map(({ from, subject, date }) => ({ from, subject, date })),
    stopEmailsBy: stopEmailsMethodOf(unsubscribeOf(record.samples)),
    emailsStoppedAt: record.emailsStoppedAt?.toISOString() ?? null,
  };
}

/**
 * How the company says to unsubscribe, from its newest mail that says so at all (samples are
 * kept newest first): an older message's address may be one the company has since retired.
 */
export function unsubscribeOf(samples: readonly SampleEmail[]): ListUnsubscribe | null {
  return samples.find((sample) => sample.unsubscribe)?.unsubscribe ?? null;
}

/** One-click where the company takes it (it needs nothing of the mailbox), else an e-mail. */
export function stopEmailsMethodOf(unsubscribe: ListUnsubscribe | null): StopEmailsMethod | null {
  if (unsubscribe?.oneClick) return 'one-click';
  return unsubscribe?.mailto ? 'email' : null;
}
