import type { DomainRecord } from '@reclaim/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { DOMAINS_QUERY_KEY, useDomainStatusChange } from '../domains/use-domain-status';
import { NoDomainFound } from '../my-data/list-heading';
import { NoCompletedRequests, NoRequestsPrompt } from './no-requests-prompt';
import { RequestCard } from './request-card';
import { CompleteRequestDialog } from '../domains/complete-request-dialog';
import { RequestDetailsDialog } from './request-details-dialog';
import { RequestSection } from './request-section';
import {
  canRemind,
  groupRequests,
  isOverdue,
  listedStatuses,
  requestKey,
  type RequestTypeFilter,
  type RequestsFilter,
} from './request-sections';
import type { RequestItem } from './requests-api';
import { useRequestStatusChange } from './use-request-status';
import { useSendReminder } from './use-send-reminder';
import { useRequestItems } from './use-requests';

interface RequestListsProps {
  emailId: string;
  filter: RequestsFilter;
  /** Lower-case search text; empty for none. */
  search: string;
  /** The type of request shown, or every type. */
  type: RequestTypeFilter;
  /** 'Retry' on a failed request; none where nothing can be sent (a disconnected mailbox). */
  onRetry: ((record: DomainRecord, requestType: RequestItem['requestType']) => void) | undefined;
  /** The mailbox can send: reminders are offered. */
  canSend: boolean;
}

/** The sections of one mailbox's requests, the 'View Request' overlay, and Mark as Complete. */
export function RequestLists({
  emailId,
  filter,
  search,
  type,
  onRetry,
  canSend,
}: RequestListsProps) {
  // Overdue is told against the time the page opened; a request turning overdue while it stays
  // open shows so on the next visit.
  const [now] = useState(() => new Date());
  const [viewed, setViewed] = useState<RequestItem | null>(null);
  const [toComplete, setToComplete] = useState<RequestItem | null>(null);
  const queryClient = useQueryClient();
  const statusChange = useDomainStatusChange(emailId);
  const requestStatusChange = useRequestStatusChange(emailId);
  const requests = useRequestItems({ emailId, statuses: listedStatuses(filter), search, type });
  // With none completed, whether there are others tells which empty state is true.
  const isCompletedEmpty =
    filter === 'completed' && !search && type === 'all' && requests.data?.length === 0;
  const everyRequest = useRequestItems(
    { emailId, statuses: listedStatuses('all'), search: '', type: 'all' },
    { enabled: isCompletedEmpty },
  );
  const reminder = useSendReminder(emailId);

  if (requests.isPending) return <Spinner label="Loading your requests" />;
  if (requests.isError) {
    return <Alert tone="error">The requests could not be loaded. Please refresh the page.</Alert>;
  }
  const groups = groupRequests(requests.data ?? [], filter);
  if (groups.length === 0) {
    if (search || type !== 'all') return <NoDomainFound />;
    if (isCompletedEmpty && everyRequest.isPending)
      return <Spinner label="Loading your requests" />;
    return isCompletedEmpty && everyRequest.data?.length ? (
      <NoCompletedRequests />
    ) : (
      <NoRequestsPrompt />
    );
  }

  const complete = (record: RequestItem) => {
    if (record.requestType !== 'erasure') {
      requestStatusChange.mutate({ item: record, complete: true });
      return;
    }
    statusChange.mutate(
      { change: 'complete', domainName: record.domainName },
      // Refused (409) when the card was stale, e.g. completed in another tab: show what is true.
      { onError: () => void queryClient.invalidateQueries({ queryKey: DOMAINS_QUERY_KEY }) },
    );
  };
  const isCompleting = (record: RequestItem) =>
    record.requestType === 'erasure'
      ? statusChange.isPending && statusChange.variables?.domainName === record.domainName
      : requestStatusChange.isPending &&
        requestStatusChange.variables !== undefined &&
        requestKey(requestStatusChange.variables.item) === requestKey(record);
  const renderCard = (record: RequestItem) => (
    <RequestCard
      record={record}
      isOverdue={isOverdue(record, now)}
      onView={() => setViewed(record)}
      onComplete={() => setToComplete(record)}
      isCompleting={isCompleting(record)}
      onRetry={onRetry && (() => onRetry(record, record.requestType))}
      onRemind={
        canSend && canRemind(record, now) && !reminder.isRequested(record)
          ? () => reminder.send(record)
          : undefined
      }
      isReminding={reminder.isSending(record)}
    />
  );
  return (
    <div className="flex flex-col gap-10">
      {groups.map(({ section, records }) => (
        <RequestSection
          // A new search starts each section on its first page.
          key={`${section.status}:${search}:${type}`}
          section={section}
          records={records}
          renderCard={renderCard}
        />
      ))}
      <RequestDetailsDialog record={viewed} onClose={() => setViewed(null)} />
      <CompleteRequestDialog
        record={toComplete}
        onConfirm={() => {
          if (toComplete) complete(toComplete);
          setToComplete(null);
        }}
        onCancel={() => setToComplete(null)}
      />
    </div>
  );
}
