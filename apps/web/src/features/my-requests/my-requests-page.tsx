import type { DomainRecord, RequestType } from '@reclaim/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { useDomainSearch } from '../domains/domain-search';
import { DomainSearchField } from '../domains/domain-search-field';
import { DisconnectedMailboxNote } from './disconnected-mailbox-note';
import { DownloadCsvButton } from './download-csv-button';
import { NoRequestsPrompt } from './no-requests-prompt';
import { readRequestsFilter, type RequestTypeFilter } from './request-sections';
import { RequestTypeFilterSelect } from './request-type-filter';
import { RequestLists } from './request-lists';
import { RequestsMailboxSelect } from './requests-mailbox-select';
import type { RequestsMailboxChoice } from './requests-mailbox';
import { RequestsTimeline } from './requests-timeline';

/** Spec §2, product copy. */
export const MY_REQUESTS_HEADING = 'My Data Subject Requests';

interface MyRequestsPageProps {
  mailbox: RequestsMailboxChoice;
  /** 'Retry' on a failed request: the e-mail preview for that company, asking the same again. */
  onRetry: (record: DomainRecord, requestType: RequestType) => void;
}

/**
 * /my-deletion-requests (spec §2): the selected mailbox's requests by status — Completed,
 * Submitted, Processing, Failed — with the e-mail selector, the domain search and the CSV
 * download. `?filter=completed` shows only the completed ones. A mailbox the person disconnected
 * is still listed while it holds requests: they are the person's record of what they asked.
 */
export function MyRequestsPage({ mailbox, onRetry }: MyRequestsPageProps) {
  const search = useDomainSearch();
  const [params] = useSearchParams();
  const filter = readRequestsFilter(params.get('filter'));
  const [type, setType] = useState<RequestTypeFilter>('all');
  const { selected } = mailbox;
  return (
    <Page title={MY_REQUESTS_HEADING}>
      {mailbox.isPending && <Spinner label="Loading your requests" />}
      {!mailbox.isPending && !selected && <NoRequestsPrompt />}
      {selected && (
        <div className="flex flex-col gap-8">
          <div className="flex flex-col gap-4 md:flex-row md:items-start">
            <RequestsMailboxSelect mailbox={mailbox} />
            <DomainSearchField search={search} className="md:max-w-md" />
            <RequestTypeFilterSelect value={type} onChange={setType} />
            {/* Level with the fields, under their labels' line. */}
            <div className="md:ml-auto md:mt-6">
              <DownloadCsvButton emailId={selected.emailId} />
            </div>
          </div>
          {selected.disconnected && (
            <DisconnectedMailboxNote
              emailId={selected.emailId}
              disconnectedDate={selected.disconnected.disconnectedDate}
            />
          )}
          {/* A new mailbox starts the sections afresh, back on their first pages. */}
          <RequestLists
            key={selected.emailId}
            emailId={selected.emailId}
            filter={filter}
            search={search.query}
            type={type}
            // Nothing can be sent from a disconnected mailbox: no Retry, no reminder.
            onRetry={selected.disconnected ? undefined : onRetry}
            canSend={!selected.disconnected}
          />
          <RequestsTimeline emailId={selected.emailId} />
        </div>
      )}
    </Page>
  );
}
