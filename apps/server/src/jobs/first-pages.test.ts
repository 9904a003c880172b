import { describe, expect, it } from 'vitest';
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
    const before = performance.now();
    await pages.giveWay(); // ends after 50 ms though the first page still runs
    expect(performance.now() - before).toBeGreaterThanOrEqual(40);
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
