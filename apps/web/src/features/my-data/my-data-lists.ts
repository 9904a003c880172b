import {
  monthsBefore,
  type DomainCounts,
  type DomainRecord,
  type DomainStatus,
} from '@reclaim/contract';
import type { Selection } from './selection';
import { withoutSelected } from './selection';

/** The tabs under 'When First Joined:': every company, or those first seen within 1, 6, 12 months. */
export type AgeTab = 'all' | 1 | 6 | 12;

/** A list of the my-data page: the recommended carousel or one age tab. */
export type MyDataList = 'recommended' | AgeTab;

/**
 * The companies that still hold the person's data: everything but completed requests. Needed ones
 * stay (with 'Remove'), as do requests under way ('DSR Raised') or failed ('DSR Failed').
 */
export const HOLDING_STATUSES = [
  'pending',
  'needed',
  'processing',
  'initiated',
  'failed',
] as const satisfies readonly DomainStatus[];

/** The `_get` status of a list: 'recommended' (pending and recommended) or the comma list above. */
export function listStatus(list: MyDataList): string {
  return list === 'recommended' ? 'recommended' : HOLDING_STATUSES.join(',');
}

/** Whether a record is counted in `list`: its status, or its first e-mail's age (spec §4, §9). */
export function belongsTo(record: DomainRecord, list: MyDataList, now: Date): boolean {
  if (list === 'recommended') return record.status === 'pending' && record.dsrRecommendation === 1;
  if (!(HOLDING_STATUSES as readonly string[]).includes(record.status)) return false;
  if (list === 'all') return true;
  return new Date(record.firstEmailDate) >= monthsBefore(now, list);
}

/** The server's count of a list's records (`_getAllDomain`), before the selection is taken out. */
export function serverCount(counts: DomainCounts, list: MyDataList): number {
  switch (list) {
    case 'recommended':
      return counts.recommendedDsrCount;
    case 'all':
      return HOLDING_STATUSES.reduce((sum, status) => sum + counts[`${status}Domain`], 0);
    case 1:
      return counts.oneMonthAgoCount;
    case 6:
      return counts.sixMonthsAgoCount;
    case 12:
      return counts.oneYearAgoCount;
  }
}

interface LoadedList {
  /** The records of the pages fetched so far. */
  records: readonly DomainRecord[];
  /** Whether the server has more pages. */
  hasMore: boolean;
  /** `_getAllDomain`'s count of the whole list, when known. */
  count?: number | undefined;
  /** A search narrows the list, and the counts know nothing of it. */
  isSearching: boolean;
}

/**
 * The 'Total (n)' of a list. Once every page is here it is the records shown. Before that it is
 * the server's count less the selected records that belong to the list (checking a card moves it
 * out of its age buckets and unchecking moves it back, spec §4) — never fewer than already shown.
 * The age counts also include completed requests, which only matters while pages are missing.
 */
export function listTotal(
  list: LoadedList,
  selection: Selection,
  belongs: (record: DomainRecord) => boolean,
): number {
  const shown = withoutSelected(list.records, selection).length;
  if (!list.hasMore || list.isSearching || list.count === undefined) return shown;
  const selectedHere = selection.filter(belongs).length;
  return Math.max(shown, list.count - selectedHere);
}
