import type { DomainCounts, DomainRecord } from '@reclaim/contract';
import { describe, expect, it } from 'vitest';
import { domainRecord } from '../domains/testing/domain-record';
import { belongsTo, listStatus, listTotal, serverCount } from './my-data-lists';
import { addToSelection, removeFromSelection, withoutSelected } from './selection';

const NOW = new Date('2026-06-15T12:00:00Z');

function record(domainName: string, overrides: Partial<DomainRecord> = {}): DomainRecord {
  return domainRecord(domainName, {
    emailAddress: 'me@example.com',
    emailId: 'me@example.com',
    ...overrides,
  });
}

const COUNTS: DomainCounts = {
  neededDomain: 10,
  pendingDomain: 200,
  processingDomain: 1,
  failedDomain: 2,
  initiatedDomain: 3,
  reclaimedDomain: 50,
  recommendedDsrCount: 150,
  oneMonthAgoCount: 120,
  sixMonthsAgoCount: 130,
  oneYearAgoCount: 140,
};

describe('the lists of the my-data page', () => {
  it('asks for the recommended list, and for every status but completed in the tabs', () => {
    expect(listStatus('recommended')).toBe('recommended');
    expect(listStatus('all')).toBe('pending,needed,processing,initiated,failed');
    expect(listStatus(6)).toBe(listStatus('all'));
  });

  it('counts the tabs and the recommended list from _getAllDomain', () => {
    expect(serverCount(COUNTS, 'all')).toBe(216);
    expect(serverCount(COUNTS, 'recommended')).toBe(150);
    expect(serverCount(COUNTS, 1)).toBe(120);
    expect(serverCount(COUNTS, 6)).toBe(130);
    expect(serverCount(COUNTS, 12)).toBe(140);
  });

  it('puts a record in the age buckets its first e-mail falls in', () => {
    const threeWeeks = record('new.example', { firstEmailDate: '2026-05-25T00:00:00.000Z' });
    const fourMonths = record('recent.example', { firstEmailDate: '2026-02-10T00:00:00.000Z' });
    const twoYears = record('old.example', { firstEmailDate: '2024-06-01T00:00:00.000Z' });
    const inBuckets = (r: DomainRecord) =>
      ([1, 6, 12] as const).filter((months) => belongsTo(r, months, NOW));

    expect(inBuckets(threeWeeks)).toEqual([1, 6, 12]);
    expect(inBuckets(fourMonths)).toEqual([6, 12]);
    expect(inBuckets(twoYears)).toEqual([]);
    expect(belongsTo(twoYears, 'all', NOW)).toBe(true);
  });

  it('counts only pending recommended records in the recommended list', () => {
    expect(belongsTo(record('a.example', { dsrRecommendation: 1 }), 'recommended', NOW)).toBe(true);
    expect(belongsTo(record('b.example'), 'recommended', NOW)).toBe(false);
    const needed = record('c.example', { dsrRecommendation: 1, status: 'needed' });
    expect(belongsTo(needed, 'recommended', NOW)).toBe(false);
  });
});

describe('selecting cards', () => {
  const amazon = record('amazon.com', { dsrRecommendation: 1 });
  const netflix = record('netflix.com', { firstEmailDate: '2026-06-01T00:00:00.000Z' });
  const ebay = record('ebay.com');

  it('moves a checked record out of the lists, and back when unchecked', () => {
    const lists = [amazon, netflix, ebay];
    const selection = addToSelection([], netflix);

    expect(selection).toEqual([netflix]);
    expect(withoutSelected(lists, selection)).toEqual([amazon, ebay]);
    expect(withoutSelected(lists, removeFromSelection(selection, 'netflix.com'))).toEqual(lists);
  });

  it('selects a record once however often it is checked, in the order checked', () => {
    const selection = addToSelection(addToSelection(addToSelection([], ebay), amazon), ebay);

    expect(selection.map((r) => r.domainName)).toEqual(['ebay.com', 'amazon.com']);
  });

  it('counts the records shown once every page is loaded', () => {
    const list = {
      records: [amazon, netflix, ebay],
      hasMore: false,
      count: 999,
      isSearching: false,
    };

    expect(listTotal(list, [], () => true)).toBe(3);
    expect(listTotal(list, [amazon], () => true)).toBe(2);
  });

  it('takes the selected records of a bucket off its server count while pages are missing', () => {
    const list = {
      records: [amazon, netflix, ebay],
      hasMore: true,
      count: 120,
      isSearching: false,
    };
    const selection = [amazon, netflix];
    const inOneMonth = (r: DomainRecord) => belongsTo(r, 1, NOW);

    expect(listTotal(list, selection, inOneMonth)).toBe(119);
    expect(listTotal(list, selection, (r) => belongsTo(r, 'all', NOW))).toBe(118);
    expect(listTotal(list, removeFromSelection(selection, 'netflix.com'), inOneMonth)).toBe(120);
  });

  it('counts the records shown while a search narrows the list', () => {
    const list = { records: [amazon, ebay], hasMore: true, count: 120, isSearching: true };

    expect(listTotal(list, [ebay], () => true)).toBe(1);
  });
});
