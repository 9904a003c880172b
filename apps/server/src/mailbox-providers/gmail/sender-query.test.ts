import { describe, expect, it } from 'vitest';
import { GmailApiError, type GmailCall } from './gmail-client';
import { coDomainSuffixes, QUERY_BUDGET, SenderSearch } from './sender-query';

/**
 * A `messages.list` over a fixed set of messages, each with the tokens its From header has,
 * matching `from:x`, `from:(a OR b)` and `-from:(a OR "b c")` the way Gmail's search does, and
 * refusing any `q` longer than `limit` with a 400.
 */
function fakeList(messages: Record<string, string>, limit = Infinity) {
  const queries: string[] = [];
  const tokens = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const mentions = (from: string, term: string) =>
    ` ${tokens(from).join(' ')} `.includes(` ${tokens(term).join(' ')} `);
  const termsOf = (list: string) => (list.startsWith('(') ? list.slice(1, -1) : list).split(' OR ');
  const call: GmailCall = async (_method, _path, init) => {
    const q = init!.query!.get('q')!;
    queries.push(q);
    if (q.length > limit) throw new GmailApiError(400, 'invalidArgument', 'Invalid query');
    const senders = termsOf(/^from:(\([^)]*\)|\S+)/.exec(q)![1]!);
    const excluded = /-from:\((.*)\)/.exec(q)?.[1]?.split(' OR ') ?? [];
    const ids = Object.entries(messages)
      .filter(([, from]) => senders.some((sender) => mentions(from, sender)))
      .filter(([, from]) => !excluded.some((term) => mentions(from, term)))
      .map(([id]) => ({ id }))
      .slice(0, Number(init!.query!.get('maxResults') ?? 500));
    return { messages: ids, resultSizeEstimate: ids.length };
  };
  return { call, queries };
}

const MAIL = {
  m1: 'Shop <news@shop.com>',
  m2: 'Shop <orders@mail.shop.com>',
  m3: 'Shop AU <news@shop.com.au>',
  m4: '"shop.com Deals" <deals@dealsite.net>',
  m5: 'Dealsite <deals@dealsite.net>',
};

describe('coDomainSuffixes', () => {
  it('names the public suffixes that extend a domain’s last label, and nothing else', () => {
    const com = coDomainSuffixes('shop.com');
    expect(com).toEqual(expect.arrayContaining(['com.au', 'com.br', 'com.mx', 'com.tr']));
    expect(com.every((suffix) => /^com\.[a-z]{2}$/.test(suffix))).toBe(true);
    expect(com).not.toContain('com.zz');
    // Wildcard countries (`*.ck`) do not make every label a co-domain; `uk.in` is a real suffix.
    expect(coDomainSuffixes('shop.co.uk')).toEqual(['uk.in']);
    expect(coDomainSuffixes('shop.co')).toContain('co.uk');
  });
});

describe('SenderSearch', () => {
  it('lists what the search lists, less every excluded mention', async () => {
    const { call } = fakeList(MAIL);
    const search = new SenderSearch(call, 'before:2000000000');
    expect(await search.list('shop.com')).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(await search.list('shop.com', ['com.au', 'deals@dealsite.net'])).toEqual(['m1', 'm2']);
  });

  it('splits a long exclusion list into searches within the budget and intersects them', async () => {
    const { call, queries } = fakeList(MAIL);
    const search = new SenderSearch(call, 'before:2000000000');
    const filler = Array.from({ length: 150 }, (_, i) => `someone-${i}@elsewhere.org`);
    const ids = await search.list('shop.com', [...filler, 'com.au', 'deals@dealsite.net']);
    expect(ids).toEqual(['m1', 'm2']);
    expect(queries.length).toBeGreaterThan(1);
    expect(queries.every((q) => q.length <= QUERY_BUDGET)).toBe(true);
  });

  it('takes a 400 for a long search as the length limit, and splits shorter', async () => {
    const { call, queries } = fakeList(MAIL, 700);
    const search = new SenderSearch(call, 'before:2000000000');
    const filler = Array.from({ length: 40 }, (_, i) => `someone-${i}@elsewhere.org`);
    expect(await search.list('shop.com', [...filler, 'com.au'])).toEqual(['m1', 'm2', 'm4']);
    expect(queries.some((q) => q.length > 700)).toBe(true);
    // The shorter budget holds for the searches that follow.
    queries.length = 0;
    await search.list('shop.com', filler);
    expect(queries.every((q) => q.length <= 700)).toBe(true);
  });

  it('shrinks the budget to three quarters of a refused search, not to half of it', async () => {
    const { call, queries } = fakeList(MAIL, 1200);
    const search = new SenderSearch(call, 'before:2000000000');
    const filler = Array.from({ length: 45 }, (_, i) => `someone-${i}@elsewhere.org`);
    expect(await search.list('shop.com', [...filler, 'com.au'])).toEqual(['m1', 'm2', 'm4']);
    const [refused, ...split] = queries;

    expect(refused!.length).toBeGreaterThan(1200);
    expect(search.hints.budget).toBe(Math.floor(refused!.length * 0.75));
    expect(split).toHaveLength(2);
    expect(Math.max(...split.map((q) => q.length))).toBeGreaterThan(QUERY_BUDGET / 2);
    expect(split.every((q) => q.length <= search.hints.budget)).toBe(true);
  });

  it('takes a 400 for a search no longer than one Gmail answered as that search refused', async () => {
    const { call: answer } = fakeList(MAIL);
    let calls = 0;
    const call: GmailCall = async (method, path, init) => {
      calls += 1;
      if (calls === 1) return answer(method, path, init);
      throw new GmailApiError(400, 'invalidArgument', 'Invalid query');
    };
    const search = new SenderSearch(call, 'before:2000000000');
    await search.list('shop.com', ['someone-1@elsewhere.org', 'someone-2@elsewhere.org']);

    await expect(search.list('shop.com')).rejects.toThrow('Invalid query');
    expect(calls).toBe(2);
  });

  it('gives up on a 400 that no split explains', async () => {
    const call: GmailCall = async () => {
      throw new GmailApiError(400, 'invalidArgument', 'Invalid query');
    };
    await expect(new SenderSearch(call, 'before:1').list('shop.com')).rejects.toThrow(
      'Invalid query',
    );
  });

  it('finds which of many co-domain suffixes any mail holds, searching halves for one id', async () => {
    const { call, queries } = fakeList(MAIL);
    const search = new SenderSearch(call, 'before:2000000000');
    const suffixes = coDomainSuffixes('shop.com');

    expect(await search.presentAmong(suffixes)).toEqual(['com.au']);
    expect(queries.length).toBeLessThan(2 * Math.log2(suffixes.length) + 2);
    queries.length = 0;
    expect(await search.presentAmong(coDomainSuffixes('shop.net'))).toEqual([]);
    expect(queries).toHaveLength(1);
  });

  it('lists people’s searches by groups within the budget, each leaving out its own terms', async () => {
    const { call, queries } = fakeList({
      p1: 'Anna Berg <anna@gmx.net>',
      p2: '"anna@gmx.net via Signly" <noreply@signly.com>',
      p3: 'Tom Kim <tom@gmx.net>',
    });
    const search = new SenderSearch(call, 'before:2000000000');
    const groups = await search.listGroups(['anna@gmx.net', 'tom@gmx.net'], (address) =>
      address === 'anna@gmx.net' ? ['"anna berg anna gmx net"'] : ['"tom kim tom gmx net"'],
    );

    expect(groups).toEqual([
      {
        senders: ['anna@gmx.net', 'tom@gmx.net'],
        excluded: ['"anna berg anna gmx net"', '"tom kim tom gmx net"'],
        ids: ['p2'],
      },
    ]);
    expect(queries).toEqual([
      'from:(anna@gmx.net OR tom@gmx.net) before:2000000000 ' +
        '-from:("anna berg anna gmx net" OR "tom kim tom gmx net")',
    ]);
  });

  it('lists nothing, and searches nothing, for no senders', async () => {
    const { call, queries } = fakeList(MAIL);
    expect(await new SenderSearch(call, 'before:1').listAny([])).toEqual([]);
    expect(queries).toEqual([]);
  });
});
