import {
  LETTER_LANGUAGE_NAMES,
  REQUEST_TYPE_LABELS,
  outcomeLabel,
  regimeById,
  type DsrDetails,
} from '@reclaim/contract';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { CompanyHeading, Detail } from '../domains/company-details';
import { formatDate } from '../domains/format-date';
import { StatusBadge } from '../domains/status-badge';
import { CompanyAnswerForm } from './company-answer-form';
import { OverdueBadge } from './overdue-badge';
import { RequestHistory } from './request-history';
import type { RequestItem } from './requests-api';
import { useRequestDetails } from './use-requests';

interface RequestDetailsDialogProps {
  /** The company whose request is shown; null keeps the overlay closed. */
  record: RequestItem | null;
  onClose: () => void;
}

/**
 * 'View Request' (spec §2): the request as it was sent (`_getDsrDetails`), with the company, when
 * it was requested and sent, to whom, under which law, when the answer is due, and why it failed;
 * once sent, what the company said (the person tells it) and the request's history.
 */
export function RequestDetailsDialog({ record, onClose }: RequestDetailsDialogProps) {
  return (
    <Dialog
      isOpen={record !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={record?.name ?? ''}
      size="lg"
    >
      {record && <RequestDetails record={record} onClose={onClose} />}
    </Dialog>
  );
}

function RequestDetails({ record, onClose }: { record: RequestItem; onClose: () => void }) {
  const details = useRequestDetails(record.emailId, record.domainName, record.requestType);
  return (
    <div className="flex flex-col gap-5">
      <CompanyHeading record={record}>
        <div className="flex flex-wrap gap-1">
          <StatusBadge
            record={{ status: details.data?.status ?? record.status, dsrRecommendation: 0 }}
          />
          {details.data?.isOverdue && <OverdueBadge />}
        </div>
      </CompanyHeading>
      {details.isPending && (
        <p role="status" className="py-4 text-sm text-slate-600">
          Loading the request…
        </p>
      )}
      {details.isError && (
        <Alert tone="error">The request could not be loaded. Please try again.</Alert>
      )}
      {details.data && <SentRequest details={details.data} emailId={record.emailId} />}
      {/* Stays in sight while the e-mail scrolls; -bottom-6 offsets the dialog's padding. */}
      <div className="sticky -bottom-6 -mx-6 -mb-6 flex justify-end border-t border-slate-200 bg-white px-6 py-4">
        <Button onClick={onClose}>Done</Button>
      </div>
    </div>
  );
}

function SentRequest({ details, emailId }: { details: DsrDetails; emailId: string }) {
  const isSent =
    details.sentDate !== null && (details.status === 'initiated' || details.status === 'reclaimed');
  return (
    <>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Detail term="Requested On">{formatDate(details.createdDate)}</Detail>
        <Detail term="Sent">{formatDate(details.sentDate)}</Detail>
        <Detail term="To">
          <span className="break-all">{details.contactEmailId}</span>
        </Detail>
        <Detail term="Request">{REQUEST_TYPE_LABELS[details.requestType]}</Detail>
        <Detail term="Law">{regimeById(details.jurisdiction).label}</Detail>
        <Detail term="Language">{LETTER_LANGUAGE_NAMES[details.language]}</Detail>
        <Detail term="Answer Due">{formatDate(details.dueDate)}</Detail>
        {details.outcome.outcome !== 'open' && (
          <Detail term="Their Answer">{outcomeLabel(details.outcome)}</Detail>
        )}
        {details.failureReason && (
          <Detail term="Failure Reason">
            <span className="text-red-800">{details.failureReason}</span>
          </Detail>
        )}
        <Detail term="Subject" isWide>
          {details.subject}
        </Detail>
      </dl>
      {isSent && <CompanyAnswerForm emailId={emailId} details={details} />}
      {isSent && <RequestHistory details={details} />}
      <section aria-label="Request e-mail">
        <div
          className="rounded-lg bg-slate-50 px-4 py-3 text-sm leading-relaxed text-ink break-words [&_p+p]:mt-3"
          // Only ever the server's rendering of Reclaim's own template, as it was sent: every
          // value in it (the person's name, the addresses, the domain) HTML-escaped by
          // fillLetterTemplate, and the CSP refuses inline script besides — as in the preview
          // (deletion-requests/company-email.tsx), which says why there is no iframe.
          dangerouslySetInnerHTML={{ __html: details.template }}
        />
      </section>
    </>
  );
}
