import type { PersonRecord } from '@reclaim/contract';
import { formatDate } from '../domains/format-date';
import type { PeoplePage } from './people-api';

/** A person's row text: '{n} emails · last {Mon D, YYYY}', with '1 email' for one. */
export function personSummary(person: Pick<PersonRecord, 'noOfEmails' | 'lastEmailDate'>): string {
  const count = person.noOfEmails === 1 ? '1 email' : `${person.noOfEmails} emails`;
  return `${count} · last ${formatDate(person.lastEmailDate)}`;
}

/** The people of every page fetched so far, in the server's (domain) order. */
export function flattenPeople(pages: readonly PeoplePage[] | undefined): PersonRecord[] {
  return pages?.flatMap((page) => page.people) ?? [];
}
