import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache';

const sessionOf = (userId: string, expiresAt = new Date(Date.now() + 3_600_000), image = '') => ({
  user: { id: userId, image },
  session: { expiresAt },
});
type TestSession = ReturnType<typeof sessionOf>;
const anySession = () => true;

/** A load that counts its calls. */
function counting(session: () => TestSession | null) {
  const load = async () => {
    load.calls += 1;
    return session();
  };
  load.calls = 0;
  return load;
}

describe('createSessionCache', () => {
  it("checks a session once, until a change to its user's sessions", async () => {
    const cache = createSessionCache();
    const load = counting(() => sessionOf('ada'));
    await cache.read('token-a', load, anySession);
    await cache.read('token-a', load, anySession);
    expect(load.calls).toBe(1);

    cache.invalidateUser('someone-else');
    await cache.read('token-a', load, anySession);
    expect(load.calls).toBe(1);

    cache.invalidateUser('ada');
    expect(cache.size).toEqual({ sessions: 0, bytes: 0 });
    await cache.read('token-a', load, anySession);
    expect(load.calls).toBe(2);
  });

  it("forgets every token of a user at once, and only that user's", async () => {
    const cache = createSessionCache();
    await cache.read('ada-laptop', async () => sessionOf('ada'), anySession);
    await cache.read('ada-phone', async () => sessionOf('ada'), anySession);
    await cache.read('bob', async () => sessionOf('bob'), anySession);
    const bob = cache.size.bytes / 3;

    cache.invalidateUser('ada');

    expect(cache.size).toEqual({ sessions: 1, bytes: bob });
    const load = counting(() => sessionOf('ada'));
    await cache.read('ada-laptop', load, anySession);
    await cache.read('ada-phone', load, anySession);
    await cache.read('bob', load, anySession);
    expect(load.calls).toBe(2);
  });

  it('never keeps a missing session, nor one looked up while a user changed', async () => {
    const cache = createSessionCache();
    const none = counting(() => null);
    await cache.read('token-none', none, anySession);
    await cache.read('token-none', none, anySession);
    expect(none.calls).toBe(2);

    let release!: () => void;
    const racing = cache.read(
      'token-b',
      async () => {
        await new Promise<void>((done) => (release = done));
        return sessionOf('bob');
      },
      anySession,
    );
    cache.invalidateUser('bob');
    release();
    await racing;
    expect(cache.size.sessions).toBe(0);
    const reload = counting(() => sessionOf('bob'));
    await cache.read('token-b', reload, anySession);
    expect(reload.calls).toBe(1);
  });

  it('keeps a session only when it is the token’s own', async () => {
    const cache = createSessionCache();
    const ada = sessionOf('ada');
    const load = counting(() => ada);
    const isOfToken = (session: TestSession) => session.user.id === 'bob';

    expect(await cache.read('token-a', load, isOfToken)).toBe(ada);
    await cache.read('token-a', load, isOfToken);

    expect(load.calls).toBe(2);
    expect(cache.size.sessions).toBe(0);
  });

  it('keeps one entry when two requests load one token at once', async () => {
    const cache = createSessionCache();
    const load = async () => sessionOf('ada');
    await Promise.all([
      cache.read('token-a', load, anySession),
      cache.read('token-a', load, anySession),
    ]);
    await cache.read('token-b', load, anySession);
    const one = cache.size.bytes / 2;
    expect(cache.size.sessions).toBe(2);

    cache.invalidateUser('ada');
    expect(cache.size).toEqual({ sessions: 0, bytes: 0 });
    expect(one).toBeGreaterThan(0);
  });

  it('trusts a session no longer than it lives', async () => {
    let now = 1_000;
    const cache = createSessionCache({ now: () => now });
    const load = counting(() => sessionOf('ada', new Date(1_500)));
    await cache.read('token-a', load, anySession);
    now = 1_499;
    await cache.read('token-a', load, anySession);
    expect(load.calls).toBe(1);
    now = 1_500;
    await cache.read('token-a', load, anySession);
    expect(load.calls).toBe(2);
  });

  it('trusts a session for the time to live at most', async () => {
    let now = 0;
    const cache = createSessionCache({ ttlMs: 100, now: () => now });
    const load = counting(() => sessionOf('ada'));
    await cache.read('token-a', load, anySession);
    now = 99;
    await cache.read('token-a', load, anySession);
    expect(load.calls).toBe(1);
    now = 100;
    await cache.read('token-a', load, anySession);
    expect(load.calls).toBe(2);
  });

  it('drops expired sessions when it adds one, though nobody asks for them again', async () => {
    let now = 0;
    const cache = createSessionCache({ ttlMs: 100, now: () => now });
    for (const token of ['a', 'b', 'c']) {
      await cache.read(token, async () => sessionOf(token), anySession);
    }
    now = 50;
    await cache.read('d', async () => sessionOf('d'), anySession);
    expect(cache.size.sessions).toBe(4);

    now = 100;
    await cache.read('e', async () => sessionOf('e'), anySession);

    expect(cache.size.sessions).toBe(2);
    const load = counting(() => sessionOf('d'));
    await cache.read('d', load, anySession);
    expect(load.calls).toBe(0);
  });

  it('keeps no more sessions than its bound: the oldest go first', async () => {
    const cache = createSessionCache({ maxSessions: 3 });
    for (const token of ['a', 'b', 'c', 'd']) {
      await cache.read(token, async () => sessionOf(token), anySession);
    }
    expect(cache.size.sessions).toBe(3);

    const load = counting(() => sessionOf('again'));
    for (const token of ['b', 'c', 'd']) await cache.read(token, load, anySession);
    expect(load.calls).toBe(0);
    await cache.read('a', load, anySession);
    expect(load.calls).toBe(1);
  });

  it('keeps no more bytes than its bound, measuring each session with its user row', async () => {
    const image = 'x'.repeat(1_000);
    const probe = createSessionCache();
    await probe.read('probe', async () => sessionOf('probe', undefined, image), anySession);
    const one = probe.size.bytes;
    expect(one).toBeGreaterThan(2 * image.length);

    // Room for 64 such sessions; each is within its share of the bytes (a 64th).
    const cache = createSessionCache({ maxBytes: 64 * one + one / 2 });
    const tokens = Array.from({ length: 70 }, (_, index) => `us-${String(index).padStart(2, '0')}`);
    for (const token of tokens) {
      await cache.read(token, async () => sessionOf(token, undefined, image), anySession);
    }
    expect(cache.size).toEqual({ sessions: 64, bytes: 64 * one });

    const load = counting(() => sessionOf('again'));
    await cache.read('us-69', load, anySession);
    await cache.read('us-06', load, anySession);
    expect(load.calls).toBe(0);
    await cache.read('us-05', load, anySession);
    expect(load.calls).toBe(1);
  });

  it('does not keep a session too large for its share of the bytes', async () => {
    const cache = createSessionCache({ maxBytes: 64 * 4_096 });
    const small = counting(() => sessionOf('small', undefined, 'x'.repeat(1_000)));
    const largeSession = sessionOf('large', undefined, 'x'.repeat(2_048));
    const large = counting(() => largeSession);
    await cache.read('small', small, anySession);
    await cache.read('small', small, anySession);
    // The caller still gets the session it asked for, though it is not kept.
    expect(await cache.read('large', large, anySession)).toBe(largeSession);
    await cache.read('large', large, anySession);

    expect(small.calls).toBe(1);
    expect(large.calls).toBe(2);
    expect(cache.size.sessions).toBe(1);
  });

  it('keeps nothing while switched off, and forgets everything when switched', async () => {
    const cache = createSessionCache();
    const load = counting(() => sessionOf('ada'));
    await cache.read('token-a', load, anySession);

    cache.reset(false);
    expect(cache.size).toEqual({ sessions: 0, bytes: 0 });
    await cache.read('token-a', load, anySession);
    await cache.read('token-a', load, anySession);
    expect(load.calls).toBe(3);

    let release!: () => void;
    const racing = cache.read(
      'token-b',
      async () => {
        await new Promise<void>((done) => (release = done));
        return sessionOf('bob');
      },
      anySession,
    );
    cache.reset(true);
    release();
    await racing;
    expect(cache.size.sessions).toBe(0);
    await cache.read('token-a', load, anySession);
    await cache.read('token-a', load, anySession);
    expect(load.calls).toBe(4);
  });
});
