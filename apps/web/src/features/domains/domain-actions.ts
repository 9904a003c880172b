import type { DomainRecord } from '@reclaim/contract';
import { canRequestDeletion } from './domain-status';
import type { DomainChange } from './use-domain-status';

type Status = Pick<DomainRecord, 'status'>;

/** A button of a card or dialog as the record's status decides it. */
export interface ActionButton<Label extends string> {
  label: Label;
  isEnabled: boolean;
}

/**
 * A card's request button (spec §2): 'DSR Raised' once a request is under way or done, 'DSR
 * Failed' after one failed — both disabled (a failed request is retried from the details).
 */
export function cardRequestButton(
  record: Status,
): ActionButton<'Request Deletion' | 'DSR Raised' | 'DSR Failed'> {
  if (record.status === 'failed') return { label: 'DSR Failed', isEnabled: false };
  if (!canRequestDeletion(record)) return { label: 'DSR Raised', isEnabled: false };
  return { label: 'Request Deletion', isEnabled: true };
}

/** A card's 'Mark As Needed', which reads 'Remove' on a needed record; off once a request exists. */
export function cardNeededButton(
  record: Status,
): ActionButton<'Mark As Needed' | 'Remove'> & { change: DomainChange } {
  if (record.status === 'needed')
    return { label: 'Remove', isEnabled: true, change: 'removeNeeded' };
  return { label: 'Mark As Needed', isEnabled: record.status === 'pending', change: 'markNeeded' };
}

/** Whether a card shows its checkbox (spec §2: hidden for needed records). */
export function isCheckboxShown(record: Status): boolean {
  return record.status !== 'needed';
}

/** Whether a card can be selected for 'Request Deletion for Selected': only before any request. */
export function canSelect(record: Status): boolean {
  return record.status === 'pending';
}

/**
 * The first button of the Domain Details modal (spec §2): 'OK' (closes) once a request is under
 * way or done, 'Retry' after a failure, otherwise 'Request Deletion'.
 */
export function detailsRequestButton(record: Status): {
  label: 'Request Deletion' | 'Retry' | 'OK';
  requests: boolean;
} {
  if (record.status === 'failed') return { label: 'Retry', requests: true };
  if (!canRequestDeletion(record)) return { label: 'OK', requests: false };
  return { label: 'Request Deletion', requests: true };
}

/**
 * The date shown as 'Requested On': the status date of every record with a request (processing,
 * submitted, failed or completed), as the table and the cards show it; none before any request.
 */
export function requestedOn(record: Pick<DomainRecord, 'status' | 'statusDate'>): string | null {
  return record.status === 'pending' || record.status === 'needed' ? null : record.statusDate;
}

/**
 * Whether the Domain Details modal offers 'This is a person': only before any request, since a
 * request already under way cannot be taken back by hiding its company.
 */
export function canMarkPerson(record: Status): boolean {
  return record.status === 'pending' || record.status === 'needed';
}
