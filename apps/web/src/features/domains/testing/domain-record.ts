import type { DomainRecord } from '@reclaim/contract';

/** A domain record of the demo mailbox as the lists answer it, for tests. */
export function domainRecord(
  domainName: string,
  overrides: Partial<DomainRecord> = {},
): DomainRecord {
  return {
    id: domainName,
    domainName,
    name: domainName,
    domain: domainName,
    domainUrl: `https://${domainName}`,
    domainLogo: `/api/logos/${domainName}`,
    dsrContactEmail: `privacy@${domainName}`,
    dsrAlternativeEmail: null,
    isContactVerified: false,
    isContactOnOtherDomain: false,
    isLookalikeDomain: false,
    deletionUrl: null,
    countries: [],
    preferredChannel: null,
    webFormUrl: null,
    requiredIdentity: [],
    emailAddress: 'demo@reclaim.example',
    emailId: 'demo@reclaim.example',
    firstEmailDate: '2020-01-01T00:00:00.000Z',
    lastEmailDate: '2021-01-01T00:00:00.000Z',
    statusDate: null,
    noOfEmails: 3,
    status: 'pending',
    dsrRecommendation: 0,
    emails: [],
    dueDate: null,
    failureReason: null,
    bouncedContact: null,
    sendingNote: null,
    companyReply: null,
    reminderSentAt: null,
    stopEmailsBy: null,
    emailsStoppedAt: null,
    ...overrides,
  };
}
