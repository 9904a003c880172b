import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixedTokens } from './bearer-auth.js';
import { startGraphEmulator, type GraphEmulator } from './graph-emulator.js';
import { generateMailbox, type MailboxMessage } from './mailbox-generator.js';
import { call } from './test-client.js';

const ADA = 'ada@example.com';
const DELTA = '/v1.0/me/mailFolders/inbox/messages/delta?$select=subject,from,receivedDateTime';
const PAGE_OF_10 = { Prefer: 'odata.maxpagesize=10' };
const newMail = (id: string, labels = ['INBOX']): MailboxMessage => ({
  id,
  threadId: id,
  from: { name: 'Shop', address: 'news@mail.new-shop.com' },
  subject: `New ${id}`,
  snippet: '',
  date: new Date('2024-06-01T10:00:00Z'),
  listUnsubscribe: false,
  labels,
});

let graph: GraphEmulator;
const get = (path: string, headers?: Record<string, string>) =>
  call(graph.baseUrl, 'ada-token', path, headers ? { headers } : {});

async function runRound(path: string): Promise<{ subjects: string[]; deltaLink: string }> {
  const subjects: string[] = [];
  let next = path;
  for (;;) {
    const page = await get(next, PAGE_OF_10);
    expect(page.status).toBe(200);
    subjects.push(...page.body.value.map((m: { subject: string }) => m.subject));
    if (page.body['@odata.deltaLink'])
      return { subjects, deltaLink: page.body['@odata.deltaLink'] };
    next = page.body['@odata.nextLink'];
  }
}

beforeEach(async () => {
  const mailbox = generateMailbox({
    seed: 12,
    messages: 45,
    senders: 8,
    start: new Date('2020-01-01T00:00:00Z'),
    end: new Date('2021-01-01T00:00:00Z'),
  });
  graph = await startGraphEmulator({
    mailboxes: new Map([[ADA, mailbox]]),
    resolveUser: fixedTokens({ 'ada-token': ADA }),
    latencyMs: 0,
  });
});

afterEach(async () => {
  await graph.close();
});

describe('Graph emulator: delta', () => {
  it('lists the folder in pages, then returns only new inbox mail through the deltaLink', async () => {
    const initial = await runRound(DELTA);
    expect(initial.subjects).toHaveLength(45);

    graph.addMessages(ADA, [newMail('n1'), newMail('n2'), newMail('junk', ['SPAM'])]);
    const second = await runRound(initial.deltaLink);
    expect(second.subjects.sort()).toEqual(['New n1', 'New n2']);

    const third = await runRound(second.deltaLink);
    expect(third.subjects).toEqual([]);
  });

  it('keeps the $select of the first request in its links', async () => {
    const first = await get(DELTA, PAGE_OF_10);
    const next = await get(first.body['@odata.nextLink']);

    expect(Object.keys(next.body.value[0]).sort()).toEqual([
      '@odata.etag',
      '@odata.type',
      'from',
      'id',
      'receivedDateTime',
      'subject',
    ]);
    expect(next.body.value).toHaveLength(10);
  });

  it('answers 410 syncStateNotFound for an expired delta token', async () => {
    const { deltaLink } = await runRound(DELTA);
    graph.expireDeltaTokens(ADA);

    const expired = await get(deltaLink);
    expect(expired.status).toBe(410);
    expect(expired.body.error.code).toBe('syncStateNotFound');
    expect((await runRound(DELTA)).subjects).toHaveLength(45);
  });

  it('answers 400 for delta without a folder, as Graph does', async () => {
    expect((await get('/v1.0/me/messages/delta?$select=subject')).status).toBe(400);
  });
});

describe('Graph emulator: limits and failures', () => {
  it('answers 429 ApplicationThrottled with Retry-After: 1 beyond four concurrent requests', async () => {
    await graph.close();
    graph = await startGraphEmulator({
      mailboxes: new Map(),
      resolveUser: fixedTokens({ 'ada-token': ADA }),
      latencyMs: 300,
    });
    const answers = await Promise.all(Array.from({ length: 6 }, () => get('/v1.0/me')));

    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 429, 429]);
    const throttled = answers.find((a) => a.status === 429)!;
    expect(throttled.headers.get('retry-after')).toBe('1');
    expect(throttled.body.error).toMatchObject({
      code: 'ApplicationThrottled',
      message: 'Application is over its MailboxConcurrency limit.',
    });
    expect(graph.stats(ADA)).toMatchObject({ maxInFlight: 4, rateLimited: 2, requests: 6 });
  });

  it('throttles beyond the requests allowed in ten minutes', async () => {
    await graph.close();
    graph = await startGraphEmulator({
      mailboxes: new Map(),
      resolveUser: fixedTokens({ 'ada-token': ADA }),
      requestsPerTenMinutes: 3,
    });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await get('/v1.0/me')).status);

    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('plays scripted failures in order', async () => {
    graph.failNext(ADA, '503');
    graph.failNext(ADA, 'invalid_grant');

    const unavailable = await get('/v1.0/me');
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get('retry-after')).toBe('1');
    expect((await get('/v1.0/me')).body.error).toBe('invalid_grant');
    expect(graph.tokenFailureFor(ADA)).toBe('invalid_grant');
    expect((await get('/v1.0/me')).status).toBe(200);
  });

  it('answers 401 InvalidAuthenticationToken to an unknown token', async () => {
    const answer = await call(graph.baseUrl, 'nope', '/v1.0/me');

    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('InvalidAuthenticationToken');
  });
});
