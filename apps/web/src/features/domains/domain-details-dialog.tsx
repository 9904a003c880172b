import { unreliableContactText, type DomainRecord } from '@reclaim/contract';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { CompanyHeading, Detail } from './company-details';
import { CompanyFiguresNote } from './company-figures-note';
import { NO_CONTACT_TEXT, otherDomainContactText } from './contact-notes';
import { useSenderKindChange } from '../people/use-sender-kind';
import { canMarkPerson, detailsRequestButton, requestedOn } from './domain-actions';
import { REQUEST_DATA_TEXT } from './domain-card';
import { StopEmails } from './stop-emails-button';
import { formatDate } from './format-date';
import { useCompanyFigures } from './use-company-figures';
import { StatusBadge } from './status-badge';
import { useDomainStatusChange } from './use-domain-status';

interface DomainDetailsDialogProps {
  /** The record shown; null keeps the dialog closed. */
  record: DomainRecord | null;
  onClose: () => void;
  /** 'Request Deletion' or 'Retry' was pressed; the dialog closes. */
  onRequestDeletion: (record: DomainRecord) => void;
  /** After 'Remove Needed' or 'This is a person' succeeded; the lists reload by themselves. */
  onStatusChanged?: () => void;
  /** 'Request my data' was pressed: an access request to the company; the dialog closes. */
  onRequestData?: (record: DomainRecord) => void;
}

/**
 * The Domain Details modal (spec §2): the company's link and status, its DSR contact, the
 * e-mail dates and count, the request date, and the sample e-mails. Buttons: 'Request Deletion'
 * ('OK' once a request is under way or done, 'Retry' after a failure), 'Remove Needed' (needed
 * records only) and 'Cancel'; before any request also 'This is a person', which moves the sender
 * to People for all the person's mailboxes.
 */
export function DomainDetailsDialog({ record, onClose, ...actions }: DomainDetailsDialogProps) {
  return (
    <Dialog
      isOpen={record !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={record?.name ?? ''}
      size="lg"
    >
      {record && <DomainDetails record={record} onClose={onClose} {...actions} />}
    </Dialog>
  );
}

function DomainDetails({
  record,
  onClose,
  onRequestDeletion,
  onStatusChanged,
  onRequestData,
}: DomainDetailsDialogProps & { record: DomainRecord }) {
  const statusChange = useDomainStatusChange(record.emailId);
  const figures = useCompanyFigures([record.domainName]).get(record.domainName);
  const request = detailsRequestButton(record);
  const closeChanged = () => {
    onClose();
    onStatusChanged?.();
  };
  const removeNeeded = () => {
    void statusChange
      .mutateAsync({ change: 'removeNeeded', domainName: record.domainName })
      .then(closeChanged, () => undefined);
  };
  return (
    <div className="flex flex-col gap-5">
      <CompanyHeading record={record}>
        <StatusBadge record={record} />
      </CompanyHeading>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
        <Detail term="DSR Contact Email" isWide>
          <span className="break-all">{record.dsrContactEmail ?? '-'}</span>
          {record.dsrContactEmail === null ? (
            <span className="mt-1 block text-xs text-slate-600">{NO_CONTACT_TEXT}</span>
          ) : (
            !record.isContactVerified && (
              <span className="mt-1 block text-xs text-slate-600">
                Unverified: Reclaim guessed this address from the domain.
              </span>
            )
          )}
          {record.isContactOnOtherDomain && (
            <span className="mt-1 block text-xs text-amber-900">
              {otherDomainContactText(record.domainName)}
            </span>
          )}
          {record.dsrContactEmail &&
            figures?.unreliableContacts.includes(record.dsrContactEmail) && (
              <span className="mt-1 block text-xs text-amber-900">
                {unreliableContactText(record.dsrContactEmail)}
              </span>
            )}
        </Detail>
        <Detail term="First Email">{formatDate(record.firstEmailDate)}</Detail>
        <Detail term="Last Email">{formatDate(record.lastEmailDate)}</Detail>
        <Detail term="# of Emails">{record.noOfEmails}</Detail>
        <Detail term="Requested On">{formatDate(requestedOn(record))}</Detail>
      </dl>
      <CompanyFiguresNote figures={figures} />
      {record.deletionUrl && (
        <p className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
          {record.name} lets you delete your account yourself:{' '}
          <a
            href={record.deletionUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold underline underline-offset-4"
          >
            {record.name}&apos;s deletion page
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      )}
      <StopEmails record={record} layout="details" />
      <SampleEmails emails={record.emails} />
      {/* Stays in sight while the samples scroll; -bottom-6 offsets the dialog's padding. */}
      <div className="sticky -bottom-6 -mx-6 -mb-6 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-6 py-4 sm:flex-row sm:flex-wrap sm:justify-end">
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          {/* The dialog opens here, not on a change to the company. */}
          <Button variant="ghost" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          {record.status === 'needed' && (
            <Button
              variant="secondary"
              aria-busy={statusChange.isPending}
              disabled={statusChange.isPending}
              onClick={removeNeeded}
            >
              Remove Needed
            </Button>
          )}
          {onRequestData && (
            <Button
              variant="secondary"
              onClick={() => {
                onClose();
                onRequestData(record);
              }}
            >
              {REQUEST_DATA_TEXT}
            </Button>
          )}
          <Button
            onClick={() => {
              onClose();
              if (request.requests) onRequestDeletion(record);
            }}
          >
            {request.label}
          </Button>
        </div>
        {canMarkPerson(record) && (
          <PersonButton domainName={record.domainName} onMarked={closeChanged} />
        )}
      </div>
    </div>
  );
}

/**
 * 'This is a person', set apart from the spec's buttons: on the left on desktop (on a line of its
 * own when they do not fit beside it), last on mobile. It comes after them in the page so that the
 * dialog still opens with the focus on 'Cancel', not on a change to the company.
 */
function PersonButton({ domainName, onMarked }: { domainName: string; onMarked: () => void }) {
  const kindChange = useSenderKindChange();
  const markPerson = () => {
    void kindChange.mutateAsync({ domainName, kind: 'person' }).then(onMarked, () => undefined);
  };
  return (
    <Button
      variant="ghost"
      className="order-first whitespace-nowrap sm:mr-auto sm:px-3"
      aria-busy={kindChange.isPending}
      disabled={kindChange.isPending}
      onClick={markPerson}
    >
      This is a person
    </Button>
  );
}

function SampleEmails({ emails }: { emails: DomainRecord['emails'] }) {
  if (emails.length === 0) return null;
  return (
    <section aria-labelledby="sample-emails-heading">
      <h3 id="sample-emails-heading" className="text-sm font-semibold text-ink">
        Sample Emails
      </h3>
      <ul className="mt-2 divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
        {emails.map((email, index) => (
          <li key={index} className="flex flex-col gap-0.5 px-3 py-2 text-sm">
            <span className="font-medium text-ink">{email.subject}</span>
            <span className="flex flex-wrap justify-between gap-x-3 text-xs text-slate-600">
              <span className="break-all">{email.from}</span>
              <span>{formatDate(email.date)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
