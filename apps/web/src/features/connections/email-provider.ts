import type { ProviderName } from '@reclaim/contract';

/** How /connectEmail names a mail service (spec §3, 'Email provider connection'). */
export type EmailProviderKey = ProviderName | 'unknown';

/** What Connect on /connectEmail records under `selected_provider`. */
export interface EmailProviderChoice {
  /** The service's display name; empty when the service is not recognised. */
  name: string;
  /** The address's mail domain, lowercased; empty without an `@`. */
  domain: string;
  provider: EmailProviderKey;
  emailAddress: string;
}

/** The mail services /connectEmail recognises, by the spec's names. */
const KNOWN_SERVICES: readonly { name: string; provider: EmailProviderKey; domains: string[] }[] = [
  { name: 'Gmail', provider: 'gmail', domains: ['gmail.com', 'googlemail.com'] },
  {
    name: 'Outlook',
    provider: 'outlook',
    domains: ['outlook.com', 'hotmail.com', 'live.com', 'msn.com'],
  },
  { name: 'Yahoo!', provider: 'yahoo', domains: ['yahoo.com', 'ymail.com'] },
];

/** Whether `emailAddress` has an `@` after at least one character (spec §2, /connectEmail). */
export function hasAddressShape(emailAddress: string): boolean {
  return emailAddress.indexOf('@', 1) > 0;
}

/** Infers the mail service of an address from its domain, ignoring case. */
export function inferEmailProvider(emailAddress: string): EmailProviderChoice {
  const at = emailAddress.lastIndexOf('@');
  const domain =
    at < 0
      ? ''
      : emailAddress
          .slice(at + 1)
          .trim()
          .toLowerCase();
  const service = KNOWN_SERVICES.find((known) => known.domains.includes(domain));
  return {
    name: service?.name ?? '',
    domain,
    provider: service?.provider ?? 'unknown',
    emailAddress,
  };
}

/** The /connectEmail question; an unknown service leaves its name out without a double space. */
export function connectQuestion(providerName: string): string {
  return ['Are you sure you want to connect your', providerName, 'account?']
    .filter(Boolean)
    .join(' ');
}
