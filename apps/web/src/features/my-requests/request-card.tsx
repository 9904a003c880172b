import { REQUEST_TYPE_NAMES, outcomeLabel } from '@reclaim/contract';
import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { CompanyLogo } from '../domains/company-logo';
import { formatDate } from '../domains/format-date';
import { StatusBadge } from '../domains/status-badge';
import { canComplete, dueDateText } from './request-sections';
import type { RequestItem } from './requests-api';
import { OverdueBadge } from './overdue-badge';

interface RequestCardProps {
  record: RequestItem;
  isOverdue: boolean;
  onView: () => void;
  onComplete: () => void;
  isCompleting: boolean;
  /** None where nothing can be sent: the failed card keeps its reason, without Retry. */
  onRetry?: () => void;
  /** Sends the overdue request's reminder; absent when there is none to send. */
  onRemind?: () => void;
  isReminding: boolean;
}

/**
 * A company's request on a card (spec §2): 'View Request' always; 'Mark as Complete' once the
 * request was sent; 'DSR Failed' and 'Retry' after a failure, with the reason. A Submitted request
 * shows when the company must answer by, and 'Overdue' once that day has passed, with 'Send
 * Reminder' (decision 0026); a request the company answered shows when (decision 0025). The buttons are described by the company's name,
 * so a screen reader tells the many 'View Request' apart.
 */
export function RequestCard({
  record,
  isOverdue,
  onView,
  onComplete,
  isCompleting,
  onRetry,
  onRemind,
  isReminding,
}: RequestCardProps) {
  const nameId = useId();
  const due = dueDateText(record);
  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full flex-col items-center rounded-2xl bg-white px-4 pb-4 pt-4 text-center shadow-sm ring-1 ring-slate-200"
    >
      <div className="mb-1 flex min-h-6 w-full flex-wrap justify-end gap-1">
        {isOverdue && <OverdueBadge />}
        <StatusBadge record={record} />
      </div>
      <CompanyLogo src={record.domainLogo} name={record.name} size="lg" />
      <h3 id={nameId} className="mt-3 w-full truncate font-semibold text-ink" title={record.name}>
        {record.name}
      </h3>
      <p className="w-full truncate text-sm text-slate-600">{record.domainName}</p>
      <p className="mt-1 text-xs font-semibold uppercase tracking-wide text-slate-700">
        {REQUEST_TYPE_NAMES[record.requestType]}
      </p>
      {due && (
        <p
          className={`mt-2 text-sm ${isOverdue ? 'font-semibold text-red-800' : 'font-medium text-slate-700'}`}
        >
          {due}
        </p>
      )}
      {record.companyReply && (
        <p className="mt-2 text-sm font-medium text-brand-800" title={record.companyReply.subject}>
          Company replied {formatDate(record.companyReply.date)}
        </p>
      )}
      {record.outcome && (
        <p className="mt-2 text-sm font-semibold text-slate-800">{outcomeLabel(record.outcome)}</p>
      )}
      {record.reminderSentAt && (
        <p className="mt-2 text-sm font-medium text-slate-700">
          Reminder sent {formatDate(record.reminderSentAt)}
        </p>
      )}
      {record.status === 'processing' && record.sendingNote && (
        <p role="status" className="mt-2 text-sm text-amber-900">
          {record.sendingNote}
        </p>
      )}
      {record.status === 'failed' && record.failureReason && (
        <p className="mt-2 line-clamp-3 text-sm text-red-800" title={record.failureReason}>
          {record.failureReason}
        </p>
      )}
      <div className="mt-auto flex w-full flex-col gap-2 pt-3">
        <Button variant="secondary" size="sm" aria-describedby={nameId} onClick={onView}>
          View Request
        </Button>
        {onRemind && (
          <Button
            variant="secondary"
            size="sm"
            aria-describedby={nameId}
            aria-busy={isReminding}
            disabled={isReminding}
            onClick={onRemind}
          >
            Send Reminder
          </Button>
        )}
        {canComplete(record.status) && (
          <Button
            size="sm"
            aria-describedby={nameId}
            aria-busy={isCompleting}
            disabled={isCompleting}
            onClick={onComplete}
          >
            Mark as Complete
          </Button>
        )}
        {record.status === 'failed' && (
          <>
            {/* A state, not an action: disabled as on the domain cards, in the badge's colours. */}
            <button
              type="button"
              aria-describedby={nameId}
              disabled
              className="inline-flex h-9 items-center justify-center rounded-lg border border-red-200 bg-red-50 px-3 text-sm font-semibold text-red-800 disabled:cursor-not-allowed"
            >
              DSR Failed
            </button>
            {onRetry && (
              <Button size="sm" aria-describedby={nameId} onClick={onRetry}>
                Retry
              </Button>
            )}
          </>
        )}
      </div>
    </article>
  );
}
