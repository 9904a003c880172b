import type {
  DomainRecord,
  DsrDetails,
  RecordAnswerBody,
  RequestListItem,
  RequestStatus,
  RequestType,
} from '@reclaim/contract';
import {
  DSR_DETAILS_PATH,
  GET_REQUESTS_PATH,
  RECORD_ANSWER_PATH,
  SEND_DSR_REMINDER_PATH,
  UPDATE_REQUEST_STATUS_PATH,
} from '@reclaim/contract/paths';
import { ApiError } from '../../lib/api-client';
import { callApi } from '../../lib/call-api';
import { fetchStatusPage, type DomainPage } from '../domains/domains-api';

/**
 * Every record of a list: the first page, then the next by `lastKey` until there is none (spec
 * §7). A cursor seen before ends the walk, so a confused answer cannot loop forever.
 */
export async function collectPages(
  fetchPage: (cursor: string | null) => Promise<DomainPage>,
): Promise<DomainRecord[]> {
  const records: DomainRecord[] = [];
  const seen = new Set<string>();
  let cursor: string | null = null;
  do {
    const page = await fetchPage(cursor);
    records.push(...page.records);
    cursor = page.lastKey;
    if (cursor !== null && seen.has(cursor)) break;
    if (cursor !== null) seen.add(cursor);
  } while (cursor !== null);
  return records;
}

export interface RequestsQuery {
  emailId: string;
  statuses: readonly RequestStatus[];
  /** Lower-case search text; empty for none. */
  search: string;
}

/** `_get` over every page: the mailbox's companies with a request in one of `statuses`. */
export function fetchAllRequests(userName: string, query: RequestsQuery): Promise<DomainRecord[]> {
  return collectPages((cursor) =>
    fetchStatusPage(userName, {
      status: query.statuses.join(','),
      emailId: query.emailId,
      parsedEmailDataId: cursor,
      domainName: query.search || undefined,
    }),
  );
}

/** A request on a card: its company as the lists read it, and what it asks. */
export type RequestItem = DomainRecord & { requestType: RequestType };

/** `_getRequests`: the mailbox's access, objection and correction requests. */
export async function fetchOtherRequests(
  userName: string,
  emailId: string,
): Promise<RequestListItem[]> {
  const response = await callApi<{ data: { responseListObject: RequestListItem[] } }>(
    GET_REQUESTS_PATH,
    userName,
    { emailId },
  );
  return response.data.responseListObject;
}

/**
 * `_updateStatus`: an access, objection or correction request marked Completed, or Submitted
 * again (the toast's Undo).
 */
export async function updateRequestStatus(
  userName: string,
  change: {
    emailId: string;
    domainName: string;
    requestType: RequestType;
    status: 'reclaimed' | 'initiated';
  },
): Promise<void> {
  await callApi(UPDATE_REQUEST_STATUS_PATH, userName, change);
}

/** `_getDsrDetails`: the newest request of a type to one company, as it was sent. */
export async function fetchRequestDetails(
  userName: string,
  emailId: string,
  domainName: string,
  requestType: RequestType = 'erasure',
): Promise<DsrDetails> {
  const response = await callApi<{ data: { responseObject: DsrDetails } }>(
    DSR_DETAILS_PATH,
    userName,
    { emailId, domainName, requestType },
  );
  return response.data.responseObject;
}

/** `_recordAnswer`: what the company said; answers the request's details as they now stand. */
export async function recordAnswer(userName: string, body: RecordAnswerBody): Promise<DsrDetails> {
  const response = await callApi<{ data: { responseObject: DsrDetails } }>(
    RECORD_ANSWER_PATH,
    userName,
    body,
  );
  return response.data.responseObject;
}

/**
 * Runs `task` over `items` with at most `limit` at a time, answers in the items' order: a
 * download of many requests neither waits for each call in turn nor fires them all at once.
 */
export async function mapWithLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** How many `_getDsrDetails` calls a download makes at once. */
const DETAILS_AT_ONCE = 4;

/**
 * Each request's details beside its company, for the download. A company the server knows no
 * request for (404) has none; any other failure fails the download.
 */
export function fetchRequestRows(
  userName: string,
  records: readonly RequestItem[],
): Promise<{ record: RequestItem; details: DsrDetails | null }[]> {
  return mapWithLimit(records, DETAILS_AT_ONCE, async (record) => {
    try {
      return {
        record,
        details: await fetchRequestDetails(
          userName,
          record.emailId,
          record.domainName,
          record.requestType,
        ),
      };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return { record, details: null };
      throw error;
    }
  });
}

/**
 * `_sendReminder`: the overdue request's reminder is on its way, in the same thread. Refused with
 * 409 when it is not overdue or was reminded already.
 */
export async function sendReminder(
  userName: string,
  emailId: string,
  domainName: string,
  requestType: RequestType = 'erasure',
) {
  await callApi(SEND_DSR_REMINDER_PATH, userName, { emailId, domainName, requestType });
}
