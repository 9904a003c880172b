import { DSR_TEMPLATE_PATH, EXPORT_ACCOUNT_PATH } from '@reclaim/contract';
import { testDatabases } from '@reclaim/db/testing';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXPORT_LIMIT } from '../modules/account/account.routes';
import { createTestApp, signedInUser, TEST_ORIGIN, type TestApp } from '../test/test-app';

const PER_ADDRESS = 30;
const PER_USER = 20;
const ANONYMOUS = 10;

const junkCookie = () =>
  `junk-${randomBytes(4).toString('hex')}=${randomBytes(12).toString('hex')}; ` +
  `reclaim.session_token=${randomBytes(24).toString('base64url')}.${randomBytes(32).toString('base64')}`;

describe.each(testDatabases())('limits on the calls on $name', (testDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    // The limits count in windows of a minute: a clock that stands still keeps each test in one.
    vi.useFakeTimers({ toFake: ['Date'], now: Math.floor(Date.now() / 60_000) * 60_000 + 1_000 });
    t = await createTestApp(testDatabase, {
      env: {
        API_RATE_LIMIT_PER_IP: String(PER_ADDRESS),
        API_RATE_LIMIT_PER_USER: String(PER_USER),
        API_RATE_LIMIT_ANONYMOUS_PER_IP: String(ANONYMOUS),
      },
    });
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  /** One call from `remoteAddress`, as the web app makes it (the template's, unless named). */
  const call = (path: string, remoteAddress: string, cookie: string, userName = 'x@example.com') =>
    t.app.inject({
      method: 'POST',
      url: path,
      remoteAddress,
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', cookie },
      payload:
        path === DSR_TEMPLATE_PATH
          ? { requestInfo: { userName }, requestBody: { jurisdiction: 'gdpr' } }
          : { requestInfo: { userName } },
    });

  /** The status codes of `count` calls, one after the other. */
  async function statuses(count: number, send: () => Promise<{ statusCode: number }>) {
    const codes: number[] = [];
    for (let sent = 0; sent < count; sent += 1) codes.push((await send()).statusCode);
    return codes;
  }

  it('cuts a flood of junk cookies from one address, and answers when to try again', async () => {
    const flooder = '198.51.100.10';
    const codes = await statuses(ANONYMOUS + 5, () =>
      call(DSR_TEMPLATE_PATH, flooder, junkCookie()),
    );

    expect(codes).toEqual([...Array(ANONYMOUS).fill(401), ...Array(5).fill(429)]);
    const refused = await call(DSR_TEMPLATE_PATH, flooder, junkCookie());
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('59');
    expect(refused.json()).toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      data: { reasonCode: 'RATE_LIMITED' },
    });

    const person = await signedInUser(t);
    expect(
      (await call(DSR_TEMPLATE_PATH, '198.51.100.11', person.cookie, person.email)).statusCode,
    ).toBe(200);
  });

  it('limits a signed-in person, from whatever address', async () => {
    const { email, cookie } = await signedInUser(t);
    let sent = 0;
    const codes = await statuses(PER_USER + 2, () =>
      call(DSR_TEMPLATE_PATH, `198.51.100.${20 + (sent++ % 10)}`, cookie, email),
    );

    expect(codes).toEqual([...Array(PER_USER).fill(200), 429, 429]);
  });

  it('limits every call from one address, whoever signs in there', async () => {
    const office = '198.51.100.30';
    const [ada, bob] = [await signedInUser(t), await signedInUser(t)];

    const adaCodes = await statuses(PER_USER, () =>
      call(DSR_TEMPLATE_PATH, office, ada.cookie, ada.email),
    );
    const bobCodes = await statuses(PER_ADDRESS - PER_USER + 1, () =>
      call(DSR_TEMPLATE_PATH, office, bob.cookie, bob.email),
    );

    expect(adaCodes).toEqual(Array(PER_USER).fill(200));
    expect(bobCodes).toEqual([...Array(PER_ADDRESS - PER_USER).fill(200), 429]);
  });

  it('limits an expensive call per person in the database, below the in-process limits', async () => {
    const { email, cookie } = await signedInUser(t);
    const codes = await statuses(EXPORT_LIMIT.max + 1, () =>
      call(EXPORT_ACCOUNT_PATH, '198.51.100.40', cookie, email),
    );

    expect(codes).toEqual([...Array(EXPORT_LIMIT.max).fill(200), 429]);
  });
});
