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
  type RequestsFilter,
} from './request-sections';
import { useSendReminder } from './use-send-reminder';
import { useRequests } from './use-requests';

interface RequestListsProps {
  emailId: string;
  filter: RequestsFilter;
  /** Lower-case search text; empty for none. */
  search: string;
  /** 'Retry' on a failed request; none where nothing can be sent (a disconnected mailbox). */
  onRetry: ((record: DomainRecord) => void) | undefined;
  /** The mailbox can send: reminders are offered. */
  canSend: boolean;
}

/** The sections of one mailbox's requests, the 'View Request' overlay, and Mark as Complete. */
export function RequestLists({ emailId, filter, search, onRetry, canSend }: RequestListsProps) {
  // Overdue is told against the time the page opened; a request turning overdue while it stays
  // open shows so on the next visit.
  const [now] = useState(() => new Date());
  const [viewed, setViewed] = useState<DomainRecord | null>(null);
  const [toComplete, setToComplete] = useState<DomainRecord | null>(null);
  const queryClient = useQueryClient();
  const statusChange = useDomainStatusChange(emailId);
  const requests = useRequests({ emailId, statuses: listedStatuses(filter), search });
  // With none completed, whether there are others tells which empty state is true.
  const isCompletedEmpty = filter === 'completed' && !search && requests.data?.length === 0;
  const everyRequest = useRequests(
    { emailId, statuses: listedStatuses('all'), search: '' },
    { enabled: isCompletedEmpty },
  );
  const reminder = useSendReminder(emailId);

  if (requests.isPending) return <Spinner label="Loading your requests" />;
  if (requests.isError) {
    return <Alert tone="error">The requests could not be loaded. Please refresh the page.</Alert>;
  }
  const groups = groupRequests(requests.data, filter);
  if (groups.length === 0) {
    if (search) return <NoDomainFound />;
    if (isCompletedEmpty && everyRequest.isPending)
      return <Spinner label="Loading your requests" />;
    return isCompletedEmpty && everyRequest.data?.length ? (
      <NoCompletedRequests />
    ) : (
      <NoRequestsPrompt />
    );
  }

  const complete = (record: DomainRecord) =>
    statusChange.mutate(
      { change: 'complete', domainName: record.domainName },
      // Refused (409) when the card was stale, e.g. completed in another tab: show what is true.
      { onError: () => void queryClient.invalidateQueries({ queryKey: DOMAINS_QUERY_KEY }) },
    );
  const renderCard = (record: DomainRecord) => (
    <RequestCard
      record={record}
      isOverdue={isOverdue(record, now)}
      onView={() => setViewed(record)}
      onComplete={() => setToComplete(record)}
      isCompleting={
        statusChange.isPending && statusChange.variables?.domainName === record.domainName
      }
      onRetry={onRetry && (() => onRetry(record))}
      onRemind={
        canSend && canRemind(record, now) && !reminder.isRequested(record.domainName)
          ? () => reminder.send(record.domainName)
          : undefined
      }
      isReminding={reminder.isSending(record.domainName)}
    />
  );
  return (
    <div className="flex flex-col gap-10">
      {groups.map(({ section, records }) => (
        <RequestSection
          // A new search starts each section on its first page.
          key={`${section.status}:${search}`}
          section={section}
          records={records}
          renderCard={renderCard}
        />
      ))}
      <RequestDetailsDialog record={viewed} onClose={() => setViewed(null)} />
      <CompleteRequestDialog
        record={toComplete}
        onConfirm={(record) => {
          setToComplete(null);
          complete(record);
        }}
        onCancel={() => setToComplete(null)}
      />
    </div>
  );
}
