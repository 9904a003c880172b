import type { DatabaseHandle } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateLedger, followLedger, type GateState } from './gate-ledger';

const WINDOW = 60_000;
const NOW = Date.UTC(2026, 10, 27, 12);
const none: GateState = { charges: [], heldUntil: 0 };

describe.each(testDatabases())('the quota ledger on $name', (testDatabase) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(() => database.close());

  /** Two processes of the server, at a clock the test sets. */
  const processes = () => {
    const clock = { now: NOW };
    const open = (name: string) =>
      createGateLedger(database.db, {
        process: `${name}-${crypto.randomUUID()}`,
        now: () => clock.now,
      });
    return { clock, a: open('a'), b: open('b'), key: `gmail:${crypto.randomUUID()}@example.com` };
  };

  it('tells each process what the others spent within the window, and not its own', async () => {
    const { a, b, key } = processes();
    const spent = {
      charges: [
        { units: 20, answeredAt: NOW - 70_000 },
        { units: 5, answeredAt: NOW - 30_000 },
        { units: 20, answeredAt: NOW - 1_000 },
      ],
      heldUntil: 0,
    };
    expect(await a.exchange(key, spent, WINDOW)).toEqual(none);

    const heard = await b.exchange(key, none, WINDOW);
    expect(heard.charges).toEqual([
      { units: 5, answeredAt: NOW - 30_000 },
      { units: 20, answeredAt: NOW - 1_000 },
    ]);
    // The same process hears nothing of its own, and other mailboxes hear nothing of this one.
    expect(await a.exchange(key, spent, WINDOW)).toEqual(none);
    expect(await b.exchange(`${key}.other`, none, WINDOW)).toEqual(none);
  });

  it('adds up charges answered within a tenth of a second, at the latest time, never earlier', async () => {
    const { a, b, key } = processes();
    await a.exchange(
      key,
      {
        charges: [
          { units: 5, answeredAt: NOW - 1_050 },
          { units: 20, answeredAt: NOW - 1_001 },
          { units: 5, answeredAt: NOW - 999 },
        ],
        heldUntil: 0,
      },
      WINDOW,
    );
    expect((await b.exchange(key, none, WINDOW)).charges).toEqual([
      { units: 25, answeredAt: NOW - 1_000 },
      { units: 5, answeredAt: NOW - 900 },
    ]);
  });

  it('passes on a wait Google asked for until it ends', async () => {
    const { clock, a, b, key } = processes();
    await a.exchange(key, { charges: [], heldUntil: NOW + 5_000 }, WINDOW);
    expect((await b.exchange(key, none, WINDOW)).heldUntil).toBe(NOW + 5_000);
    clock.now = NOW + 6_000;
    await a.exchange(key, none, WINDOW);
    expect((await b.exchange(key, none, WINDOW)).heldUntil).toBe(0);
  });

  it('forgets a process that has not written within the window', async () => {
    const { clock, a, b, key } = processes();
    // In flight when written: counted as answered then.
    await a.exchange(key, { charges: [{ units: 100, answeredAt: NOW }], heldUntil: 0 }, WINDOW);
    clock.now = NOW + WINDOW - 1;
    expect((await b.exchange(key, none, WINDOW)).charges).toEqual([
      { units: 100, answeredAt: NOW },
    ]);
    clock.now = NOW + WINDOW;
    expect(await b.exchange(key, none, WINDOW)).toEqual(none);
  });

  it('counts another process’s traffic in a follower’s gate: at an operation’s start, and then every 2 s', async () => {
    const { clock, a, b, key } = processes();
    const heardByB: GateState[] = [];
    const gateOf = (state: GateState, heard: GateState[] = []) => ({
      ownState: () => state,
      setForeignState: (others: GateState) => heard.push(others),
    });
    const followerB = followLedger(gateOf(none, heardByB), b, key, WINDOW, () => clock.now);
    await followerB.begin();
    expect(heardByB).toEqual([none]);

    const spentByA = { charges: [{ units: 20, answeredAt: NOW }], heldUntil: 0 };
    await followLedger(gateOf(spentByA), a, key, WINDOW, () => clock.now).publish();
    // B heard from the ledger a moment ago: it does not ask again before every call.
    await followerB.beforeCall();
    expect(heardByB).toHaveLength(1);
    clock.now = NOW + 2_000;
    await followerB.beforeCall();
    expect(heardByB.at(-1)).toEqual(spentByA);
    // An operation that begins hears again at once.
    await followerB.begin();
    expect(heardByB).toHaveLength(3);
  });

  it('leaves the gate to itself when the database cannot be reached', async () => {
    const failing = {
      exchange: () => Promise.reject(new Error('connection refused')),
    };
    const heard: GateState[] = [];
    const follower = followLedger(
      { ownState: () => none, setForeignState: (state) => heard.push(state) },
      failing,
      'gmail:x@example.com',
      WINDOW,
    );
    await expect(follower.beforeCall()).resolves.toBeUndefined();
    await expect(follower.publish()).resolves.toBeUndefined();
    expect(heard).toEqual([]);
  });
});
