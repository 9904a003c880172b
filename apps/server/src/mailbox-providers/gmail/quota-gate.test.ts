import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuotaGate } from './quota-gate';

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 0, 1) });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Runs `count` calls of `units` each through `gate`, recording when each one started. */
function runCalls(gate: QuotaGate, count: number, units: number) {
  const startedAt: number[] = [];
  const done = Promise.all(
    Array.from({ length: count }, () =>
      gate.run(units, async () => {
        startedAt.push(Date.now() - Date.UTC(2026, 0, 1));
      }),
    ),
  );
  return { startedAt, done };
}

describe('QuotaGate', () => {
  it("lets a minute's units go at once, then waits a minute after their answers", async () => {
    const gate = new QuotaGate({ unitsPerWindow: 6000, windowMs: 60_000, maxConcurrent: 1000 });
    const { startedAt, done } = runCalls(gate, 301, 20);

    await vi.advanceTimersByTimeAsync(59_999);
    expect(startedAt).toHaveLength(300);
    expect(new Set(startedAt)).toEqual(new Set([0]));
    await vi.advanceTimersByTimeAsync(10);
    await done;
    expect(startedAt).toHaveLength(301);
    expect(startedAt[300]).toBeGreaterThanOrEqual(60_000);
    expect(startedAt[300]).toBeLessThanOrEqual(60_010);
  });

  it('keeps a per-second window to its second', async () => {
    const gate = new QuotaGate({ unitsPerWindow: 250, windowMs: 1000, maxConcurrent: 1000 });
    const { startedAt, done } = runCalls(gate, 100, 5);

    await vi.advanceTimersByTimeAsync(5000);
    await done;
    const perSecond = new Map<number, number>();
    for (const at of startedAt)
      perSecond.set(Math.floor(at / 1000), (perSecond.get(Math.floor(at / 1000)) ?? 0) + 1);
    expect([...perSecond.values()]).toEqual([50, 50]);
  });

  it('admits at most maxConcurrent calls in flight', async () => {
    const gate = new QuotaGate({ unitsPerWindow: 1000, windowMs: 1000, maxConcurrent: 2 });
    let inFlight = 0;
    let peak = 0;
    const calls = Array.from({ length: 6 }, () =>
      gate.run(1, async () => {
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 10));
        inFlight -= 1;
      }),
    );
    await vi.advanceTimersByTimeAsync(100);
    await Promise.all(calls);
    expect(peak).toBe(2);
  });

  it('admits nothing while Google asked to wait', async () => {
    const gate = new QuotaGate({ unitsPerWindow: 1000, windowMs: 1000, maxConcurrent: 5 });
    gate.holdUntil(Date.now() + 3000);
    const { startedAt, done } = runCalls(gate, 1, 1);

    await vi.advanceTimersByTimeAsync(2999);
    expect(startedAt).toEqual([]);
    await vi.advanceTimersByTimeAsync(2);
    await done;
    expect(startedAt).toEqual([3000]);
  });

  it('counts what other processes spent as its own, and admits once their charges leave the window', async () => {
    const gate = new QuotaGate({ unitsPerWindow: 100, windowMs: 1000, maxConcurrent: 5 });
    const now = Date.now();
    gate.setForeignState({
      charges: [
        { units: 60, answeredAt: now - 500 },
        { units: 30, answeredAt: now - 200 },
      ],
      heldUntil: 0,
    });
    const { startedAt, done } = runCalls(gate, 2, 10);

    await vi.advanceTimersByTimeAsync(1);
    expect(startedAt).toEqual([0]);
    await vi.advanceTimersByTimeAsync(510);
    await done;
    // The 60 units answered 500 ms before leave the window 500 ms (and the slack) later.
    expect(startedAt[1]).toBeGreaterThanOrEqual(500);
    expect(startedAt[1]).toBeLessThanOrEqual(510);
    expect(gate.ownState().charges.map(({ units }) => units)).toEqual([10, 10]);
  });

  it('waits as long as another process was asked to', async () => {
    const gate = new QuotaGate({ unitsPerWindow: 100, windowMs: 1000, maxConcurrent: 5 });
    gate.setForeignState({ charges: [], heldUntil: Date.now() + 2000 });
    const { startedAt, done } = runCalls(gate, 1, 1);
    await vi.advanceTimersByTimeAsync(2001);
    await done;
    expect(startedAt).toEqual([2000]);
    expect(gate.ownState().heldUntil).toBe(0);
  });
});
