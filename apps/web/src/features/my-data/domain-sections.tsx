import type { DomainRecord } from '@reclaim/contract';
import { useId, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { DomainCarousel } from './domain-carousel';
import { DomainGrid } from './domain-grid';
import { ListHeading } from './list-heading';
import type { Selection } from './selection';

interface SelectedDomainsProps {
  selection: Selection;
  renderCard: (record: DomainRecord) => ReactNode;
  onRequestSelected: () => void;
  /** A carousel on /my-data, a grid on /alldomains. */
  layout: 'carousel' | 'grid';
}

/** 'Selected Domains' with its total and 'Request Deletion for Selected'; absent when empty. */
export function SelectedDomains({
  selection,
  renderCard,
  onRequestSelected,
  layout,
}: SelectedDomainsProps) {
  const headingId = useId();
  if (selection.length === 0) return null;
  const heading = (
    <ListHeading
      id={headingId}
      title="Selected Domains"
      total={selection.length}
      action={
        <Button size="sm" className="w-full sm:w-auto" onClick={onRequestSelected}>
          Request Deletion for Selected
        </Button>
      }
    />
  );
  if (layout === 'grid') {
    return (
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        {heading}
        <DomainGrid records={selection} renderCard={renderCard} />
      </section>
    );
  }
  return (
    <DomainCarousel
      labelledBy={headingId}
      header={heading}
      records={selection}
      renderCard={renderCard}
    />
  );
}

interface RecommendedDomainsProps {
  /** The recommended records not selected. */
  records: readonly DomainRecord[];
  total: number;
  list: { hasMore: boolean; isPending: boolean; isFetchingMore: boolean; fetchMore: () => void };
  renderCard: (record: DomainRecord) => ReactNode;
}

/** The recommended carousel (spec §2); absent while loading and when nothing is recommended. */
export function RecommendedDomains({ records, total, list, renderCard }: RecommendedDomainsProps) {
  const headingId = useId();
  if (list.isPending || (records.length === 0 && !list.hasMore)) return null;
  return (
    <DomainCarousel
      labelledBy={headingId}
      header={
        <ListHeading
          id={headingId}
          title="We recommend you to raise Data Subject Request for"
          total={total}
        />
      }
      records={records}
      renderCard={renderCard}
      hasMore={list.hasMore}
      isFetchingMore={list.isFetchingMore}
      onNearEnd={list.fetchMore}
    />
  );
}
