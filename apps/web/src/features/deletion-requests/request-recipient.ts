import type { DomainRecord } from '@reclaim/contract';
import { z } from 'zod';

/** Where one company's request goes, as the person left the preview's To field. */
export interface Recipient {
  address: string;
  /** The person confirmed an address at another domain than the company's. */
  isConfirmed: boolean;
}

type Company = Pick<
  DomainRecord,
  'domainName' | 'dsrContactEmail' | 'dsrAlternativeEmail' | 'bouncedContact'
>;

/**
 * The preview's To at first: the company's contact, or — when the last request came back from it
 * — its other known contact, and otherwise nothing, for the person to fill in.
 */
export function initialRecipient(company: Company): Recipient {
  const known = [company.dsrContactEmail, company.dsrAlternativeEmail].filter(
    (contact): contact is string => contact !== null && contact !== company.bouncedContact,
  );
  return { address: known[0] ?? '', isConfirmed: false };
}

/** What keeps a recipient from being sent to; null when it may be. */
export interface RecipientProblem {
  kind: 'empty' | 'invalid' | 'bounced' | 'other-domain';
  text: string;
}

const addressSchema = z.email();

/** The address as it is sent: trimmed and in lower case, as the server reads it. */
export function normalizedAddress(address: string): string {
  return address.trim().toLowerCase();
}

/**
 * Checks a recipient as the server will: an address, not the one the last request came back from,
 * and at the company's domain unless Reclaim knows it as the company's or the person confirmed it
 * (a typo there could send their name to a stranger).
 */
export function recipientProblem(company: Company, recipient: Recipient): RecipientProblem | null {
  const address = normalizedAddress(recipient.address);
  if (address === '') return { kind: 'empty', text: 'Enter the address to send the request to.' };
  if (!addressSchema.safeParse(address).success) {
    return { kind: 'invalid', text: 'Enter a valid e-mail address.' };
  }
  if (address === company.bouncedContact) {
    return {
      kind: 'bounced',
      text: `Your last request to ${address} came back undelivered. Enter another address.`,
    };
  }
  const known = [company.dsrContactEmail, company.dsrAlternativeEmail];
  // The server's rule (`isAtDomain`): the company's registrable domain, or a name under it.
  const at = address.slice(address.lastIndexOf('@') + 1);
  const isCompanys = at === company.domainName || at.endsWith(`.${company.domainName}`);
  if (known.includes(address) || isCompanys || recipient.isConfirmed) return null;
  return {
    kind: 'other-domain',
    text: `${address} is not an address at ${company.domainName}. Check it: a typo could send your name to a stranger.`,
  };
}
