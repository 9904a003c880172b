import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache';

const sessionOf = (userId: string, expiresAt = new Date(Date.now() + 3_600_000)) => ({
  user: { id: userId },
  session: { expiresAt },
});

describe('createSessionCache', () => {
  it("checks a session once, until a change to its user's sessions", async () => {
    const cache = createSessionCache();
    let loads = 0;
    const load = async () => {
      loads += 1;
      return sessionOf('ada');
    };
    await cache.read('cookie=a', load);
    await cache.read('cookie=a', load);
    expect(loads).toBe(1);

    cache.invalidateUser('someone-else');
    await cache.read('cookie=a', load);
    expect(loads).toBe(1);

    cache.invalidateUser('ada');
    await cache.read('cookie=a', load);
    expect(loads).toBe(2);
  });

  it('never keeps a missing session, nor one looked up while a user changed', async () => {
    const cache = createSessionCache();
    let loads = 0;
    await cache.read('cookie=none', async () => (loads++, null));
    await cache.read('cookie=none', async () => (loads++, null));
    expect(loads).toBe(2);

    let release!: () => void;
    const racing = cache.read('cookie=b', async () => {
      await new Promise<void>((done) => (release = done));
      return sessionOf('bob');
    });
    cache.invalidateUser('bob');
    release();
    await racing;
    let reloaded = false;
    await cache.read('cookie=b', async () => ((reloaded = true), sessionOf('bob')));
    expect(reloaded).toBe(true);
  });

  it('trusts a session no longer than it lives', async () => {
    let now = 1_000;
    const cache = createSessionCache({ now: () => now });
    let loads = 0;
    const load = async () => (loads++, sessionOf('ada', new Date(1_500)));
    await cache.read('cookie=a', load);
    now = 1_400;
    await cache.read('cookie=a', load);
    expect(loads).toBe(1);
    now = 1_600;
    await cache.read('cookie=a', load);
    expect(loads).toBe(2);
  });
});
