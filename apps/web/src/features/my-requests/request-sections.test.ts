import type { DomainStatus } from '@reclaim/contract';
import { describe, expect, it } from 'vitest';
import { domainRecord } from '../domains/testing/domain-record';
import {
  canRemind,
  clampPage,
  canComplete,
  dueDateText,
  groupRequests,
  isOverdue,
  listedStatuses,
  pageCount,
  pageOf,
  readRequestsFilter,
  requestItems,
  requestKey,
} from './request-sections';

function request(domainName: string, status: DomainStatus, dueDate: string | null = null) {
  return { ...domainRecord(domainName, { status, dueDate }), requestType: 'erasure' as const };
}

const NOW = new Date('2026-06-15T12:00:00Z');

describe('the filter parameter', () => {
  it('shows only completed requests for filter=completed', () => {
    expect(readRequestsFilter('completed')).toBe('completed');
    expect(listedStatuses('completed')).toEqual(['reclaimed']);
  });

  it('shows every request status for any other value or none', () => {
    for (const param of [null, '', 'Completed', 'failed', 'all']) {
      expect(readRequestsFilter(param)).toBe('all');
    }
    expect(listedStatuses('all')).toEqual(['initiated', 'failed', 'reclaimed', 'processing']);
  });
});

describe('grouping requests into sections', () => {
  const records = [
    request('a.example', 'initiated'),
    request('b.example', 'reclaimed'),
    request('c.example', 'failed'),
    request('d.example', 'initiated'),
    request('e.example', 'processing'),
  ];

  it('puts each request in its status section, Completed first, in the lists’ order', () => {
    const groups = groupRequests(records, 'all');
    expect(groups.map((group) => group.section.title)).toEqual([
      'Completed Data Subject Request(s)',
      'Submitted Data Subject Request(s)',
      'Processing Data Subject Request(s)',
      'Failed Data Subject Request(s)',
    ]);
    expect(groups[1]!.records.map((record) => record.domainName)).toEqual([
      'a.example',
      'd.example',
    ]);
  });

  it('leaves out empty sections and, under filter=completed, all but Completed', () => {
    expect(groupRequests([request('a.example', 'initiated')], 'all')).toHaveLength(1);
    const completed = groupRequests(records, 'completed');
    expect(completed.map((group) => group.section.status)).toEqual(['reclaimed']);
  });

  it('lists no section for companies without a request', () => {
    expect(groupRequests([request('a.example', 'pending')], 'all')).toEqual([]);
  });
});

describe('paging sections at 8 cards', () => {
  const items = Array.from({ length: 19 }, (_, index) => index);

  it('counts pages, one at least', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(8)).toBe(1);
    expect(pageCount(9)).toBe(2);
    expect(pageCount(19)).toBe(3);
  });

  it('slices the page asked for', () => {
    expect(pageOf(items, 1)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(pageOf(items, 3)).toEqual([16, 17, 18]);
  });

  it('falls back to the last page when the section shrank under the one shown', () => {
    expect(clampPage(3, 16)).toBe(2);
    expect(pageOf(items.slice(0, 16), 3)).toEqual([8, 9, 10, 11, 12, 13, 14, 15]);
    expect(clampPage(0, 5)).toBe(1);
  });
});

describe('due dates', () => {
  it('says when a Submitted request must be answered', () => {
    expect(dueDateText(request('a.example', 'initiated', '2026-07-15T09:30:00Z'))).toBe(
      'Answer due Jul 15, 2026',
    );
    expect(dueDateText(request('a.example', 'reclaimed', '2026-07-15T09:30:00Z'))).toBeNull();
    expect(dueDateText(request('a.example', 'processing'))).toBeNull();
  });

  it('marks a Submitted request overdue once its due date has passed', () => {
    expect(isOverdue(request('a.example', 'initiated', '2026-06-15T11:59:59Z'), NOW)).toBe(true);
    expect(isOverdue(request('a.example', 'initiated', '2026-06-15T12:00:01Z'), NOW)).toBe(false);
    expect(isOverdue(request('a.example', 'reclaimed', '2026-01-01T00:00:00Z'), NOW)).toBe(false);
    expect(isOverdue(request('a.example', 'initiated', null), NOW)).toBe(false);
    // A refusal is an answer, not a wait; an identity demand leaves it waiting.
    const late = request('a.example', 'initiated', '2026-06-15T11:59:59Z');
    expect(isOverdue({ ...late, outcome: { outcome: 'denied', reason: 'other' } }, NOW)).toBe(
      false,
    );
    expect(
      isOverdue(
        { ...late, outcome: { outcome: 'in_progress', reason: 'need_user_verification' } },
        NOW,
      ),
    ).toBe(true);
  });

  it('offers one reminder for an overdue request the company has not answered', () => {
    const overdue = request('a.example', 'initiated', '2026-06-01T00:00:00Z');
    expect(canRemind(overdue, NOW)).toBe(true);
    expect(canRemind({ ...overdue, reminderSentAt: '2026-06-10T00:00:00Z' }, NOW)).toBe(false);
    const replied = { date: '2026-06-02T00:00:00Z', subject: 'Re: your request' };
    expect(canRemind({ ...overdue, companyReply: replied }, NOW)).toBe(false);
    // Nor once the person said the company answered by post or phone.
    expect(
      canRemind({ ...overdue, outcome: { outcome: 'in_progress', reason: 'acknowledged' } }, NOW),
    ).toBe(false);
    expect(canRemind(request('a.example', 'initiated', '2026-07-01T00:00:00Z'), NOW)).toBe(false);
    expect(canRemind(request('a.example', 'reclaimed', '2026-06-01T00:00:00Z'), NOW)).toBe(false);
  });
});

describe('Mark as Complete', () => {
  it('works on Submitted, waits on Processing, and is absent on Failed and Completed', () => {
    expect(canComplete('initiated')).toBe(true);
    // Not yet sent: nothing the company could have completed.
    expect(canComplete('processing')).toBe(false);
    expect(canComplete('failed')).toBe(false);
    expect(canComplete('reclaimed')).toBe(false);
  });
});

describe('the cards of a mailbox', () => {
  const other = (
    domainName: string,
    requestType: 'access' | 'objection' | 'correction',
    status: DomainStatus,
    statusDate: string,
  ) => ({
    ...domainRecord(domainName, { status, statusDate }),
    requestType,
    jurisdiction: 'gdpr' as const,
  });
  const records = [
    domainRecord('shop.example', { status: 'initiated', statusDate: '2026-06-10T00:00:00Z' }),
  ];
  const others = [
    other('shop.example', 'access', 'initiated', '2026-06-12T00:00:00Z'),
    other('bank.example', 'correction', 'reclaimed', '2026-06-01T00:00:00Z'),
    other('news.example', 'objection', 'failed', '2026-06-11T00:00:00Z'),
  ];
  const all = ['initiated', 'failed', 'reclaimed', 'processing'] as const;

  it('holds the erasure requests and the others of the listed statuses, newest first', () => {
    const items = requestItems(records, others, { statuses: all, search: '', type: 'all' });
    expect(items.map(requestKey)).toEqual([
      'shop.example:access',
      'news.example:objection',
      'shop.example:erasure',
      'bank.example:correction',
    ]);
    const completed = requestItems(records, others, {
      statuses: ['reclaimed'],
      search: '',
      type: 'all',
    });
    // The erasure records come already filtered by status from the lists.
    expect(completed.map(requestKey)).toEqual(['shop.example:erasure', 'bank.example:correction']);
  });

  it('keeps one type, or the companies the search finds', () => {
    expect(
      requestItems(records, others, { statuses: all, search: '', type: 'access' }).map(requestKey),
    ).toEqual(['shop.example:access']);
    expect(
      requestItems(records, others, { statuses: all, search: '', type: 'erasure' }).map(requestKey),
    ).toEqual(['shop.example:erasure']);
    expect(
      requestItems([], others, { statuses: all, search: 'bank', type: 'all' }).map(requestKey),
    ).toEqual(['bank.example:correction']);
  });
});
