import {
  BULK_UPDATE_DOMAIN_STATUS_PATH,
  GET_DOMAIN_COUNTS_PATH,
  GET_DOMAINS_PATH,
  GET_DOMAINS_V2_PATH,
  UPDATE_DOMAIN_STATUS_PATH,
  type DomainCounts,
  type DomainCountsResponse,
  type DomainListBody,
  type DomainListResponse,
  type DomainListV2Body,
  type DomainRecord,
  type UpdateDomainStatusBody,
} from '@reclaim/contract';
import { ApiError } from '../../lib/api-client';
import { callApi } from '../../lib/call-api';

/** One page of a domain list and the cursor of the next (null at the end). */
export interface DomainPage {
  records: DomainRecord[];
  lastKey: string | null;
}

/**
 * A 404 (the mailbox is gone, for instance after a disconnect in another tab) is an empty list,
 * as spec §8 says; other failures reach the caller.
 */
async function readPage(request: Promise<DomainListResponse>): Promise<DomainPage> {
  try {
    const response = await request;
    return { records: response.data.responseListObject, lastKey: response.data.lastKey };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { records: [], lastKey: null };
    throw error;
  }
}

/** `_get/v2`: a page of one dashboard card's records. */
export function fetchTilePage(userName: string, body: DomainListV2Body): Promise<DomainPage> {
  return readPage(callApi<DomainListResponse>(GET_DOMAINS_V2_PATH, userName, body));
}

/** `_get`: a page of records with the given status (or comma list, or 'recommended'). */
export function fetchStatusPage(userName: string, body: DomainListBody): Promise<DomainPage> {
  return readPage(callApi<DomainListResponse>(GET_DOMAINS_PATH, userName, body));
}

/** `_getAllDomain`: the counts of one mailbox. */
export async function fetchDomainCounts(userName: string, emailId: string): Promise<DomainCounts> {
  const response = await callApi<DomainCountsResponse>(GET_DOMAIN_COUNTS_PATH, userName, {
    emailId,
  });
  return response.data.responseListObject[0];
}

/** `_update`: marks one record needed, pending again, or reclaimed. */
export async function updateDomainStatus(
  userName: string,
  body: UpdateDomainStatusBody,
): Promise<void> {
  await callApi(UPDATE_DOMAIN_STATUS_PATH, userName, body);
}

/** `_bulkUpdate`: marks the selected records needed. */
export async function markDomainsNeeded(
  userName: string,
  emailId: string,
  domainNames: readonly string[],
): Promise<void> {
  await callApi(BULK_UPDATE_DOMAIN_STATUS_PATH, userName, {
    status: 'needed',
    emailId,
    bulkDomain: domainNames,
  });
}
