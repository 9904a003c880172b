import type { DomainRecord } from '@reclaim/contract';
import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { CompanyLogo } from './company-logo';
import { canSelect, cardNeededButton, cardRequestButton, isCheckboxShown } from './domain-actions';
import { isFormOnly } from './contact-notes';
import { StatusBadge } from './status-badge';
import { StopEmails } from './stop-emails-button';
import { useDomainStatusChange } from './use-domain-status';

interface DomainCardProps {
  record: DomainRecord;
  isSelected: boolean;
  onSelectedChange: (isSelected: boolean) => void;
  onViewDetails: () => void;
  onRequestDeletion: () => void;
  /** After 'Mark As Needed' or 'Remove' succeeded; the lists reload by themselves. */
  onStatusChanged?: () => void;
  /** 'Request my data': the preview of an access request to the company. */
  onRequestData?: () => void;
}

/** The button that asks a company for a copy of the person's data. */
export const REQUEST_DATA_TEXT = 'Request my data';

/**
 * A company on a card (spec §2): checkbox (hidden for needed), logo, name and domain, 'View
 * Details', 'Request Deletion' ('DSR Raised' / 'DSR Failed' once a request exists) and 'Mark As
 * Needed' ('Remove' when needed). The card's buttons are described by the company's name, so a
 * screen reader tells the many 'View Details' apart.
 */
export function DomainCard({
  record,
  isSelected,
  onSelectedChange,
  onViewDetails,
  onRequestDeletion,
  onStatusChanged,
  onRequestData,
}: DomainCardProps) {
  const nameId = useId();
  const statusChange = useDomainStatusChange(record.emailId);
  const request = cardRequestButton(record);
  const needed = cardNeededButton(record);
  const changeNeeded = () => {
    // The promise settles even when the card has left the list by then (the lists reload before
    // it resolves); a failure is already toasted by the hook.
    void statusChange
      .mutateAsync({ change: needed.change, domainName: record.domainName })
      .then(onStatusChanged, () => undefined);
  };
  return (
    <article
      aria-labelledby={nameId}
      className={`relative flex h-full flex-col items-center rounded-2xl bg-white px-4 pb-4 pt-10 text-center shadow-sm ring-1 transition-shadow ${isSelected ? 'ring-2 ring-brand-600' : 'ring-slate-200 hover:shadow-md'}`}
    >
      {isCheckboxShown(record) && (
        <input
          type="checkbox"
          aria-label={`Select ${record.name}`}
          checked={isSelected}
          disabled={!canSelect(record)}
          onChange={(event) => onSelectedChange(event.target.checked)}
          className="absolute left-4 top-4 h-5 w-5 cursor-pointer accent-brand-700 disabled:cursor-not-allowed"
        />
      )}
      <span className="absolute right-3 top-3">
        <StatusBadge record={record} />
      </span>
      <CompanyLogo src={record.domainLogo} name={record.name} size="lg" />
      <h3 id={nameId} className="mt-3 w-full truncate font-semibold text-ink" title={record.name}>
        {record.name}
      </h3>
      <p className="w-full truncate text-sm text-slate-600">{record.domainName}</p>
      {isFormOnly(record) && record.webFormUrl && (
        <a
          href={record.webFormUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={nameId}
          className="mt-1 text-xs font-semibold text-brand-800 underline underline-offset-4"
        >
          Requests by web form only
          <span className="sr-only"> (opens its form in a new tab)</span>
        </a>
      )}
      <Button
        variant="ghost"
        size="sm"
        className="mt-1 underline-offset-4 hover:underline"
        aria-describedby={nameId}
        onClick={onViewDetails}
      >
        View Details
      </Button>
      <StopEmails record={record} describedBy={nameId} layout="card" />
      <div className="mt-auto flex w-full flex-col gap-2 pt-3">
        <Button
          size="sm"
          aria-describedby={nameId}
          disabled={!request.isEnabled}
          onClick={onRequestDeletion}
        >
          {request.label}
        </Button>
        {onRequestData && (
          <Button variant="secondary" size="sm" aria-describedby={nameId} onClick={onRequestData}>
            {REQUEST_DATA_TEXT}
          </Button>
        )}
        <Button
          variant="secondary"
          size="sm"
          aria-describedby={nameId}
          aria-busy={statusChange.isPending}
          disabled={!needed.isEnabled || statusChange.isPending}
          onClick={changeNeeded}
        >
          {needed.label}
        </Button>
      </div>
    </article>
  );
}
