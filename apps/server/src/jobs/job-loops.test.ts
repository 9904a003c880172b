import type { DatabaseHandle } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../config';
import { defineJob, registerJob, type JobContext } from './job-definition';
import { startJobQueue, type JobQueue } from './job-queue';

/** A job per key at a time, like a mailbox's scan slices. */
const sliceJob = defineJob({
  name: 'test.slice',
  payload: z.object({ key: z.string(), step: z.number().int() }),
  retryLimit: 0,
  retryDelaySeconds: 1,
  singletonKey: ({ key }) => key,
  concurrency: 3,
});
type Slice = z.infer<typeof sliceJob.payload>;

/**
 * Slices that run until the test lets them end, recording what ran when. Nothing else starts a
 * job: the queue looks for work only when told (the poll is minutes away), so a job runs only
 * because a loop was free for it, never because a poll came by.
 */
function slices() {
  const started: string[] = [];
  const ended: string[] = [];
  /** The slices whose context said a person waits for them. */
  const waitedFor: string[] = [];
  const releases = new Map<string, () => void>();
  const running = new Set<string>();
  let mostAtOnce = 0;
  /** Per key, what the running slice sends before it ends. */
  const followUps = new Map<string, () => Promise<unknown>>();
  const handle = async ({ key, step }: Slice, { send, isPersonWaiting }: JobContext) => {
    const name = `${key}#${step}`;
    if (running.has(key)) throw new Error(`two slices of ${key} at once`);
    running.add(key);
    started.push(name);
    if (isPersonWaiting) waitedFor.push(name);
    mostAtOnce = Math.max(mostAtOnce, running.size);
    await new Promise<void>((resolve) => releases.set(name, resolve));
    const followUp = followUps.get(key);
    followUps.delete(key);
    if (followUp) await followUp();
    else if (step === 0 && key.startsWith('more-')) await send(sliceJob, { key, step: 1 });
    running.delete(key);
    ended.push(name);
  };
  const release = async (name: string) => {
    await expect.poll(() => releases.has(name)).toBe(true);
    releases.get(name)!();
    releases.delete(name);
  };
  return {
    started,
    ended,
    waitedFor,
    followUps,
    handle,
    release,
    get mostAtOnce() {
      return mostAtOnce;
    },
  };
}

describe.each(testDatabases())('job loops on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let queue: JobQueue | undefined;
  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterEach(async () => {
    await queue?.stop();
    queue = undefined; // the jobs stay in the database: each test uses keys of its own
  });
  afterAll(async () => {
    await database.close();
  });

  const start = async (run: ReturnType<typeof slices>, concurrency?: number, waitingLoops = 0) => {
    queue = await startJobQueue({
      database,
      roles: ['worker'],
      logger: pino({ level: 'silent' }),
      registrations: [registerJob({ ...sliceJob, waitingLoops }, run.handle)],
      pollMs: 10 * 60_000,
      ...(concurrency ? { concurrency: { [sliceJob.name]: concurrency } } : {}),
    });
    return queue;
  };

  it('runs as many jobs at once as the queue allows, and no more', async () => {
    const run = slices();
    const jobs = await start(run);
    for (const key of ['a1', 'b1', 'c1', 'd1']) await jobs.send(sliceJob, { key, step: 0 });

    await expect.poll(() => run.started.length).toBe(3);
    expect([...run.started].sort()).toEqual(['a1#0', 'b1#0', 'c1#0']);
    await run.release('b1#0');
    await expect.poll(() => run.started.length).toBe(4);
    expect(run.started[3]).toBe('d1#0');
    for (const name of ['a1#0', 'c1#0', 'd1#0']) await run.release(name);
    await expect.poll(() => run.ended.length).toBe(4);
    expect(run.mostAtOnce).toBe(3);
  });

  it('takes the concurrency from JOB_CONCURRENCY over the job’s own', async () => {
    const run = slices();
    const jobs = await start(run, 1);
    for (const key of ['a2', 'b2']) await jobs.send(sliceJob, { key, step: 0 });

    await expect.poll(() => run.started).toEqual(['a2#0']);
    await run.release('a2#0');
    await expect.poll(() => run.started).toEqual(['a2#0', 'b2#0']);
    await run.release('b2#0');
    await expect.poll(() => run.ended.length).toBe(2);
    expect(run.mostAtOnce).toBe(1);
  });

  it('never runs two jobs of one key at once, and a key’s waiting job holds up no other', async () => {
    const run = slices();
    const jobs = await start(run, 2);
    await jobs.send(sliceJob, { key: 'x3', step: 0 });
    await expect.poll(() => run.started).toEqual(['x3#0']);
    // Queued while x3 runs, so oldest in the queue: a loop is free, but not for x3.
    expect(await jobs.send(sliceJob, { key: 'x3', step: 1 })).toBeTruthy();
    await jobs.send(sliceJob, { key: 'y3', step: 0 });

    await expect.poll(() => run.started).toEqual(['x3#0', 'y3#0']);
    await run.release('y3#0');
    await expect.poll(() => run.ended).toEqual(['y3#0']);
    expect(run.started).toEqual(['x3#0', 'y3#0']);

    await run.release('x3#0');
    await expect.poll(() => run.started).toEqual(['x3#0', 'y3#0', 'x3#1']);
    await run.release('x3#1');
    await expect.poll(() => run.ended.length).toBe(3);
  });

  it('starts a job a slice sends for its key once the slice ends, without waiting for a poll', async () => {
    const run = slices();
    await start(run, 1);
    await queue!.send(sliceJob, { key: 'more-4', step: 0 });
    await run.release('more-4#0');
    await run.release('more-4#1');
    await expect.poll(() => run.ended).toEqual(['more-4#0', 'more-4#1']);
  });

  it('starts a job sent by a process without a worker at once, without waiting for a poll', async () => {
    const run = slices();
    await start(run, 1);
    const web = await startJobQueue({
      database,
      roles: ['web'],
      logger: pino({ level: 'silent' }),
      registrations: [registerJob(sliceJob, run.handle)],
    });
    try {
      await web.send(sliceJob, { key: 'from-web-6', step: 0 });
      await expect.poll(() => run.started).toEqual(['from-web-6#0']);
      await run.release('from-web-6#0');
      await expect.poll(() => run.ended).toEqual(['from-web-6#0']);
    } finally {
      await web.stop();
    }
  });

  it('puts a job a person waits for before the others, and the others in the order sent', async () => {
    const run = slices();
    const jobs = await start(run, 1);
    await jobs.send(sliceJob, { key: 'busy-5', step: 0 });
    await expect.poll(() => run.started).toEqual(['busy-5#0']);
    await jobs.send(sliceJob, { key: 'old-5', step: 0 });
    await jobs.send(sliceJob, { key: 'later-5', step: 0 });
    await jobs.send(sliceJob, { key: 'person-5', step: 0 }, { isPersonWaiting: true });

    for (const name of ['busy-5#0', 'person-5#0', 'old-5#0', 'later-5#0']) {
      await run.release(name);
    }
    await expect.poll(() => run.ended).toEqual(['busy-5#0', 'person-5#0', 'old-5#0', 'later-5#0']);
  });

  it('starts a job a person waits for at once on a loop kept for them, while every other loop is busy', async () => {
    const run = slices();
    const jobs = await start(run, 1, 1);
    await jobs.send(sliceJob, { key: 'busy-7', step: 0 });
    await expect.poll(() => run.started).toEqual(['busy-7#0']);
    await jobs.send(sliceJob, { key: 'old-7', step: 0 });
    await jobs.send(sliceJob, { key: 'person-7', step: 0 }, { isPersonWaiting: true });

    await expect.poll(() => run.started).toEqual(['busy-7#0', 'person-7#0']);
    expect(run.waitedFor).toEqual(['person-7#0']);
    // The kept loop takes no other job: the old one waits for the busy loop.
    await run.release('person-7#0');
    await expect.poll(() => run.ended).toEqual(['person-7#0']);
    expect(run.started).toEqual(['busy-7#0', 'person-7#0']);
    await run.release('busy-7#0');
    await expect.poll(() => run.started).toEqual(['busy-7#0', 'person-7#0', 'old-7#0']);
    await run.release('old-7#0');
    await expect.poll(() => run.ended.length).toBe(3);
    expect(run.waitedFor).toEqual(['person-7#0']);
  });

  it('refuses a concurrency for a queue that does not exist, naming the setting', async () => {
    const run = slices();
    await expect(
      startJobQueue({
        database,
        roles: ['worker'],
        logger: pino({ level: 'silent' }),
        registrations: [registerJob(sliceJob, run.handle)],
        concurrency: { 'mailbox.scna': 4 },
      }),
    ).rejects.toThrow(/JOB_CONCURRENCY \(no queue named mailbox\.scna/);
  });
});

/** E-mails of a mailbox: one lane per mailbox, like deletion requests being sent. */
const mailJob = defineJob({
  name: 'test.mail',
  payload: z.object({ mailbox: z.string(), step: z.number().int() }),
  retryLimit: 0,
  retryDelaySeconds: 1,
  concurrency: 2,
  lane: ({ mailbox }) => mailbox,
});

describe.each(testDatabases())('lanes of a queue on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let queue: JobQueue | undefined;
  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterEach(async () => {
    await queue?.stop();
    queue = undefined;
  });
  afterAll(async () => {
    await database.close();
  });

  /** Mailboxes of this test alone: lanes remember when they last started a job. */
  const mailboxes = (...names: string[]) => names.map((name) => `${name}-${crypto.randomUUID()}`);

  /** E-mails that go out when the test lets them, recording the order they started in. */
  const start = async (concurrency: number) => {
    const started: string[] = [];
    const releases = new Map<string, () => void>();
    const handle = async ({ mailbox, step }: z.infer<typeof mailJob.payload>) => {
      const name = `${mailbox.split('-')[0]}#${step}`;
      started.push(name);
      await new Promise<void>((resolve) => releases.set(name, resolve));
    };
    queue = await startJobQueue({
      database,
      roles: ['worker'],
      logger: pino({ level: 'silent' }),
      registrations: [registerJob(mailJob, handle)],
      pollMs: 10 * 60_000,
      concurrency: { [mailJob.name]: concurrency },
    });
    const release = async (name: string) => {
      await expect.poll(() => releases.has(name)).toBe(true);
      releases.get(name)!();
      releases.delete(name);
    };
    return { jobs: queue, started, release };
  };

  it('takes turns across lanes: a bulk from one mailbox does not go first in full', async () => {
    const { jobs, started, release } = await start(1);
    const [a, b, c] = mailboxes('a', 'b', 'c');
    await jobs.send(mailJob, { mailbox: a!, step: 1 });
    await expect.poll(() => started).toEqual(['a#1']);
    for (const [mailbox, step] of [
      [a, 2],
      [a, 3],
      [b, 1],
      [b, 2],
      [c, 1],
    ] as const) {
      await jobs.send(mailJob, { mailbox: mailbox!, step });
    }

    const order = ['a#1', 'b#1', 'c#1', 'a#2', 'b#2', 'a#3'];
    for (const [index, name] of order.entries()) {
      await expect.poll(() => started).toEqual(order.slice(0, index + 1));
      await release(name);
    }
  });

  it('passes over a lane with a job running, even for an older job of that lane', async () => {
    const { jobs, started, release } = await start(2);
    const [a, b] = mailboxes('a', 'b');
    await jobs.send(mailJob, { mailbox: a!, step: 1 });
    await expect.poll(() => started).toEqual(['a#1']);
    await jobs.send(mailJob, { mailbox: a!, step: 2 });
    await jobs.send(mailJob, { mailbox: b!, step: 1 });

    await expect.poll(() => started).toEqual(['a#1', 'b#1']);
    await release('b#1');
    await release('a#1');
    await expect.poll(() => started).toEqual(['a#1', 'b#1', 'a#2']);
    await release('a#2');
  });
});

describe('JOB_CONCURRENCY', () => {
  it('reads queue=count pairs', () => {
    expect(
      loadConfig({ JOB_CONCURRENCY: 'mailbox.scan=40, mailbox.sync=2' }).jobConcurrency,
    ).toEqual({ 'mailbox.scan': 40, 'mailbox.sync': 2 });
    expect(loadConfig({}).jobConcurrency).toEqual({});
  });

  it.each(['mailbox.scan', 'mailbox.scan=0', 'mailbox.scan=201', 'mailbox.scan=x', '=4'])(
    'refuses %j with the setting’s name',
    (value) => {
      expect(() => loadConfig({ JOB_CONCURRENCY: value })).toThrow(/JOB_CONCURRENCY/);
    },
  );
});
