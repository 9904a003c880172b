import type { DomainRecord } from '@reclaim/contract';
import type { ReactNode } from 'react';
import { CompanyLogo } from './company-logo';
import { LOOKALIKE_DOMAIN_TEXT } from './contact-notes';

/**
 * The head of a company's details overlay: its logo, its domain as a link to the site, and the
 * badges given as `children`; for an international name, the note that it may imitate another.
 */
export function CompanyHeading({
  record,
  children,
}: {
  record: Pick<
    DomainRecord,
    'domainLogo' | 'name' | 'domainUrl' | 'domainName' | 'isLookalikeDomain'
  >;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-4">
      <CompanyLogo src={record.domainLogo} name={record.name} size="lg" />
      <div className="flex min-w-0 flex-col items-start gap-1">
        <a
          href={record.domainUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="max-w-full truncate font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          {record.domainName}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        {record.isLookalikeDomain && (
          <p className="text-xs text-amber-900">{LOOKALIKE_DOMAIN_TEXT}</p>
        )}
        {children}
      </div>
    </div>
  );
}

/** One term of a details list; a wide one takes the whole row. */
export function Detail({
  term,
  children,
  isWide = false,
}: {
  term: string;
  children: ReactNode;
  isWide?: boolean;
}) {
  return (
    <div className={isWide ? 'col-span-full' : undefined}>
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="mt-0.5 text-ink">{children}</dd>
    </div>
  );
}
