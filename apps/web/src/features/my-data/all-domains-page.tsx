import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { SelectedDomains } from './domain-sections';
import { DomainGrid } from './domain-grid';
import { ListHeading, NoDomainFound } from './list-heading';
import { isLoadMoreShown, LOAD_MORE_STEP, loadMore } from './load-more';
import { MyDataFrame } from './my-data-frame';
import { belongsTo, listTotal, serverCount } from './my-data-lists';
import type { MailboxChoice } from '../connections/mailbox-select';
import { NoDataPrompt } from './no-data-prompt';
import { withoutSelected } from './selection';
import { useCardActions } from './use-card-actions';
import { hasRequestsUnderWay, useMailboxCounts, useMyDataList } from './use-my-data-lists';
import { ListLoadError } from '../domains/list-load-error';
import { useRefreshWhenScanEnds } from '../domains/use-refresh-when-scan-ends';

interface AllDomainsPageProps {
  mailbox: MailboxChoice;
  isScanRunning: boolean;
}

/** /alldomains (spec §2): the selected companies, then all of them, with 'Load More'. */
export function AllDomainsPage({ mailbox, isScanRunning }: AllDomainsPageProps) {
  return (
    <MyDataFrame documentTitle="All Domains" mailbox={mailbox}>
      {(emailId) => <AllDomainsLists emailId={emailId} isScanRunning={isScanRunning} />}
    </MyDataFrame>
  );
}

function AllDomainsLists({ emailId, isScanRunning }: { emailId: string; isScanRunning: boolean }) {
  const headingId = useId();
  const [now] = useState(() => new Date());
  const [shown, setShown] = useState(LOAD_MORE_STEP);
  const actions = useCardActions();
  useRefreshWhenScanEnds(isScanRunning);
  const counts = useMailboxCounts(emailId, isScanRunning);
  const all = useMyDataList({
    emailId,
    list: 'all',
    search: '',
    isChanging: isScanRunning || hasRequestsUnderWay(counts.data),
  });
  const records = withoutSelected(all.records, actions.selection);
  const total = listTotal(
    { ...all, count: counts.data && serverCount(counts.data, 'all'), isSearching: false },
    actions.selection,
    (record) => belongsTo(record, 'all', now),
  );

  if (counts.isPending || all.isPending) return <Spinner label="Loading your companies" />;
  if (all.isError) return <ListLoadError error={all.error} />;
  if (all.records.length === 0 && !isScanRunning) return <NoDataPrompt />;
  const showMore = () => {
    const next = loadMore(shown, records.length, all.hasMore);
    setShown(next.shown);
    if (next.shouldFetch) all.fetchMore();
  };
  return (
    <>
      <SelectedDomains
        selection={actions.selection}
        renderCard={actions.renderCard}
        onRequestSelected={actions.requestSelected}
        layout="grid"
      />
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <ListHeading id={headingId} title="All Domains" total={total} />
        {records.length === 0 && !all.hasMore ? (
          <NoDomainFound />
        ) : (
          <DomainGrid records={records.slice(0, shown)} renderCard={actions.renderCard} />
        )}
        {isLoadMoreShown(shown, records.length, all.hasMore) && (
          <Button
            variant="secondary"
            className="self-center"
            aria-busy={all.isFetchingMore}
            disabled={all.isFetchingMore}
            onClick={showMore}
          >
            Load More
          </Button>
        )}
      </section>
      {actions.dialogs}
    </>
  );
}
