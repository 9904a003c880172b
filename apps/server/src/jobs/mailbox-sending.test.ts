import { deletionRequests, type DatabaseHandle } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProcessingRequest } from '#testing/send-crash-kit';
import {
  describeFailure,
  isRefusal,
  recipientRefusalOf,
  SendLimitReachedError,
  takeSendTurn,
  waitForSendLimits,
} from './mailbox-sending';
import { markSendAttempted } from '../modules/deletion-requests/deletion-requests.repository';

const NOW = new Date('2026-03-02T12:00:00.000Z');
const HOUR = 60 * 60;
const DAY = 24 * HOUR;

describe.each(testDatabases())('sending limits of a mailbox on $name', (testDatabase) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(() => database.close());

  /** A mailbox whose e-mails were handed over `secondsAgo` before NOW, each a past request. */
  async function mailboxThatSent(...secondsAgo: number[]) {
    const requestId = await seedProcessingRequest(database.db, {
      provider: 'gmail',
      address: `${crypto.randomUUID()}@mail.example`,
      credentials: { kind: 'none' },
    });
    const [request] = await database.db
      .select()
      .from(deletionRequests)
      .where(eq(deletionRequests.id, requestId));
    if (secondsAgo.length > 0) {
      await database.db.insert(deletionRequests).values(
        secondsAgo.map((ago) => ({
          ...request!,
          id: crypto.randomUUID(),
          status: 'failed' as const,
          sendAttemptedAt: new Date(NOW.getTime() - ago * 1000),
        })),
      );
    }
    return request!.connectionId;
  }

  const waitOf = (connectionId: string, limits: { max: number; seconds: number }[]) =>
    waitForSendLimits(database.db, connectionId, limits, NOW);

  it('lets a mailbox send while it is below every limit, and when it has none', async () => {
    const connectionId = await mailboxThatSent(10, 20);
    expect(await waitOf(connectionId, [{ max: 3, seconds: 60 }])).toBe(0);
    expect(await waitOf(connectionId, [])).toBe(0);
  });

  it('makes a mailbox that reached a limit wait that limit’s window', async () => {
    const connectionId = await mailboxThatSent(10, 20, 30);
    expect(await waitOf(connectionId, [{ max: 3, seconds: 60 }])).toBe(60);
    expect(await waitOf(connectionId, [{ max: 2, seconds: 600 }])).toBe(600);
  });

  it('counts only what was handed over within the window, its first second included', async () => {
    const connectionId = await mailboxThatSent(60, 61, 3000);
    expect(await waitOf(connectionId, [{ max: 1, seconds: 60 }])).toBe(60);
    expect(await waitOf(connectionId, [{ max: 2, seconds: 60 }])).toBe(0);
  });

  it('looks again within the hour when a longer limit is reached', async () => {
    const connectionId = await mailboxThatSent(10, 2 * HOUR);
    expect(await waitOf(connectionId, [{ max: 2, seconds: DAY }])).toBe(HOUR);
  });

  it('waits for the longest of the limits reached', async () => {
    const connectionId = await mailboxThatSent(10, 20, 30);
    const limits = [
      { max: 3, seconds: 60 },
      { max: 3, seconds: 600 },
      { max: 50, seconds: 1200 },
    ];
    expect(await waitOf(connectionId, limits)).toBe(600);
    expect(await waitOf(connectionId, limits.slice().reverse())).toBe(600);
  });

  it('gives a mailbox’s last e-mail to one of two jobs taking it at once, and records only its', async () => {
    const connectionId = await mailboxThatSent();
    const [first] = await database.db
      .select({ id: deletionRequests.id })
      .from(deletionRequests)
      .where(eq(deletionRequests.connectionId, connectionId));
    const second = await seedSecondRequest(connectionId);
    const limits = [{ max: 1, seconds: 60 }];
    // Each job records its attempt a moment after checking, so that the two checks would both
    // come before either record if nothing kept them apart.
    const take = (requestId: string) =>
      takeSendTurn(database.db, connectionId, limits, NOW, async (tx) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        await markSendAttempted(tx, requestId, NOW);
      });

    const waits = await Promise.all([take(first!.id), take(second)]);
    expect([...waits].sort((x, y) => x - y)).toEqual([0, 60]);
    expect(await waitOf(connectionId, limits)).toBe(60);
    const attempted = await database.db
      .select({ id: deletionRequests.id })
      .from(deletionRequests)
      .where(eq(deletionRequests.sendAttemptedAt, NOW));
    expect(attempted).toHaveLength(1);
  });

  /** One more request of the mailbox, not yet attempted (a retry's, beside the failed one). */
  async function seedSecondRequest(connectionId: string) {
    const [request] = await database.db
      .select()
      .from(deletionRequests)
      .where(eq(deletionRequests.connectionId, connectionId))
      .limit(1);
    const id = crypto.randomUUID();
    await database.db.insert(deletionRequests).values({
      ...request!,
      id,
      status: 'failed',
      sendAttemptedAt: null,
      domain: 'other.example',
    });
    return id;
  }
});

describe('SendLimitReachedError', () => {
  it('says how long to wait', () => {
    const error = new SendLimitReachedError(60);
    expect(error.waitSeconds).toBe(60);
    expect(error.message).toBe('The mailbox reached its sending limit; retry in 60 s');
  });
});

describe('recipientRefusalOf', () => {
  it('gives the reply of a permanent refusal of the recipient, and nothing else', () => {
    const reply = '550 5.1.1 Recipient address rejected: User unknown';
    expect(recipientRefusalOf({ command: 'RCPT TO', responseCode: 550, response: reply })).toBe(
      reply,
    );
    expect(recipientRefusalOf({ command: 'RCPT TO', responseCode: 553 })).toBe('553');
    // A temporary refusal, a refusal of the sender or of the message, or no SMTP at all.
    expect(recipientRefusalOf({ command: 'RCPT TO', responseCode: 450 })).toBeNull();
    expect(recipientRefusalOf({ command: 'MAIL FROM', responseCode: 550 })).toBeNull();
    expect(recipientRefusalOf({ command: 'DATA', responseCode: 554 })).toBeNull();
    expect(recipientRefusalOf({ status: 400 })).toBeNull();
    expect(recipientRefusalOf(null)).toBeNull();
  });
});

describe('isRefusal', () => {
  it.each([400, 403, 404, 499])('takes an HTTP %i as a refusal for good', (status) => {
    expect(isRefusal({ status })).toBe(true);
  });

  it.each([399, 408, 429, 500, 503])('takes an HTTP %i as passing', (status) => {
    expect(isRefusal({ status })).toBe(false);
  });

  it('takes an SMTP 5xx reply as a refusal, a 4xx one as passing', () => {
    expect(isRefusal({ responseCode: 550 })).toBe(true);
    expect(isRefusal({ responseCode: 500 })).toBe(true);
    expect(isRefusal({ responseCode: 499 })).toBe(false);
    expect(isRefusal({ responseCode: 421 })).toBe(false);
  });

  it('goes by the HTTP status when there is one, and takes anything else as passing', () => {
    expect(isRefusal({ status: 503, responseCode: 550 })).toBe(false);
    expect(isRefusal({ status: '400', responseCode: 550 })).toBe(true);
    expect(isRefusal({ status: '400' })).toBe(false);
    expect(isRefusal({ responseCode: '550' })).toBe(false);
    expect(isRefusal(new Error('socket hang up'))).toBe(false);
    expect(isRefusal(null)).toBe(false);
    expect(isRefusal(undefined)).toBe(false);
  });
});

describe('describeFailure', () => {
  it('tells what could not be sent and why', () => {
    expect(describeFailure(new Error('Invalid To header'))).toBe(
      'The mailbox could not send the request: Invalid To header',
    );
    expect(describeFailure('timeout', 'the reminder')).toBe(
      'The mailbox could not send the reminder: timeout',
    );
    expect(describeFailure({ toString: () => 'odd' })).toBe(
      'The mailbox could not send the request: odd',
    );
  });

  it('keeps to 500 characters', () => {
    const described = describeFailure(new Error('x'.repeat(600)));
    expect(described).toHaveLength(500);
    expect(described.startsWith('The mailbox could not send the request: xxx')).toBe(true);
  });
});
