import type { DomainRecord } from '@reclaim/contract';
import type { ReactNode } from 'react';

/** Company cards in a grid: 1, 2, 3 or 4 columns by width (/alldomains). */
export function DomainGrid({
  records,
  renderCard,
}: {
  records: readonly DomainRecord[];
  renderCard: (record: DomainRecord) => ReactNode;
}) {
  return (
    <ul className="grid grid-cols-1 gap-4 min-[464px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
      {records.map((record) => (
        <li key={record.domainName}>{renderCard(record)}</li>
      ))}
    </ul>
  );
}
