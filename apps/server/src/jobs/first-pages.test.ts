import { describe, expect, it } from 'vitest';
import { createFirstPages } from './first-pages';

/** A piece of work that ends when the test says, recording when it started. */
function pending(started: string[], name: string) {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  return { work: () => (started.push(name), ended), end };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('first pages', () => {
  it('runs as many at once as it has permits, the rest in the order they came', async () => {
    const pages = createFirstPages(2, 60_000);
    const started: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => pending(started, name));
    const runs = [a, b, c, d].map((page) => pages.run(page!.work));
    await settle();
    expect(started).toEqual(['a', 'b']);
    b!.end();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    a!.end();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    c!.end();
    d!.end();
    await Promise.all(runs);
  });

  it('holds everyone else’s pages until the last first page ends', async () => {
    const pages = createFirstPages(1, 60_000);
    const started: string[] = [];
    const [first, second] = ['first', 'second'].map((name) => pending(started, name));
    const runs = [pages.run(first!.work), pages.run(second!.work)];
    let hasGivenWay = false;
    const other = pages.giveWay().then(() => (hasGivenWay = true));

    first!.end();
    await settle();
    expect(started).toEqual(['first', 'second']);
    expect(hasGivenWay).toBe(false);
    second!.end();
    await Promise.all([...runs, other]);
    expect(hasGivenWay).toBe(true);
  });

  it('holds no page while no first page runs, and none longer than its limit', async () => {
    const pages = createFirstPages(1, 20);
    let hasGivenWay = false;
    await pages.giveWay().then(() => (hasGivenWay = true));
    expect(hasGivenWay).toBe(true);

    const endless = pending([], 'endless');
    void pages.run(endless.work);
    await settle();
    await pages.giveWay(); // ends after 20 ms though the first page still runs
    endless.end();
  });

  it('passes its permit on when a first page fails', async () => {
    const pages = createFirstPages(1, 60_000);
    await expect(pages.run(() => Promise.reject(new Error('lost')))).rejects.toThrow('lost');
    expect(await pages.run(async () => 'next')).toBe('next');
    await pages.giveWay();
  });
});
