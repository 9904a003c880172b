import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSendPermissionMarker,
  markSendPermissionPending,
  reportSendPermissionFailure,
} from './send-permission-signals';
import {
  CALLBACK_TIMEOUT_MS,
  CONSENT_TIMEOUT_MS,
  watchSendPermission,
  type SendPermissionOutcome,
} from './send-permission-watch';
import { memoryStorage } from './testing/memory-storage';

const POLL_MS = 2_000;

/** A watch over a popup whose state and server answer the test sets, with its outcome so far. */
function startWatch() {
  const storage = memoryStorage();
  const popup = { closed: false };
  const server = { isGranted: false, isDown: false, calls: 0 };
  markSendPermissionPending(storage);
  const watch = watchSendPermission({
    popup,
    storage,
    isGranted: async () => {
      server.calls += 1;
      if (server.isDown) throw new Error('offline');
      return server.isGranted;
    },
  });
  let outcome: SendPermissionOutcome | 'pending' = 'pending';
  void watch.outcome.then((result) => (outcome = result));
  return { storage, popup, server, watch, outcome: () => outcome };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('watchSendPermission', () => {
  it('asks the server every 2 s and ends granted once the mailbox may send', async () => {
    const { server, outcome } = startWatch();

    await vi.advanceTimersByTimeAsync(POLL_MS - 1);
    expect(server.calls).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toBe(1);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(server.calls).toBe(2);
    expect(outcome()).toBe('pending');

    server.isGranted = true;
    await vi.advanceTimersByTimeAsync(POLL_MS);

    expect(outcome()).toBe('granted');
    await vi.advanceTimersByTimeAsync(10 * POLL_MS);
    expect(server.calls).toBe(3);
  });

  it('ends failed once the callback screen set oauthFail', async () => {
    const { storage, outcome } = startWatch();
    await vi.advanceTimersByTimeAsync(POLL_MS);

    clearSendPermissionMarker(storage);
    reportSendPermissionFailure(storage);
    await vi.advanceTimersByTimeAsync(POLL_MS);

    expect(outcome()).toBe('failed');
  });

  it('takes a popup closed before it came back as closed by the person, on six polls in a row', async () => {
    const { popup, outcome } = startWatch();
    popup.closed = true;

    await vi.advanceTimersByTimeAsync(5 * POLL_MS);
    expect(outcome()).toBe('pending');
    await vi.advanceTimersByTimeAsync(POLL_MS);

    expect(outcome()).toBe('closed');
  });

  it('waits for a callback screen that takes seconds to start', async () => {
    const { popup, storage, server, outcome } = startWatch();
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(4 * POLL_MS);
    expect(outcome()).toBe('pending');

    clearSendPermissionMarker(storage);
    server.isGranted = true;
    await vi.advanceTimersByTimeAsync(POLL_MS);

    expect(outcome()).toBe('granted');
  });

  it('does not take a popup that was back on the callback screen for closed', async () => {
    const { popup, storage, server, outcome } = startWatch();
    // Back on the callback screen the popup reads closed to its opener (a new browsing context).
    popup.closed = true;
    clearSendPermissionMarker(storage);

    await vi.advanceTimersByTimeAsync(5 * POLL_MS);
    expect(outcome()).toBe('pending');

    server.isGranted = true;
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(outcome()).toBe('granted');
  });

  it('waits a poll longer for a popup that reads closed just before its callback starts', async () => {
    const { popup, storage, server, outcome } = startWatch();
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(POLL_MS);

    clearSendPermissionMarker(storage);
    server.isGranted = true;
    await vi.advanceTimersByTimeAsync(POLL_MS);

    expect(outcome()).toBe('granted');
  });

  it('ends failed when the callback screen never reports after it started', async () => {
    const { popup, storage, outcome } = startWatch();
    popup.closed = true;
    clearSendPermissionMarker(storage);

    await vi.advanceTimersByTimeAsync(CALLBACK_TIMEOUT_MS);
    expect(outcome()).toBe('pending');
    await vi.advanceTimersByTimeAsync(2 * POLL_MS);

    expect(outcome()).toBe('failed');
  });

  it('keeps polling through a failed call', async () => {
    const { server, outcome } = startWatch();
    server.isDown = true;
    await vi.advanceTimersByTimeAsync(3 * POLL_MS);
    expect(outcome()).toBe('pending');

    server.isDown = false;
    server.isGranted = true;
    await vi.advanceTimersByTimeAsync(POLL_MS);

    expect(outcome()).toBe('granted');
  });

  it('gives up once the consent screen’s time has run out', async () => {
    const { outcome } = startWatch();

    await vi.advanceTimersByTimeAsync(CONSENT_TIMEOUT_MS - POLL_MS);
    expect(outcome()).toBe('pending');
    await vi.advanceTimersByTimeAsync(2 * POLL_MS);

    expect(outcome()).toBe('closed');
  });

  it('stops at once when finished from outside, and keeps the first outcome', async () => {
    const { server, watch, outcome } = startWatch();

    watch.finish('failed');
    server.isGranted = true;
    await vi.advanceTimersByTimeAsync(5 * POLL_MS);
    watch.finish('granted');
    await vi.advanceTimersByTimeAsync(0);

    expect(outcome()).toBe('failed');
    expect(server.calls).toBe(0);
  });
});
