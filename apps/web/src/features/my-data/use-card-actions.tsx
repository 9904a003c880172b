import type { DomainRecord } from '@reclaim/contract';
import { useCallback, useState } from 'react';
import { DomainCard } from '../domains/domain-card';
import { DomainDetailsDialog } from '../domains/domain-details-dialog';
import { useOpenPreviewRoute, useRequestDeletion } from '../deletion-requests/use-request-deletion';
import { addToSelection, isSelected, removeFromSelection, type Selection } from './selection';

/**
 * The selection and the cards' actions of a my-data page: checking and unchecking, the Domain
 * Details modal, and the request flow with its 25 limit, whose preview is a route of its own.
 * Any status change clears the selection (spec §4); the lists reload by themselves. Render
 * `dialogs` once.
 */
export function useCardActions() {
  const [selection, setSelection] = useState<Selection>([]);
  const [details, setDetails] = useState<DomainRecord | null>(null);
  const { requestDeletion, dialogs: requestDialogs } = useRequestDeletion(useOpenPreviewRoute());
  const clearSelection = useCallback(() => setSelection([]), []);

  const renderCard = (record: DomainRecord) => (
    <DomainCard
      record={record}
      isSelected={isSelected(selection, record.domainName)}
      onSelectedChange={(isOn) =>
        setSelection((current) =>
          isOn ? addToSelection(current, record) : removeFromSelection(current, record.domainName),
        )
      }
      onViewDetails={() => setDetails(record)}
      onRequestDeletion={() => requestDeletion([record])}
      onRequestData={() => requestDeletion([record], { requestType: 'access' })}
      onStatusChanged={clearSelection}
    />
  );

  const dialogs = (
    <>
      <DomainDetailsDialog
        record={details}
        onClose={() => setDetails(null)}
        onRequestDeletion={(record) => requestDeletion([record])}
        onRequestData={(record) => requestDeletion([record], { requestType: 'access' })}
        onStatusChanged={clearSelection}
      />
      {requestDialogs}
    </>
  );

  return {
    selection,
    renderCard,
    /** 'Request Deletion for Selected': refused above 25, otherwise /request-deletion-multiple. */
    requestSelected: () => requestDeletion(selection, { isSelection: true }),
    dialogs,
  };
}
