import type { DomainCounts, DomainRecord } from '@reclaim/contract';
import { useState, type ReactNode } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { useDomainSearch } from '../domains/domain-search';
import { AgeTabs } from './age-tabs';
import { DomainCarousel } from './domain-carousel';
import { ListTotal, NoDomainFound } from './list-heading';
import { MyDataFrame } from './my-data-frame';
import { belongsTo, listTotal, serverCount, type AgeTab, type MyDataList } from './my-data-lists';
import { DomainSearchField } from '../domains/domain-search-field';
import type { MailboxChoice } from '../connections/mailbox-select';
import { NoDataPrompt } from './no-data-prompt';
import { PeopleSection } from '../people/people-section';
import { RecommendedDomains, SelectedDomains } from './domain-sections';
import { withoutSelected, type Selection } from './selection';
import { useCardActions } from './use-card-actions';
import { hasRequestsUnderWay, useMailboxCounts, useMyDataList } from './use-my-data-lists';
import { ListLoadError } from '../domains/list-load-error';
import { useRefreshWhenScanEnds } from '../domains/use-refresh-when-scan-ends';

interface MyDataPageProps {
  mailbox: MailboxChoice;
  /** Whether the selected mailbox's scan is still finding companies. */
  isScanRunning: boolean;
  /** The scan's progress, shown while it runs. */
  scanStatus?: ReactNode;
}

/**
 * /my-data (spec §2): the selected companies, the recommended ones, and every company by when it
 * first wrote, each in a carousel; checking a card moves it to 'Selected Domains'. At the bottom,
 * the senders judged people, which the lists leave out.
 */
export function MyDataPage({ mailbox, isScanRunning, scanStatus }: MyDataPageProps) {
  const search = useDomainSearch();
  useRefreshWhenScanEnds(isScanRunning);
  const { connection } = mailbox;
  // Spec §2: the month tabs wait for the scan to reach 100 percent and be marked completed.
  const isScanComplete = connection?.scanPercentage === 100 && connection.status === 'completed';
  return (
    <MyDataFrame
      documentTitle="My Data"
      mailbox={mailbox}
      tools={<DomainSearchField search={search} className="md:max-w-md" />}
    >
      {(emailId) => (
        <MyDataLists
          emailId={emailId}
          search={search.query}
          isScanRunning={isScanRunning}
          areMonthsEnabled={isScanComplete}
          scanStatus={isScanRunning ? scanStatus : null}
        />
      )}
    </MyDataFrame>
  );
}

interface MyDataListsProps {
  emailId: string;
  search: string;
  isScanRunning: boolean;
  areMonthsEnabled: boolean;
  scanStatus: ReactNode;
}

function MyDataLists({
  emailId,
  search,
  isScanRunning,
  areMonthsEnabled,
  scanStatus,
}: MyDataListsProps) {
  const [now] = useState(() => new Date());
  const actions = useCardActions();
  const counts = useMailboxCounts(emailId, isScanRunning);
  const list = { emailId, search, isChanging: isScanRunning || hasRequestsUnderWay(counts.data) };
  const recommended = useMyDataList({ ...list, list: 'recommended' });
  const totalOf = (name: MyDataList, loaded: LoadedList) =>
    listTotal(
      {
        ...loaded,
        count: counts.data && serverCount(counts.data, name),
        isSearching: search !== '',
      },
      actions.selection,
      (record) => belongsTo(record, name, now),
    );

  if (counts.isPending) return <Spinner label="Loading your companies" />;
  if (counts.data && isEmpty(counts.data) && !isScanRunning) {
    // Someone who marked every sender a person still needs the way back.
    return (
      <>
        <NoDataPrompt />
        <PeopleSection />
      </>
    );
  }
  return (
    <>
      {scanStatus}
      <SelectedDomains
        selection={actions.selection}
        renderCard={actions.renderCard}
        onRequestSelected={actions.requestSelected}
        layout="carousel"
      />
      <RecommendedDomains
        records={withoutSelected(recommended.records, actions.selection)}
        total={totalOf('recommended', recommended)}
        list={recommended}
        renderCard={actions.renderCard}
      />
      <AgeTabs
        areMonthsEnabled={areMonthsEnabled}
        renderPanel={(tab, label) => (
          <AgeTabPanel
            tab={tab}
            label={label}
            {...list}
            selection={actions.selection}
            renderCard={actions.renderCard}
            totalOf={totalOf}
          />
        )}
      />
      <PeopleSection />
      {actions.dialogs}
    </>
  );
}

type LoadedList = { records: readonly DomainRecord[]; hasMore: boolean };

function isEmpty(counts: DomainCounts): boolean {
  return serverCount(counts, 'all') === 0;
}

interface AgeTabPanelProps {
  tab: AgeTab;
  label: string;
  emailId: string;
  search: string;
  isChanging: boolean;
  selection: Selection;
  renderCard: (record: DomainRecord) => ReactNode;
  totalOf: (list: MyDataList, loaded: LoadedList) => number;
}

/** One tab's carousel, or 'No Domain Found.' when the tab has no company. */
function AgeTabPanel({ tab, label, selection, renderCard, totalOf, ...query }: AgeTabPanelProps) {
  const list = useMyDataList({ ...query, list: tab });
  const records = withoutSelected(list.records, selection);
  if (list.isPending) {
    return (
      <p role="status" className="py-10 text-center text-slate-600">
        Loading companies…
      </p>
    );
  }
  if (list.isError) return <ListLoadError error={list.error} />;
  if (records.length === 0 && !list.hasMore) {
    return <NoDomainFound />;
  }
  return (
    <DomainCarousel
      label={label}
      header={
        <div className="flex">
          <ListTotal total={totalOf(tab, list)} />
        </div>
      }
      records={records}
      renderCard={renderCard}
      hasMore={list.hasMore}
      isFetchingMore={list.isFetchingMore}
      onNearEnd={list.fetchMore}
    />
  );
}
