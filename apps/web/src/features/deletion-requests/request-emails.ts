import {
  formatShortDate,
  renderDsrTemplate,
  type DomainRecord,
  type DsrTemplateValues,
  type Jurisdiction,
  type SendDsrBody,
  type SendDsrBulkBody,
} from '@reclaim/contract';

type Company = Pick<DomainRecord, 'domainName' | 'emailId' | 'lastEmailDate'>;

/**
 * What fills a company's template: the values the server fills it with when it sends
 * (deletion-requests.service): the person's name, the mailbox the company was found in, and the
 * company's last e-mail there as 'Mon D, YYYY'.
 */
export function templateValues(company: Company, personName: string): DsrTemplateValues {
  return {
    domain: company.domainName,
    name: personName,
    email: company.emailId,
    lastEmailDate: formatShortDate(new Date(company.lastEmailDate)),
  };
}

/**
 * The e-mail as the server will send it: the template `_reclaimTemplate` answered, filled by the
 * contract's renderer (the one `renderDsrEmail` uses on the server). Filling the server's copy
 * rather than the one bundled here keeps the preview true while a new server meets an old page.
 */
export function previewEmail(
  template: { subject: string; value: string },
  values: DsrTemplateValues,
): { subject: string; html: string } {
  return { subject: template.subject, html: renderDsrTemplate(template.value, values) };
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

/** `_sendEmail`'s body for one company: the law chosen, never the HTML (the server renders). */
export function singleRequestBody(
  record: Pick<DomainRecord, 'domainName' | 'emailId' | 'dsrContactEmail'>,
  jurisdiction: Jurisdiction,
  confirmed: ConfirmedDomains = NONE_CONFIRMED,
): SendDsrBody {
  return {
    emailId: record.emailId,
    contactEmailId: contactOf(record),
    template: jurisdiction,
    domainName: record.domainName,
    ...(confirmed.has(record.domainName) && { confirmOtherDomain: true }),
  };
}

/** `_sendEmail/bulk`'s body (spec §3 multi-request payload) for the selected companies. */
export function bulkRequestBody(
  records: readonly Pick<
    DomainRecord,
    'domainName' | 'emailId' | 'dsrContactEmail' | 'lastEmailDate' | 'name'
  >[],
  person: { email: string; name: string },
  jurisdiction: Jurisdiction,
  confirmed: ConfirmedDomains = NONE_CONFIRMED,
): SendDsrBulkBody {
  return {
    userEmail: person.email.toLowerCase(),
    name: person.name,
    template: jurisdiction,
    bulkDomain: records.map((record) => ({
      domainName: record.domainName,
      contactEmailId: contactOf(record),
      ...(confirmed.has(record.domainName) && { confirmOtherDomain: true }),
      emailAddress: record.emailId,
      lastEmailDate: record.lastEmailDate,
      name: record.name,
    })),
  };
}
