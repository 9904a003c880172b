import {
  formatShortDate,
  type DomainRecord,
  type RequestListItem,
  type RequestStatus,
  type RequestType,
} from '@reclaim/contract';
import type { RequestItem } from './requests-api';
import { REQUESTS_PAGE_SIZE } from '@reclaim/contract/constants';

/** A section of /my-deletion-requests: the requests in one status (spec §2). */
export interface RequestSection {
  status: RequestStatus;
  title: string;
}

/** The sections in the order the page shows them; titles are the spec's product copy. */
export const REQUEST_SECTIONS: readonly RequestSection[] = [
  { status: 'reclaimed', title: 'Completed Data Subject Request(s)' },
  { status: 'initiated', title: 'Submitted Data Subject Request(s)' },
  { status: 'processing', title: 'Processing Data Subject Request(s)' },
  { status: 'failed', title: 'Failed Data Subject Request(s)' },
];

/** `?filter=completed` shows only completed requests; any other value, or none, shows them all. */
export type RequestsFilter = 'completed' | 'all';

export function readRequestsFilter(param: string | null): RequestsFilter {
  return param === 'completed' ? 'completed' : 'all';
}

/** The statuses `_get` is asked for under a filter (spec §2, §7). */
export function listedStatuses(filter: RequestsFilter): RequestStatus[] {
  return filter === 'completed'
    ? ['reclaimed']
    : ['initiated', 'failed', 'reclaimed', 'processing'];
}

/**
 * The records of each section the filter shows, in the lists' order (newest status change first).
 * Sections without a record are left out.
 */
export function groupRequests(
  records: readonly RequestItem[],
  filter: RequestsFilter,
): { section: RequestSection; records: RequestItem[] }[] {
  const statuses = listedStatuses(filter);
  return REQUEST_SECTIONS.filter((section) => statuses.includes(section.status))
    .map((section) => ({
      section,
      records: records.filter((record) => record.status === section.status),
    }))
    .filter((group) => group.records.length > 0);
}

/** How many pages of 8 cards a section has (spec §9); at least one. */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / REQUESTS_PAGE_SIZE));
}

/** The page a section shows: the one asked for, or the last one once the section has shrunk. */
export function clampPage(page: number, total: number): number {
  return Math.min(Math.max(1, page), pageCount(total));
}

/** The cards of page `page` (counted from 1). */
export function pageOf<T>(items: readonly T[], page: number): T[] {
  const start = (clampPage(page, items.length) - 1) * REQUESTS_PAGE_SIZE;
  return items.slice(start, start + REQUESTS_PAGE_SIZE);
}

/**
 * A Submitted request the company has not answered by its legal deadline; a refusal is an answer,
 * not a wait (decision 76). Told here rather than by the server, because the lists' answers are
 * cached and would not turn overdue on their own.
 */
export function isOverdue(
  record: Pick<DomainRecord, 'status' | 'dueDate'> & Partial<Pick<DomainRecord, 'outcome'>>,
  now: Date,
): boolean {
  if (record.status !== 'initiated' || !record.dueDate) return false;
  if (record.outcome?.outcome === 'denied') return false;
  return new Date(record.dueDate).getTime() < now.getTime();
}

/**
 * Whether the card offers 'Send Reminder': the request is overdue, the company has not replied
 * (nor answered by post or phone) and no reminder went out yet (one per request, decision 0026).
 */
export function canRemind(
  record: Pick<DomainRecord, 'status' | 'dueDate' | 'companyReply' | 'reminderSentAt'> &
    Partial<Pick<DomainRecord, 'outcome'>>,
  now: Date,
): boolean {
  return (
    isOverdue(record, now) && !record.companyReply && !record.outcome && !record.reminderSentAt
  );
}

/** 'Answer due Mon D, YYYY' under a Submitted request; null for the others. */
export function dueDateText(record: Pick<DomainRecord, 'status' | 'dueDate'>): string | null {
  if (record.status !== 'initiated' || !record.dueDate) return null;
  return `Answer due ${formatShortDate(new Date(record.dueDate))}`;
}

/**
 * 'Mark as Complete' is offered on a sent (Submitted) request only, the one the server completes:
 * a Processing one has not reached the company yet, a Failed one never did (it offers Retry), and
 * a Completed one has nothing left to do.
 */
export function canComplete(status: DomainRecord['status']): boolean {
  return status === 'initiated';
}

/** Which requests the page shows: every type, or one. */
export type RequestTypeFilter = RequestType | 'all';

/** A request's key among the cards: a company may have one of each type. */
export const requestKey = (item: Pick<RequestItem, 'domainName' | 'requestType'>) =>
  `${item.domainName}:${item.requestType}`;

/**
 * The cards of a mailbox: its companies' erasure requests (the company records the lists answer)
 * and its other requests, those in `statuses` whose company matches the search, of the type
 * asked for, newest status change first.
 */
export function requestItems(
  records: readonly DomainRecord[],
  others: readonly RequestListItem[],
  query: { statuses: readonly RequestStatus[]; search: string; type: RequestTypeFilter },
): RequestItem[] {
  const erasures = records.map((record) => ({ ...record, requestType: 'erasure' as const }));
  const matching = others.filter(
    (item) =>
      (query.statuses as readonly string[]).includes(item.status) &&
      (query.search === '' ||
        item.domainName.includes(query.search) ||
        item.name.toLowerCase().includes(query.search)),
  );
  const time = (item: RequestItem) => (item.statusDate ? Date.parse(item.statusDate) : 0);
  return [...erasures, ...matching]
    .filter((item) => query.type === 'all' || item.requestType === query.type)
    .sort((a, b) => time(b) - time(a));
}
