import type { DomainRecord, DomainTile } from '@reclaim/contract';
import { useCallback, useId, useState } from 'react';
import { CompleteRequestDialog } from '../domains/complete-request-dialog';
import { useDomainSearch } from '../domains/domain-search';
import { ListLoadError } from '../domains/list-load-error';
import { useBulkMarkNeeded, useDomainStatusChange } from '../domains/use-domain-status';
import { CountCards } from './count-cards';
import { DomainTable } from './domain-table';
import { Footprint } from './footprint';
import { MailboxTotals } from './mailbox-totals';
import { TableControls } from './table-controls';
import { useDomainCounts, useTableRecords, type TableFilters } from './use-dashboard-domains';
import { useRefreshWhenScanEnds } from '../domains/use-refresh-when-scan-ends';

interface DomainDashboardProps {
  emailId: string;
  /** Every connected mailbox: with more than one, their requests are totalled under the cards. */
  mailboxes: readonly string[];
  isScanRunning: boolean;
  /** Opens a record's details (the Domain Details modal). */
  onOpen: (record: DomainRecord) => void;
  /** Starts deletion requests for the selected records; `onRaised` clears the selection. */
  onRequestDeletion: (
    records: DomainRecord[],
    options: { isSelection: true; onRaised: () => void },
  ) => void;
}

/**
 * The count cards, the controls and the domain table of the selected mailbox (spec §2). The
 * selection belongs to one view: changing card, filter, search or mailbox starts it afresh.
 */
export function DomainDashboard({
  emailId,
  mailboxes,
  isScanRunning,
  ...actions
}: DomainDashboardProps) {
  const tableId = useId();
  const [tile, setTile] = useState<DomainTile>('pending');
  const [hideNeeded, setHideNeeded] = useState(true);
  const [showRecommended, setShowRecommended] = useState(false);
  // The row whose Complete toggle was switched on: asked about first, as on a request card.
  const [toComplete, setToComplete] = useState<DomainRecord | null>(null);
  const [monthFlag, setMonthFlag] = useState<1 | 6 | 12 | null>(null);
  const search = useDomainSearch();
  const filters: TableFilters = {
    tile,
    showRecommended,
    hideNeeded,
    search: search.query,
    monthFlag,
  };
  const viewKey = JSON.stringify([emailId, filters]);
  const [selection, setSelection] = useState({ viewKey, domains: new Set<string>() });
  const selected = selection.viewKey === viewKey ? selection.domains : new Set<string>();
  const select = (domains: Set<string>) => setSelection({ viewKey, domains });

  useRefreshWhenScanEnds(isScanRunning);
  const counts = useDomainCounts(emailId, isScanRunning);
  const isChanging = isScanRunning || (counts.data?.processingDomain ?? 0) > 0;
  const table = useTableRecords(emailId, filters, isChanging);
  const records = table.data?.pages.flatMap((page) => page.records) ?? [];
  const bulkMarkNeeded = useBulkMarkNeeded(emailId);
  const statusChange = useDomainStatusChange(emailId);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = table;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const toggle = (domainName: string) => {
    const next = new Set(selected);
    if (!next.delete(domainName)) next.add(domainName);
    select(next);
  };
  const isCompaniesCard = tile === 'pending';

  return (
    <section aria-label="Companies with your data" className="flex flex-col gap-6">
      <CountCards counts={counts.data} selected={tile} onSelect={setTile} tableId={tableId} />
      <MailboxTotals emailIds={mailboxes} />
      <TableControls
        search={search}
        monthFlag={monthFlag}
        onMonthFlag={setMonthFlag}
        filters={
          isCompaniesCard
            ? {
                hideNeeded,
                onHideNeeded: setHideNeeded,
                neededCount: counts.data?.neededDomain ?? 0,
                showRecommended,
                onShowRecommended: setShowRecommended,
                recommendedCount: counts.data?.recommendedDsrCount ?? 0,
              }
            : undefined
        }
        bulk={
          isCompaniesCard
            ? {
                selectedCount: selected.size,
                isMarking: bulkMarkNeeded.isPending,
                onMarkNeeded: () =>
                  bulkMarkNeeded.mutate([...selected], { onSuccess: () => select(new Set()) }),
                onRequestDeletion: () =>
                  actions.onRequestDeletion(
                    records.filter((r) => selected.has(r.domainName)),
                    { isSelection: true, onRaised: () => select(new Set()) },
                  ),
              }
            : undefined
        }
      />
      {table.isError && <ListLoadError error={table.error} />}
      <DomainTable
        id={tableId}
        records={records}
        isSelectable={isCompaniesCard}
        selected={selected}
        onToggle={toggle}
        onToggleAll={(isOn) =>
          select(isOn ? new Set(records.map((record) => record.domainName)) : new Set())
        }
        onOpen={actions.onOpen}
        onComplete={setToComplete}
        isLoading={table.isPending}
        isFailed={table.isError}
        hasMore={hasNextPage}
        onLoadMore={loadMore}
      />
      <Footprint emailId={emailId} />
      <CompleteRequestDialog
        record={toComplete}
        onConfirm={(record) => {
          setToComplete(null);
          statusChange.mutate({ change: 'complete', domainName: record.domainName });
        }}
        onCancel={() => setToComplete(null)}
      />
    </section>
  );
}
