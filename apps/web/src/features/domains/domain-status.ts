import type { DomainRecord } from '@reclaim/contract';

/** How a record's status is shown (spec §4 table); '-' for a plain pending record. */
export function statusLabel(record: Pick<DomainRecord, 'status' | 'dsrRecommendation'>): string {
  switch (record.status) {
    case 'pending':
      return record.dsrRecommendation === 1 ? 'Recommended' : '-';
    case 'needed':
      return 'Needed';
    case 'initiated':
      return 'Submitted';
    case 'processing':
      return 'Processing';
    case 'failed':
      return 'Failed';
    case 'reclaimed':
      return 'Completed';
  }
}

/** Whether a deletion request can be started for the record (spec §4: not once one is under way). */
export function canRequestDeletion(record: Pick<DomainRecord, 'status'>): boolean {
  return record.status === 'pending' || record.status === 'needed' || record.status === 'failed';
}
