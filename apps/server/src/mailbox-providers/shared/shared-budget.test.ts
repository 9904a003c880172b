import type { DatabaseHandle } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedBudget } from './shared-budget';

/** The most units spent in any span of `windowMs` (a minute), from each spend's time and size. */
function busiestMinute(spends: { at: number; units: number }[], windowMs = 60_000) {
  let most = 0;
  for (const start of spends) {
    const inMinute = spends.filter((s) => s.at >= start.at && s.at < start.at + windowMs);
    most = Math.max(
      most,
      inMinute.reduce((sum, s) => sum + s.units, 0),
    );
  }
  return most;
}

describe.each(testDatabases())('a budget shared by processes on $name', (testDatabase) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(() => database.close());

  it('never lets two processes together spend more than the budget in any 60 s', async () => {
    // One clock for both processes; waiting moves it on.
    let clock = Date.UTC(2026, 10, 27, 12, 0, 3);
    const started = clock;
    const options = {
      key: 'test-budget:minute',
      unitsPerWindow: 1_000,
      now: () => clock,
      sleep: async (ms: number) => {
        clock += ms;
      },
    };
    const processes = [
      createSharedBudget(database.db, options),
      createSharedBudget(database.db, options),
    ];
    const spends: { at: number; units: number }[] = [];
    for (let request = 0; request < 120; request++) {
      const units = [40, 100, 5][request % 3]!;
      await processes[request % 2]!.take(units);
      spends.push({ at: clock, units });
      clock += 250; // the request itself
    }

    expect(busiestMinute(spends)).toBeLessThanOrEqual(1_000);
    // And the budget is used, not merely kept: most of each minute's units went.
    const spent = spends.reduce((sum, s) => sum + s.units, 0);
    const minutes = (clock - started) / 60_000;
    expect(spent / minutes).toBeGreaterThan(0.8 * 1_000);
  });

  it('keeps a window shorter than a minute, as Graph states its limit of an app (10 s)', async () => {
    let clock = Date.UTC(2026, 10, 27, 12, 0, 3, 700);
    const started = clock;
    const options = {
      key: 'test-budget:ten-seconds',
      unitsPerWindow: 100,
      windowMs: 10_000,
      now: () => clock,
      sleep: async (ms: number) => {
        clock += ms;
      },
    };
    const processes = [
      createSharedBudget(database.db, options),
      createSharedBudget(database.db, options),
    ];
    const spends: { at: number; units: number }[] = [];
    for (let request = 0; request < 400; request++) {
      await processes[request % 2]!.take(1);
      spends.push({ at: clock, units: 1 });
      clock += 20;
    }

    expect(busiestMinute(spends, 10_000)).toBeLessThanOrEqual(100);
    const perWindow = (400 / (clock - started)) * 10_000;
    expect(perWindow).toBeGreaterThan(0.8 * 100);
  });

  it('holds concurrent takers of many processes to the budget', async () => {
    // A clock that stands still in one slice: what is taken is never given up at a slice's end,
    // however slow the machine. Those that must wait for the next slice wait for good.
    const standing = Date.UTC(2026, 10, 27, 12, 0, 3);
    const options = {
      key: 'test-budget:concurrent',
      unitsPerWindow: 500,
      now: () => standing,
      sleep: () => new Promise<void>(() => {}),
    };
    const processes = Array.from({ length: 4 }, () => createSharedBudget(database.db, options));
    const taken: number[] = [];
    // 40 requests of 20 units at once: 800 units wanted, 500 allowed this minute.
    const takes = Array.from({ length: 40 }, (_, index) =>
      processes[index % 4]!.take(20).then(() => taken.push(20)),
    );
    const total = () => taken.reduce((sum, units) => sum + units, 0);
    await expect.poll(total).toBe(500);
    // The others wait for the minute to move on: none goes meanwhile.
    await Promise.race([Promise.all(takes), new Promise((resolve) => setTimeout(resolve, 1_000))]);
    expect(total()).toBe(500);
  });
});
