import { useId, useState, type ReactNode } from 'react';
import { ListHeading } from '../my-data/list-heading';
import type { RequestItem } from './requests-api';
import { clampPage, pageOf, requestKey, type RequestSection as Section } from './request-sections';
import { SectionPager } from './section-pager';

interface RequestSectionProps {
  section: Section;
  records: readonly RequestItem[];
  renderCard: (record: RequestItem) => ReactNode;
}

/**
 * One status's requests (spec §2): the title with 'Total (n)', 8 cards a page — one a row on a
 * phone — and the pager when there is more than one page.
 */
export function RequestSection({ section, records, renderCard }: RequestSectionProps) {
  const headingId = useId();
  const [asked, setAsked] = useState(1);
  // Completing the last card of the last page leaves that page empty: show the one before.
  const page = clampPage(asked, records.length);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <ListHeading id={headingId} title={section.title} total={records.length} />
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {pageOf(records, page).map((record) => (
          <li key={requestKey(record)}>{renderCard(record)}</li>
        ))}
      </ul>
      <SectionPager
        label={section.title}
        page={page}
        total={records.length}
        onPageChange={setAsked}
      />
    </section>
  );
}
