import { describe, expect, it } from 'vitest';
import type { DomainPage } from '../domains/domains-api';
import { domainRecord } from '../domains/testing/domain-record';
import { collectPages, mapWithLimit } from './requests-api';

describe('fetching every page of a list', () => {
  it('follows lastKey until the last page', async () => {
    const pages: Record<string, DomainPage> = {
      first: { records: [domainRecord('a.example')], lastKey: 'k1' },
      k1: { records: [domainRecord('b.example')], lastKey: 'k2' },
      k2: { records: [domainRecord('c.example')], lastKey: null },
    };
    const asked: (string | null)[] = [];
    const records = await collectPages(async (cursor) => {
      asked.push(cursor);
      return pages[cursor ?? 'first']!;
    });
    expect(records.map((record) => record.domainName)).toEqual([
      'a.example',
      'b.example',
      'c.example',
    ]);
    expect(asked).toEqual([null, 'k1', 'k2']);
  });

  it('stops at a cursor it has seen before', async () => {
    let calls = 0;
    const records = await collectPages(async () => {
      calls += 1;
      return { records: [domainRecord(`d${calls}.example`)], lastKey: 'same' };
    });
    expect(calls).toBe(2);
    expect(records).toHaveLength(2);
  });
});

describe('running calls a few at a time', () => {
  it('answers in the items’ order and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const results = await mapWithLimit([30, 10, 20, 0, 5], 2, async (delay) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, delay));
      running -= 1;
      return delay * 2;
    });
    expect(results).toEqual([60, 20, 40, 0, 10]);
    expect(most).toBe(2);
  });

  it('answers nothing for no items', async () => {
    expect(await mapWithLimit([], 4, async () => 1)).toEqual([]);
  });

  it('fails when one call fails', async () => {
    await expect(
      mapWithLimit([1, 2, 3], 2, async (item) => {
        if (item === 2) throw new Error('refused');
        return item;
      }),
    ).rejects.toThrow('refused');
  });
});
