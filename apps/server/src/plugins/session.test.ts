import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createSessionCache } from '../lib/session-cache';
import type { Auth } from '../modules/identity/auth';
import { createLocalRateLimit } from '../modules/rate-limit/local-rate-limit';
import { RateLimitedError } from '../modules/rate-limit/rate-limiter';
import { createSessionReader, presentedToken, requireSession, type Session } from './session';

const COOKIE_NAME = 'reclaim.session_token';
const TOKEN = 'T0k3nT0k3nT0k3nT0k3nT0k3nT0k3nAb';
/** A signature as the identity service writes it: 44 characters of padded base64. */
const SIGNATURE = `${'s'.repeat(43)}=`;
const SIGNED = `${TOKEN}.${SIGNATURE}`;
const SESSION_COOKIE = `${COOKIE_NAME}=${SIGNED}`;

const SESSION = {
  user: { id: 'user-ada', email: 'ada@example.com' },
  session: { expiresAt: new Date(Date.now() + 3_600_000), token: TOKEN },
} as unknown as Session;

/** A stand-in for better-auth that records the headers of every session lookup. */
function recordingAuth(answer: Session | null = SESSION, cookieName = COOKIE_NAME) {
  const lookups: [string, string][][] = [];
  const auth = {
    $context: Promise.resolve({ authCookies: { sessionToken: { name: cookieName } } }),
    api: {
      getSession: async ({ headers }: { headers: Headers }) => {
        lookups.push([...headers.entries()]);
        return answer;
      },
    },
  } as unknown as Auth;
  return { auth, lookups };
}

const requestWith = (headers: Record<string, string>, ip = '203.0.113.7') =>
  ({ headers, ip }) as unknown as FastifyRequest;

/** Limits of `max` a window, with a clock that stands still. */
const limitsOf = (max: { anonymous?: number; perUser?: number }) => ({
  anonymousPerAddress: createLocalRateLimit({
    max: max.anonymous ?? 1_000,
    windowSeconds: 60,
    now: () => 0,
  }),
  perUser: createLocalRateLimit({ max: max.perUser ?? 1_000, windowSeconds: 60, now: () => 0 }),
});

/** Whether reading the session of `request` is refused as too many. */
async function isLimited(read: Promise<unknown>) {
  try {
    await read;
    return false;
  } catch (error) {
    if (error instanceof RateLimitedError) return true;
    throw error;
  }
}

describe('the session token a request presents', () => {
  const find = (headers: { cookie?: string; authorization?: string }, name = COOKIE_NAME) =>
    presentedToken({ cookie: '', authorization: '', ...headers }, name);

  it('is the signed value of the session cookie, whatever other cookies come with it', () => {
    const found = { presented: SIGNED, token: TOKEN };
    expect(find({ cookie: SESSION_COOKIE })).toEqual(found);
    expect(find({ cookie: `a=1; junk ; ${SESSION_COOKIE}; b=2` })).toEqual(found);
    expect(find({ cookie: `${COOKIE_NAME}x; ${SESSION_COOKIE}` })).toEqual(found);
    expect(find({ cookie: ` ${COOKIE_NAME} = ${SIGNED} ` })).toEqual(found);
    expect(find({ cookie: `${COOKIE_NAME}="${SIGNED}"` })).toEqual(found);
    expect(find({ cookie: `${COOKIE_NAME}=${encodeURIComponent(SIGNED)}` })).toEqual(found);
    expect(find({ cookie: `${SESSION_COOKIE}; ${COOKIE_NAME}=other.${SIGNATURE}` })).toEqual(found);
  });

  it('takes any token before the signature, and a value that is not percent-encoding as it is', () => {
    expect(find({ cookie: `${COOKIE_NAME}=a.${SIGNATURE}` })).toEqual({
      presented: `a.${SIGNATURE}`,
      token: 'a',
    });
    expect(find({ cookie: `${COOKIE_NAME}=${TOKEN}%E0%A4.${SIGNATURE}` })).toEqual({
      presented: `${TOKEN}%E0%A4.${SIGNATURE}`,
      token: `${TOKEN}%E0%A4`,
    });
  });

  it('is read from the cookie the identity service names, such as its __Secure- one', () => {
    const secure = `__Secure-${COOKIE_NAME}`;
    expect(find({ cookie: `${secure}=${SIGNED}` }, secure)).toEqual({
      presented: SIGNED,
      token: TOKEN,
    });
    expect(find({ cookie: SESSION_COOKIE }, secure)).toBeNull();
    expect(find({ cookie: `${secure}=${SIGNED}` })).toBeNull();
    expect(find({ cookie: `x${COOKIE_NAME}=${SIGNED}` })).toBeNull();
  });

  it('is nothing when the cookie is missing or not signed as the identity service signs it', () => {
    for (const cookie of [
      '',
      'a=1',
      COOKIE_NAME,
      `${COOKIE_NAME}=`,
      `${COOKIE_NAME}=${TOKEN}`,
      `${COOKIE_NAME}=.${SIGNATURE}`,
      `${COOKIE_NAME}=${TOKEN}.${'s'.repeat(44)}`,
      `${COOKIE_NAME}=${TOKEN}.${'s'.repeat(42)}=s`,
      `${COOKIE_NAME}=${TOKEN}.${'s'.repeat(42)}=`,
      `${COOKIE_NAME}=${TOKEN}.${'s'.repeat(44)}=`,
      `${COOKIE_NAME}=${TOKEN}.${SIGNATURE}x`,
      `${COOKIE_NAME}=${SIGNED}"`,
    ]) {
      expect(find({ cookie }), cookie).toBeNull();
    }
  });

  it('is the Bearer token when there is one, before any cookie', () => {
    const other = `0ther${TOKEN.slice(5)}`;
    expect(find({ authorization: `Bearer ${other}`, cookie: SESSION_COOKIE })).toEqual({
      presented: other,
      token: other,
    });
    expect(find({ authorization: `bEaReR   ${SIGNED}  ` })).toEqual({
      presented: SIGNED,
      token: TOKEN,
    });
    expect(find({ authorization: `Bearer ${encodeURIComponent(SIGNED)}` })).toEqual({
      presented: SIGNED,
      token: TOKEN,
    });
  });

  it('is the cookie’s when the Authorization header holds no usable Bearer token', () => {
    const found = { presented: SIGNED, token: TOKEN };
    for (const authorization of ['Bearer ', 'Bearer    ', 'Bearer a.b', `Basic ${TOKEN}`, TOKEN]) {
      expect(find({ authorization, cookie: SESSION_COOKIE }), authorization).toEqual(found);
      expect(find({ authorization }), authorization).toBeNull();
    }
    expect(find({ authorization: `Bearer${TOKEN}` })).toBeNull();
  });
});

describe('reading the caller’s session', () => {
  it('looks it up by the caller’s cookie and Authorization header, and by nothing else', async () => {
    const { auth, lookups } = recordingAuth();
    const readSession = createSessionReader(auth);

    const session = await readSession(
      requestWith({ cookie: SESSION_COOKIE, authorization: 'Bearer t0k3n', 'user-agent': 'test' }),
    );

    expect(session).toBe(SESSION);
    expect(lookups).toEqual([
      [
        ['authorization', 'Bearer t0k3n'],
        ['cookie', SESSION_COOKIE],
      ],
    ]);
  });

  it('adds no cookie or Authorization header the caller did not send', async () => {
    const { auth, lookups } = recordingAuth();
    const readSession = createSessionReader(auth);

    await readSession(requestWith({ authorization: 'Bearer t0k3n' }));
    await readSession(requestWith({ cookie: SESSION_COOKIE }));

    expect(lookups).toEqual([[['authorization', 'Bearer t0k3n']], [['cookie', SESSION_COOKIE]]]);
  });

  it('looks nothing up for a request that presents no session token', async () => {
    const { auth, lookups } = recordingAuth();
    const cache = createSessionCache();
    const readSession = createSessionReader(auth, { cache });

    for (const cookie of ['', 'a=1', `${COOKIE_NAME}=${TOKEN}; b=2`]) {
      expect(await readSession(requestWith({ cookie, authorization: 'Basic x' }))).toBeNull();
    }

    expect(lookups).toEqual([]);
    expect(cache.size.sessions).toBe(0);
  });

  it('reads a request’s session once, however often it is asked', async () => {
    const { auth, lookups } = recordingAuth();
    const readSession = createSessionReader(auth);
    const request = requestWith({ cookie: SESSION_COOKIE });

    await readSession(request);
    expect(await readSession(request)).toBe(SESSION);
    expect(lookups).toHaveLength(1);

    await readSession(requestWith({ cookie: SESSION_COOKIE }));
    expect(lookups).toHaveLength(2);
  });

  it('keeps one session for one token, whatever junk cookies come with it', async () => {
    const { auth, lookups } = recordingAuth();
    const cache = createSessionCache();
    const readSession = createSessionReader(auth, { cache });

    for (let junk = 0; junk < 50; junk += 1) {
      const cookie = `junk-${junk}=${junk}; ${SESSION_COOKIE}; more-${junk}=x`;
      expect(await readSession(requestWith({ cookie }))).toBe(SESSION);
    }

    expect(lookups).toHaveLength(1);
    expect(cache.size.sessions).toBe(1);
  });

  it('keeps no session found by another token than the one presented', async () => {
    const { auth, lookups } = recordingAuth();
    const cache = createSessionCache();
    const readSession = createSessionReader(auth, { cache });
    // A signed Bearer token comes first; when its signature is wrong, the cookie's session answers.
    const headers = { authorization: `Bearer other.${SIGNATURE}`, cookie: SESSION_COOKIE };

    expect(await readSession(requestWith(headers))).toBe(SESSION);
    expect(await readSession(requestWith(headers))).toBe(SESSION);

    expect(lookups).toHaveLength(2);
    expect(cache.size.sessions).toBe(0);
  });

  it('looks a session up once while the cache keeps it, and again for another token', async () => {
    const { auth, lookups } = recordingAuth();
    const readSession = createSessionReader(auth, { cache: createSessionCache() });

    await readSession(requestWith({ cookie: SESSION_COOKIE }));
    await readSession(requestWith({ cookie: `a=1; ${SESSION_COOKIE}` }));
    expect(lookups).toHaveLength(1);

    await readSession(requestWith({ cookie: SESSION_COOKIE, authorization: `Bearer ${TOKEN}` }));
    await readSession(requestWith({ authorization: `Bearer ${TOKEN}` }));
    expect(lookups).toHaveLength(2);
  });
});

describe('the limits on reading sessions', () => {
  it('counts requests without a session token against their address, before any lookup', async () => {
    const { auth, lookups } = recordingAuth();
    const limits = limitsOf({ anonymous: 2 });
    const readSession = createSessionReader(auth, { limits });

    expect(await isLimited(readSession(requestWith({ cookie: 'a=1' })))).toBe(false);
    expect(await isLimited(readSession(requestWith({})))).toBe(false);
    expect(await isLimited(readSession(requestWith({ cookie: 'a=2' })))).toBe(true);
    expect(await isLimited(readSession(requestWith({ cookie: SESSION_COOKIE })))).toBe(true);
    expect(lookups).toEqual([]);

    const elsewhere = requestWith({ cookie: SESSION_COOKIE }, '198.51.100.1');
    expect(await readSession(elsewhere)).toBe(SESSION);
  });

  it('counts lookups that find no session, and gives back those that find one', async () => {
    const limits = limitsOf({ anonymous: 2 });
    const nobody = createSessionReader(recordingAuth(null).auth, { limits });
    const ada = createSessionReader(recordingAuth().auth, { limits });

    for (let call = 0; call < 5; call += 1) {
      expect(await ada(requestWith({ cookie: SESSION_COOKIE }))).toBe(SESSION);
    }
    expect(await nobody(requestWith({ cookie: SESSION_COOKIE }))).toBeNull();
    expect(await nobody(requestWith({ cookie: SESSION_COOKIE }))).toBeNull();
    expect(await isLimited(nobody(requestWith({ cookie: SESSION_COOKIE })))).toBe(true);
    expect(await isLimited(ada(requestWith({ cookie: SESSION_COOKIE })))).toBe(true);
  });

  it('counts a session the cache answers against its user only', async () => {
    const { auth, lookups } = recordingAuth();
    const limits = limitsOf({ anonymous: 1, perUser: 3 });
    const readSession = createSessionReader(auth, { cache: createSessionCache(), limits });
    const request = () => requestWith({ cookie: SESSION_COOKIE });

    expect(await isLimited(readSession(request()))).toBe(false);
    expect(await isLimited(readSession(request()))).toBe(false);
    expect(await isLimited(readSession(request()))).toBe(false);
    expect(await isLimited(readSession(request()))).toBe(true);
    expect(lookups).toHaveLength(1);
    // The address's one anonymous request is still there to take.
    expect(await readSession(requestWith({}))).toBeNull();
    expect(await isLimited(readSession(requestWith({})))).toBe(true);
  });
});

describe('requireSession', () => {
  it('answers the session, or 401 without one', async () => {
    expect(await requireSession(async () => SESSION, requestWith({}))).toBe(SESSION);
    await expect(requireSession(async () => null, requestWith({}))).rejects.toMatchObject({
      code: 'unauthenticated',
      message: 'Session is expired or missing.',
    });
  });
});
