import { afterEach, describe, expect, it } from 'vitest';
import { fixedTokens } from './bearer-auth.js';
import {
  GMAIL_QUOTA_REGIMES,
  startGmailEmulator,
  unitsAt,
  type GmailEmulator,
  type GmailEmulatorOptions,
} from './gmail-emulator.js';
import { generateMailbox } from './mailbox-generator.js';
import { call } from './test-client.js';

const ADA = 'ada@example.com';
const mailbox = generateMailbox({
  seed: 4,
  messages: 50,
  senders: 10,
  start: new Date('2020-01-01T00:00:00Z'),
  end: new Date('2021-01-01T00:00:00Z'),
});
const ID = mailbox.messages[0]!.id;
const USER = '/gmail/v1/users/me';
const RAW = Buffer.from('To: privacy@shop-1.com\r\nSubject: Hi\r\n\r\nHello').toString('base64url');

let gmail: GmailEmulator;
const get = (path: string) => call(gmail.baseUrl, 'ada-token', path);
const start = async (options: Partial<GmailEmulatorOptions> = {}) => {
  gmail = await startGmailEmulator({
    mailboxes: new Map([[ADA, mailbox]]),
    resolveUser: fixedTokens({ 'ada-token': ADA }),
    ...options,
  });
};

afterEach(async () => {
  await gmail.close();
});

describe('Gmail emulator: quota', () => {
  it.each([
    ['current', 20],
    ['legacy', 5],
  ] as const)("charges Google's %s units per method, exactly", async (regime, read) => {
    await start({ quota: { regime } });
    await get(`${USER}/messages`);
    await get(`${USER}/messages?pageToken=x`);
    for (let i = 0; i < 3; i += 1) await get(`${USER}/messages/${ID}?format=metadata`);
    await get(`${USER}/profile`);
    await get(`${USER}/history?startHistoryId=1000001`);
    await call(gmail.baseUrl, 'ada-token', `${USER}/messages/send`, { json: { raw: RAW } });

    const stats = gmail.stats(ADA);
    expect(GMAIL_QUOTA_REGIMES[regime].units).toMatchObject({
      'messages.list': 5,
      'messages.get': read,
      'history.list': 2,
      getProfile: 1,
      'messages.send': 100,
    });
    expect(stats.units).toBe(2 * 5 + 3 * read + 1 + 2 + 100);
    expect(stats.requests).toBe(8);
    expect(stats.byMethod).toEqual({
      'messages.list': 2,
      'messages.get': 3,
      getProfile: 1,
      'history.list': 1,
      'messages.send': 1,
    });
    expect(unitsAt(regime, stats.byMethod)).toBe(stats.units);
    expect(unitsAt(regime === 'current' ? 'legacy' : 'current', stats.byMethod)).toBe(
      2 * 5 + 3 * (25 - read) + 1 + 2 + 100,
    );
    expect(stats.rateLimited).toBe(0);
    expect(stats.startedAt).toBeInstanceOf(Date);
    expect(stats.lastAt!.getTime()).toBeGreaterThanOrEqual(stats.startedAt!.getTime());
  });

  it('answers 429 with Retry-After once a second holds more units than allowed, and recovers', async () => {
    let now = Date.UTC(2024, 0, 1);
    await start({ quota: { regime: 'legacy', unitsPerSecond: 20 }, clock: () => now });
    for (let i = 0; i < 4; i += 1)
      expect((await get(`${USER}/messages/${ID}?format=metadata`)).status).toBe(200);

    const limited = await get(`${USER}/messages/${ID}?format=metadata`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(limited.body).toEqual({
      error: {
        code: 429,
        message: 'User-rate limit exceeded',
        status: 'RESOURCE_EXHAUSTED',
        errors: [
          { domain: 'global', reason: 'rateLimitExceeded', message: 'User-rate limit exceeded' },
        ],
      },
    });
    expect((await get(`${USER}/profile`)).status).toBe(429);

    now += 999;
    expect((await get(`${USER}/profile`)).status).toBe(429);
    now += 1;
    expect((await get(`${USER}/messages/${ID}?format=metadata`)).status).toBe(200);
    expect(gmail.stats(ADA)).toMatchObject({ units: 25, rateLimited: 3, requests: 8 });
  });

  it('defaults to 6,000 units a user a minute: 300 reads pass, the 301st waits for the minute', async () => {
    let now = Date.UTC(2024, 0, 1);
    await start({ clock: () => now });
    const answers = [];
    for (let i = 0; i < 301; i += 1)
      answers.push((await get(`${USER}/messages/${ID}?format=metadata`)).status);

    expect(answers.slice(0, 300).every((status) => status === 200)).toBe(true);
    expect(answers[300]).toBe(429);
    now += 59_999;
    expect((await get(`${USER}/profile`)).status).toBe(429);
    now += 1;
    expect((await get(`${USER}/messages/${ID}?format=metadata`)).status).toBe(200);
  });

  it('keeps the legacy 250 units a second when asked: 50 gets pass, the 51st is throttled', async () => {
    const now = Date.UTC(2024, 0, 1);
    await start({ quota: { regime: 'legacy' }, clock: () => now });
    const answers = [];
    for (let i = 0; i < 51; i += 1)
      answers.push((await get(`${USER}/messages/${ID}?format=metadata`)).status);

    expect(answers.slice(0, 50).every((status) => status === 200)).toBe(true);
    expect(answers[50]).toBe(429);
  });

  it('answers 429 to requests beyond the concurrency limit and tracks the peak', async () => {
    await start({ quota: { maxConcurrent: 2 }, latencyMs: 300 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(`${USER}/profile`)));
    const statuses = answers.map((answer) => answer.status).sort();

    expect(statuses).toEqual([200, 200, 429, 429, 429]);
    const limited = answers.find((answer) => answer.status === 429)!;
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(limited.body.error.message).toBe('Too many concurrent requests for user.');
    expect(gmail.stats(ADA)).toMatchObject({
      maxInFlight: 2,
      inFlight: 0,
      rateLimited: 3,
      units: 2,
    });
  });

  it('lets a client that waits for each answer run at the limit without being throttled', async () => {
    await start({ quota: { maxConcurrent: 1 } });
    for (let i = 0; i < 20; i += 1) expect((await get(`${USER}/profile`)).status).toBe(200);

    expect(gmail.stats(ADA).maxInFlight).toBe(1);
  });
});

describe('Gmail emulator: scripted failures', () => {
  it('fails the next requests as asked, then answers normally', async () => {
    await start();
    gmail.failNext(ADA, '500');
    gmail.failNext(ADA, '503');
    gmail.failNext(ADA, '429', 2);

    expect((await get(`${USER}/profile`)).status).toBe(500);
    expect((await get(`${USER}/profile`)).body.error.status).toBe('UNAVAILABLE');
    const throttled = await get(`${USER}/profile`);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('1');
    expect((await get(`${USER}/profile`)).status).toBe(429);
    expect((await get(`${USER}/profile`)).status).toBe(200);
    expect(gmail.stats(ADA)).toMatchObject({ requests: 5, units: 1, rateLimited: 2 });
  });

  it('answers 401 for an expired access token', async () => {
    await start();
    gmail.failNext(ADA, '401');

    expect((await get(`${USER}/profile`)).body.error.status).toBe('UNAUTHENTICATED');
    expect((await get(`${USER}/profile`)).status).toBe(200);
  });

  it('revokes the grant with invalid_grant until the failures are cleared', async () => {
    await start();
    gmail.failNext(ADA, 'invalid_grant');

    const answer = await get(`${USER}/profile`);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      error: 'invalid_grant',
      error_description: 'Token has been expired or revoked.',
    });
    expect(gmail.tokenFailureFor('ADA@example.com')).toBe('invalid_grant');
    gmail.clearFailures(ADA);
    expect(gmail.tokenFailureFor(ADA)).toBeNull();
  });

  it('fails a seeded share of requests in a storm: the same ones again for the same seed', async () => {
    await start();
    const storm = { seed: 'storm', share: 0.25, kinds: ['429', '500', '503'] as const };
    const statuses = async () => {
      const seen: number[] = [];
      for (let count = 0; count < 100; count += 1) seen.push((await get(`${USER}/profile`)).status);
      return seen;
    };
    gmail.storm(ADA, storm);
    const first = await statuses();
    gmail.storm(ADA, storm);
    expect(await statuses()).toEqual(first);
    gmail.storm(ADA, { ...storm, seed: 'another storm' });
    expect(await statuses()).not.toEqual(first);
    gmail.clearFailures(ADA);
    expect(await statuses()).toEqual(Array.from({ length: 100 }, () => 200));

    const failed = first.filter((status) => status !== 200);
    expect(failed.length).toBeGreaterThan(10);
    expect(failed.length).toBeLessThan(40);
    expect(new Set(failed)).toEqual(new Set([429, 500, 503]));
    const throttled = gmail.traffic(ADA).filter((entry) => entry.status === 429);
    expect(throttled.length).toBeGreaterThan(0);
    for (const entry of throttled) {
      expect(entry).toMatchObject({ method: 'getProfile', retryAfterSeconds: 1 });
      expect(entry.endedAt).toBeGreaterThanOrEqual(entry.arrivedAt);
    }
  });

  it('holds a stalled answer until the client hangs up, or answers it late', async () => {
    // The stall is forty times the client's patience, so that the hang-up reaches the emulator
    // first however busy the machine is.
    const stallMs = 2_000;
    await start({ stallMs });
    gmail.failNext(ADA, 'stall', 2);
    const hurried = fetch(`${gmail.baseUrl}${USER}/profile`, {
      headers: { Authorization: 'Bearer ada-token' },
      signal: AbortSignal.timeout(50),
    });
    await expect(hurried).rejects.toThrow(/timeout|abort/i);
    const started = Date.now();
    expect((await get(`${USER}/profile`)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(stallMs - 50);

    const [stalled] = gmail.traffic(ADA);
    expect(stalled).toMatchObject({ status: null, retryAfterSeconds: null });
    expect(stalled!.endedAt! - stalled!.arrivedAt).toBeLessThan(stallMs);
    expect(gmail.traffic(ADA)[1]).toMatchObject({ status: 200, retryAfterSeconds: null });
  });

  it('revokes the grant after the requests asked for: 401 from then, invalid_grant on refresh', async () => {
    await start();
    gmail.revokeGrant(ADA, 2);

    expect((await get(`${USER}/profile`)).status).toBe(200);
    expect(gmail.tokenFailureFor(ADA)).toBeNull();
    expect((await get(`${USER}/profile`)).status).toBe(200);
    expect((await get(`${USER}/profile`)).body.error.status).toBe('UNAUTHENTICATED');
    expect((await get(`${USER}/profile`)).status).toBe(401);
    expect(gmail.tokenFailureFor(ADA)).toBe('invalid_grant');
    gmail.clearFailures(ADA);
    expect((await get(`${USER}/profile`)).status).toBe(200);
    expect(gmail.tokenFailureFor(ADA)).toBeNull();
  });

  it('starts counting afresh after resetStats', async () => {
    await start();
    await get(`${USER}/profile`);
    gmail.resetStats(ADA);

    expect(gmail.stats(ADA)).toMatchObject({
      units: 0,
      requests: 0,
      maxInFlight: 0,
      startedAt: null,
    });
    expect(gmail.traffic(ADA)).toEqual([]);
  });
});
