import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createSessionCache } from '../lib/session-cache';
import type { Auth } from '../modules/identity/auth';
import { createSessionReader, type Session } from './session';

const SESSION = {
  user: { id: 'user-ada', email: 'ada@example.com' },
  session: { expiresAt: new Date(Date.now() + 3_600_000) },
} as unknown as Session;

/** A stand-in for better-auth that records the headers of every session lookup. */
function recordingAuth() {
  const lookups: [string, string][][] = [];
  const auth = {
    api: {
      getSession: async ({ headers }: { headers: Headers }) => {
        lookups.push([...headers.entries()]);
        return SESSION;
      },
    },
  } as unknown as Auth;
  return { auth, lookups };
}

const requestWith = (headers: Record<string, string>) => ({ headers }) as FastifyRequest;

describe('reading the caller’s session', () => {
  it('looks it up by the caller’s cookie and Authorization header, and by nothing else', async () => {
    const { auth, lookups } = recordingAuth();
    const readSession = createSessionReader(auth);

    const session = await readSession(
      requestWith({ cookie: 'a=1', authorization: 'Bearer t0k3n', 'user-agent': 'test' }),
    );

    expect(session).toBe(SESSION);
    expect(lookups).toEqual([
      [
        ['authorization', 'Bearer t0k3n'],
        ['cookie', 'a=1'],
      ],
    ]);
  });

  it('adds no cookie or Authorization header the caller did not send', async () => {
    const { auth, lookups } = recordingAuth();
    const readSession = createSessionReader(auth);

    await readSession(requestWith({ authorization: 'Bearer t0k3n' }));
    await readSession(requestWith({ cookie: 'a=1' }));
    await readSession(requestWith({}));

    expect(lookups).toEqual([[['authorization', 'Bearer t0k3n']], [['cookie', 'a=1']], []]);
  });

  it('looks a session up once while the cache keeps it, and again for other credentials', async () => {
    const { auth, lookups } = recordingAuth();
    const readSession = createSessionReader(auth, createSessionCache());

    await readSession(requestWith({ cookie: 'a=1' }));
    await readSession(requestWith({ cookie: 'a=1' }));
    expect(lookups).toHaveLength(1);

    await readSession(requestWith({ cookie: 'a=1', authorization: 'Bearer t0k3n' }));
    await readSession(requestWith({ authorization: 'Bearer t0k3n' }));
    expect(lookups).toHaveLength(3);
  });
});
