import { describe, expect, it, vi } from 'vitest';
import { createFirstPages } from './first-pages';

/** A piece of work that ends when the test says, recording when it started. */
function pending(started: string[], name: string) {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  return { work: () => (started.push(name), ended), end };
}

describe('first pages', () => {
  it('runs as many at once as it has permits, the next in the order they came as one ends', async () => {
    const pages = createFirstPages(2, 60_000);
    const started: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => pending(started, name));
    const runs = [a, b, c, d].map((page) => pages.run(page!.work));
    await expect.poll(() => started).toEqual(['a', 'b']);
    b!.end();
    await expect.poll(() => started).toEqual(['a', 'b', 'c']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(started).toHaveLength(3);
    a!.end();
    await expect.poll(() => started).toEqual(['a', 'b', 'c', 'd']);
    c!.end();
    d!.end();
    await Promise.all(runs);
  });

  it('holds everyone else’s pages while a first page runs or waits for its turn', async () => {
    const pages = createFirstPages(1, 60_000);
    const started: string[] = [];
    const [first, second] = ['first', 'second'].map((name) => pending(started, name));
    const runs = [pages.run(first!.work), pages.run(second!.work)];
    let hasGivenWay = false;
    const other = pages.giveWay().then(() => (hasGivenWay = true));
    first!.end();
    await expect.poll(() => started).toEqual(['first', 'second']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(hasGivenWay).toBe(false);
    second!.end();
    await Promise.all([...runs, other]);
    expect(hasGivenWay).toBe(true);
  });

  it('holds no page while no first page runs, and none longer than its limit', async () => {
    const pages = createFirstPages(1, 50);
    await pages.giveWay();
    const endless = pending([], 'endless');
    const run = pages.run(endless.work);
    vi.useFakeTimers();
    try {
      let hasGivenWay = false;
      const held = pages.giveWay().then(() => (hasGivenWay = true));
      await vi.advanceTimersByTimeAsync(49);
      expect(hasGivenWay).toBe(false);
      await vi.advanceTimersByTimeAsync(1); // the limit, though the first page still runs
      await held;
      expect(hasGivenWay).toBe(true);
    } finally {
      vi.useRealTimers();
    }
    endless.end();
    await run;
  });

  it('frees its permit when a first page fails', async () => {
    const pages = createFirstPages(1, 60_000);
    await expect(pages.run(() => Promise.reject(new Error('lost')))).rejects.toThrow('lost');
    expect(await pages.run(async () => 'next')).toBe('next');
    await pages.giveWay();
  });
});
