import type { DomainRecord } from '@reclaim/contract';
import { MAX_DELETION_REQUESTS_PER_BATCH } from '@reclaim/contract/constants';
import { canRequestDeletion } from '../domains/domain-status';

/** Spec §5: more than 25 selected companies block a multi-request. */
export function isOverBatchLimit(count: number): boolean {
  return count > MAX_DELETION_REQUESTS_PER_BATCH;
}

/** The records of a request that may be asked for now: none already under way or done. */
export function requestableRecords<T extends Pick<DomainRecord, 'status'>>(
  records: readonly T[],
): T[] {
  return records.filter(canRequestDeletion);
}
