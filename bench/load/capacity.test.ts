import { describe, expect, it } from 'vitest';
import { findCapacity } from './capacity';

/** A server whose 99th percentile is 10 ms up to `limit` calls a second and 500 ms above. */
const serverUpTo = (limit: number) => async (rate: number) => ({
  p99: rate <= limit ? 10 : 500,
  errors: 0,
});

describe('the capacity search', () => {
  it('grows the rate until a step misses, then closes in on the limit', async () => {
    const { rate, steps } = await findCapacity(serverUpTo(700), {
      startRate: 100,
      p99GoalMs: 50,
    });
    expect(steps.map((step) => step.rate)).toEqual([100, 150, 225, 338, 507, 761, 634, 698, 730]);
    expect(rate).toBe(698);
  });

  it('keeps no rate that answered with an error, however fast', async () => {
    const { rate } = await findCapacity(
      async (tried) => ({ p99: 5, errors: tried >= 300 ? 1 : 0 }),
      { startRate: 100, p99GoalMs: 50, refinements: 0 },
    );
    expect(rate).toBe(225);
  });

  it('answers no rate when the first already misses the goal', async () => {
    const { rate, steps } = await findCapacity(serverUpTo(50), { startRate: 100, p99GoalMs: 50 });
    expect(rate).toBeNull();
    expect(steps).toHaveLength(1);
  });

  it('stops at the highest rate it may try', async () => {
    const { rate, steps } = await findCapacity(serverUpTo(Infinity), {
      startRate: 100,
      p99GoalMs: 50,
      maxRate: 300,
    });
    expect(rate).toBe(225);
    expect(steps.map((step) => step.rate)).toEqual([100, 150, 225]);
  });
});
