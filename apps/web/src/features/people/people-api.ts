import {
  GET_PEOPLE_PATH,
  UPDATE_SENDER_KIND_PATH,
  type PeopleListBody,
  type PeopleListResponse,
  type PersonRecord,
  type UpdateSenderKindBody,
} from '@reclaim/contract';
import { callApi } from '../../lib/call-api';

/** One page of the senders judged people and the cursor of the next (null at the end). */
export interface PeoplePage {
  people: PersonRecord[];
  lastKey: string | null;
}

/** `_getPeople`: a page of the senders judged people, over all the caller's mailboxes. */
export async function fetchPeoplePage(
  userName: string,
  cursor: string | null,
): Promise<PeoplePage> {
  const body: PeopleListBody = { parsedEmailDataId: cursor };
  const response = await callApi<PeopleListResponse>(GET_PEOPLE_PATH, userName, body);
  return { people: response.data.responseListObject, lastKey: response.data.lastKey };
}

/** `domainKind/_update`: says a sender is a person or a company, for all the caller's mailboxes. */
export async function updateSenderKind(
  userName: string,
  body: UpdateSenderKindBody,
): Promise<void> {
  await callApi(UPDATE_SENDER_KIND_PATH, userName, body);
}
