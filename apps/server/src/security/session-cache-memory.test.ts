import { DSR_TEMPLATE_PATH } from '@reclaim/contract';
import { users } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postJson, signedInUser, type TestApp } from '../test/test-app';

// A full collection on demand, without starting the test process with --expose-gc.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** The heap in use after full collections, in megabytes: what the process holds on to. */
function heapAfterCollection() {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

/** The user row's image: large, as nothing but the sign-up form bounds what the row holds. */
const IMAGE_BYTES = 32 * 1024;
const CALLS = 5_000;
const AT_ONCE = 25;
/** High enough that the flood reaches the session reader: this measures the cache. */
const UNLIMITED = {
  API_RATE_LIMIT_PER_IP: '1000000',
  API_RATE_LIMIT_PER_USER: '1000000',
  API_RATE_LIMIT_ANONYMOUS_PER_IP: '1000000',
};

const junkCookie = () =>
  `junk-${randomBytes(6).toString('hex')}=${randomBytes(18).toString('hex')}`;

/** Signed as a session cookie is, so it is looked up (its signature fails), not skipped. */
const forgedToken = () =>
  `${randomBytes(24).toString('hex')}.${randomBytes(32).toString('base64')}`;

/**
 * One signed-in person who sends a new junk cookie beside the session cookie with every call, and
 * anyone who sends junk alone, must not grow what the server holds: checked sessions are kept by
 * their token alone, and a request without a valid one keeps nothing.
 */
describe.each(testDatabases())('a flood of junk cookies on $name', (testDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabase, { env: UNLIMITED });
  });
  afterAll(() => t.close());

  /** `count` calls, `AT_ONCE` at a time, each with its own cookie header; their status codes. */
  async function flood(count: number, cookieOf: () => string, userName: string) {
    const statuses = new Map<number, number>();
    for (let sent = 0; sent < count; sent += AT_ONCE) {
      const answers = await Promise.all(
        Array.from({ length: Math.min(AT_ONCE, count - sent) }, () =>
          postJson(
            t.app,
            DSR_TEMPLATE_PATH,
            { requestInfo: { userName }, requestBody: { jurisdiction: 'gdpr' } },
            {
              cookie: cookieOf(),
            },
          ),
        ),
      );
      for (const { statusCode } of answers) {
        statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
      }
    }
    return Object.fromEntries(statuses);
  }

  it('leaves the heap, after a full collection, within a tenth of what it was', async () => {
    const { email, cookie, userId } = await signedInUser(t);
    const image = `data:image/png;base64,${'A'.repeat(IMAGE_BYTES)}`;
    await t.database.db.update(users).set({ image }).where(eq(users.id, userId));
    const withSession = () => `${junkCookie()}; ${cookie}; ${junkCookie()}`;
    const junkOnly = () => `${junkCookie()}; reclaim.session_token=${forgedToken()}`;
    // Warm up: the code paths compiled, the session checked once.
    await flood(200, withSession, email);
    await flood(200, junkOnly, email);

    const before = heapAfterCollection();
    const signedIn = await flood(CALLS, withSession, email);
    const anonymous = await flood(CALLS, junkOnly, email);
    const after = heapAfterCollection();

    expect(signedIn).toEqual({ 200: CALLS });
    expect(anonymous).toEqual({ 401: CALLS });
    const figures = `heap ${before.toFixed(1)} MB before, ${after.toFixed(1)} MB after`;
    expect(after, figures).toBeLessThan(before * 1.1);
  }, 300_000);
});
