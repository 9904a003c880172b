/**
 * The notes beside a company's name and contact that ask the person to look twice before writing.
 * Product copy, shown in the Domain Details modal and the e-mail preview.
 */

/** An international domain (`xn--…`), shown in its ASCII form: it may imitate another name. */
export const LOOKALIKE_DOMAIN_TEXT =
  'This name uses letters that can imitate another name, so it is shown in its ASCII form. Check it is the company you know.';

/** No contact: Reclaim guesses none for a name that may imitate another. */
export const NO_CONTACT_TEXT =
  'Reclaim knows no privacy contact for this company, and guesses none for a name that may imitate another.';

/** The directory's contact is at another domain than the company's. */
export const otherDomainContactText = (domainName: string) =>
  `This address is not at ${domainName}: check it belongs to the company before sending.`;

/** A company that takes privacy requests only through its own web form: Reclaim e-mails it nothing. */
export const isFormOnly = (record: { preferredChannel: string | null }) =>
  record.preferredChannel === 'webform';

/** Why a form-only company gets no e-mail, and where its form is. */
export const formOnlyText = (name: string) =>
  `${name} takes privacy requests only through its own web form, so Reclaim does not e-mail it.`;

/** The link to a form-only company's web form. */
export const formLinkText = (name: string) => `Open ${name}'s privacy form`;
