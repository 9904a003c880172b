import {
  fillLetterTemplate,
  formatLetterDate,
  type Correction,
  type DomainRecord,
  type IdentityDetail,
  type Jurisdiction,
  type LetterLanguage,
  type LetterTemplateValues,
  type RequestType,
  type SendDsrBody,
  type SendDsrBulkBody,
} from '@reclaim/contract';

type Company = Pick<DomainRecord, 'domainName' | 'emailId' | 'lastEmailDate'>;

/** What the requests ask, under which law; each company's letter is in its own language. */
export interface LetterOrder {
  jurisdiction: Jurisdiction;
  requestType: RequestType;
  /** The language of each company's letter, by domain. */
  languageOf: (domainName: string) => LetterLanguage;
  /** What is wrong and what is right, for a correction request. */
  correction?: Correction;
  /** The details each company asks for to identify the person, by domain (none by default). */
  identityOf?: (domainName: string) => IdentityDetail[];
}

/** A company's `identity` field, where it asks for any. */
function identityField(order: LetterOrder, domainName: string) {
  const identity = order.identityOf?.(domainName) ?? [];
  return identity.length > 0 ? { identity } : {};
}

/**
 * What fills a company's letter template: the values the server fills it with when it sends
 * (deletion-requests.service): the person's name, the mailbox the company was found in, the
 * company's last e-mail there as the letter's language writes dates (`locale`), and for a
 * correction what the person wrote.
 */
export function templateValues(
  company: Company,
  personName: string,
  locale: string,
  correction?: Correction,
): LetterTemplateValues {
  return {
    domain: company.domainName,
    name: personName,
    email: company.emailId,
    lastEmailDate: formatLetterDate(new Date(company.lastEmailDate), locale),
    ...(correction && { wrong: correction.wrong.trim(), right: correction.right.trim() }),
  };
}

/**
 * The e-mail as the server will send it: the template `_reclaimTemplate` answered, filled by the
 * contract's `fillLetterTemplate`, which gives what the server's `renderLetter` gives. Filling the
 * server's copy rather than one bundled here keeps the preview true while a new server meets an
 * old page.
 */
export function previewEmail(
  template: { subject: string; value: string },
  values: LetterTemplateValues,
): { subject: string; html: string } {
  return { subject: template.subject, html: fillLetterTemplate(template.value, values) };
}

/** The company's contact; the preview submits no company without one (see `hasContact`). */
function contactOf(record: Pick<DomainRecord, 'domainName' | 'dsrContactEmail'>): string {
  if (record.dsrContactEmail === null) {
    throw new Error(`No contact to write to at ${record.domainName}.`);
  }
  return record.dsrContactEmail;
}

/** Whether Reclaim has an address to send this company's request to. */
export const hasContact = (record: Pick<DomainRecord, 'dsrContactEmail'>) =>
  record.dsrContactEmail !== null;

/** The companies whose typed address, at another domain than theirs, the person confirmed. */
export type ConfirmedDomains = ReadonlySet<string>;

const NONE_CONFIRMED: ConfirmedDomains = new Set();

/** What every body says of the letter: the law, the request type, a correction's words. */
function letterFields(order: LetterOrder) {
  return {
    template: order.jurisdiction,
    requestType: order.requestType,
    ...(order.requestType === 'correction' && order.correction && { correction: order.correction }),
  };
}

/**
 * `_sendEmail`'s body for one company: the law, request type and language chosen, never the HTML
 * (the server renders).
 */
export function singleRequestBody(
  record: Pick<DomainRecord, 'domainName' | 'emailId' | 'dsrContactEmail'>,
  order: LetterOrder,
  confirmed: ConfirmedDomains = NONE_CONFIRMED,
): SendDsrBody {
  return {
    emailId: record.emailId,
    contactEmailId: contactOf(record),
    ...letterFields(order),
    language: order.languageOf(record.domainName),
    domainName: record.domainName,
    ...(confirmed.has(record.domainName) && { confirmOtherDomain: true }),
    ...identityField(order, record.domainName),
  };
}

/** `_sendEmail/bulk`'s body (spec §3 multi-request payload) for the selected companies. */
export function bulkRequestBody(
  records: readonly Pick<
    DomainRecord,
    'domainName' | 'emailId' | 'dsrContactEmail' | 'lastEmailDate' | 'name'
  >[],
  person: { email: string; name: string },
  order: LetterOrder,
  confirmed: ConfirmedDomains = NONE_CONFIRMED,
): SendDsrBulkBody {
  return {
    userEmail: person.email.toLowerCase(),
    name: person.name,
    ...letterFields(order),
    bulkDomain: records.map((record) => ({
      domainName: record.domainName,
      contactEmailId: contactOf(record),
      language: order.languageOf(record.domainName),
      ...(confirmed.has(record.domainName) && { confirmOtherDomain: true }),
      emailAddress: record.emailId,
      lastEmailDate: record.lastEmailDate,
      name: record.name,
      ...identityField(order, record.domainName),
    })),
  };
}
