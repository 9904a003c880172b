import type { PersonRecord } from '@reclaim/contract';
import { describe, expect, it } from 'vitest';
import { flattenPeople, personSummary } from './people-list';

function person(domainName: string, overrides: Partial<PersonRecord> = {}): PersonRecord {
  return {
    domainName,
    emailIds: ['ada@reclaim.example'],
    noOfEmails: 3,
    firstEmailDate: '2023-02-01T00:00:00.000Z',
    lastEmailDate: '2024-01-05T23:30:00.000Z',
    isCorrected: false,
    ...overrides,
  };
}

describe("a person's row", () => {
  it("reads '{n} emails · last {Mon D, YYYY}'", () => {
    expect(personSummary(person('smith.family'))).toBe('3 emails · last Jan 5, 2024');
    expect(personSummary(person('smith.family', { noOfEmails: 0 }))).toBe(
      '0 emails · last Jan 5, 2024',
    );
  });

  it("says '1 email' for a single e-mail", () => {
    expect(personSummary(person('smith.family', { noOfEmails: 1 }))).toBe(
      '1 email · last Jan 5, 2024',
    );
  });

  it("shows '-' when the last date is unreadable", () => {
    expect(personSummary(person('smith.family', { lastEmailDate: 'soon' }))).toBe(
      '3 emails · last -',
    );
  });
});

describe('flattenPeople', () => {
  it('lists the people of every page in order', () => {
    const pages = [
      { people: [person('a.example'), person('b.example')], lastKey: 'b.example' },
      { people: [person('c.example')], lastKey: null },
    ];
    expect(flattenPeople(pages).map((each) => each.domainName)).toEqual([
      'a.example',
      'b.example',
      'c.example',
    ]);
  });

  it('is empty before the first page arrives', () => {
    expect(flattenPeople(undefined)).toEqual([]);
    expect(flattenPeople([{ people: [], lastKey: null }])).toEqual([]);
  });
});
