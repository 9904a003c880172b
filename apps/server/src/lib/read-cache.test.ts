import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('createReadCache', () => {
  it('answers from memory until the group is invalidated', async () => {
    const cache = createReadCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read('mailbox:1', 'counts', load)).toBe(1);
    expect(await cache.read('mailbox:1', 'counts', load)).toBe(1);
    cache.invalidate('mailbox:1');
    expect(await cache.read('mailbox:1', 'counts', load)).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = createReadCache();
    let loads = 0;
    const gate = deferred<number>();
    const load = () => {
      loads += 1;
      return gate.promise;
    };
    const reads = [1, 2, 3].map(() => cache.read('g', 'k', load));
    gate.resolve(7);
    expect(await Promise.all(reads)).toEqual([7, 7, 7]);
    expect(loads).toBe(1);
  });

  it('does not keep an answer loaded while its group changed', async () => {
    const cache = createReadCache();
    const stale = deferred<string>();
    const first = cache.read('g', 'k', () => stale.promise);
    cache.invalidate('g');
    stale.resolve('before the change');
    expect(await first).toBe('before the change');
    expect(await cache.read('g', 'k', async () => 'after the change')).toBe('after the change');
  });

  it('expires answers after the time to live', async () => {
    let now = 0;
    const cache = createReadCache({ ttlMs: 1_000, now: () => now });
    expect(await cache.read('g', 'k', async () => 'old')).toBe('old');
    now = 1_001;
    expect(await cache.read('g', 'k', async () => 'new')).toBe('new');
  });

  it('forgets a failed load', async () => {
    const cache = createReadCache();
    await expect(cache.read('g', 'k', () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(await cache.read('g', 'k', async () => 'up')).toBe('up');
  });

  it('keeps nothing while disabled, and drops the least recently used group when full', async () => {
    const cache = createReadCache({ maxGroups: 2 });
    let loads = 0;
    const load = async () => ++loads;
    cache.reset(false);
    await cache.read('a', 'k', load);
    await cache.read('a', 'k', load);
    expect(loads).toBe(2);

    cache.reset(true);
    await cache.read('a', 'k', load); // 3
    await cache.read('b', 'k', load); // 4
    await cache.read('a', 'k', load); // hit: a is now the most recent
    await cache.read('c', 'k', load); // 5, drops b
    expect(await cache.read('a', 'k', load)).toBe(3);
    expect(await cache.read('b', 'k', load)).toBe(6);
  });
});
