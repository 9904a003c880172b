import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { LANE_FIELD, PERSON_WAITING_PRIORITY } from './job-definition';

/** A job taken from its queue: what its handler needs to run it. */
export interface TakenJob {
  id: string;
  name: string;
  data: unknown;
  retryCount: number;
  retryLimit: number;
  expireInSeconds: number;
  /** Its pg-boss priority: `PERSON_WAITING_PRIORITY` when a person waits for it, else 0. */
  priority: number;
}

export interface JobLoopQueue {
  name: string;
  /** How many jobs of this queue one process runs at once. */
  concurrency: number;
  /**
   * Loops beside those that take only jobs a person waits for, so that such a job starts at once
   * even while every other loop runs a long one; none unless said.
   */
  waitingLoops?: number;
  run(job: TakenJob): Promise<void>;
}

export interface JobLoops {
  /** A job was sent to this queue: an idle loop takes it now rather than at its next poll. */
  wake(name: string): void;
  /**
   * Takes no more jobs and waits up to `timeoutMs` for the running ones; those still running then
   * are failed, so that they are retried (with their retry policy) by whichever process is left.
   */
  stop(timeoutMs: number): Promise<void>;
}

type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * The next job of a queue that may start, taking a stately queue's keys into account: a job whose
 * key already has an active job is passed over, not taken. pg-boss 10's own fetch takes the oldest
 * job whatever its key; when that key is active the update breaks the one-active-per-key index,
 * and every loop of the queue waits behind that job until the running one ends (a Rescan queued
 * while its mailbox's slice runs would hold up everyone's scans). Highest priority first; then,
 * for jobs with a lane (`JobDefinition.lane`), a lane with a job running is passed over and the
 * lane that started one longest ago goes first (`job_lanes`); then oldest first. Written against
 * pg-boss 10's job table (`pgboss.job`), whose columns it reads.
 */
const TAKE_NEXT_JOB = `
  WITH busy_lanes AS MATERIALIZED (
    SELECT DISTINCT a.data->>'${LANE_FIELD}' AS lane
    FROM pgboss.job a
    WHERE a.name = $1 AND a.state = 'active' AND a.data->>'${LANE_FIELD}' IS NOT NULL
  ),
  next AS (
    SELECT j.id, j.data->>'${LANE_FIELD}' AS lane
    FROM pgboss.job j
    LEFT JOIN job_lanes l ON l.queue = j.name AND l.lane = j.data->>'${LANE_FIELD}'
    WHERE j.name = $1
      AND j.priority >= $2
      AND j.state < 'active'
      AND j.start_after < now()
      AND NOT (
        j.policy = 'stately' AND EXISTS (
          SELECT 1 FROM pgboss.job a
          WHERE a.name = j.name AND a.state = 'active'
            AND COALESCE(a.singleton_key, '') = COALESCE(j.singleton_key, '')
            AND a.policy = 'stately'
        )
      )
      AND NOT EXISTS (SELECT 1 FROM busy_lanes b WHERE b.lane = j.data->>'${LANE_FIELD}')
    ORDER BY j.priority DESC, l.last_started_at NULLS FIRST, j.created_on, j.id
    LIMIT 1
    FOR UPDATE OF j SKIP LOCKED
  ),
  lane AS (
    INSERT INTO job_lanes (queue, lane, last_started_at)
    SELECT $1, next.lane, clock_timestamp() FROM next WHERE next.lane IS NOT NULL
    ON CONFLICT (queue, lane) DO UPDATE SET last_started_at = excluded.last_started_at
  )
  UPDATE pgboss.job j SET
    state = 'active',
    started_on = now(),
    retry_count = CASE WHEN j.started_on IS NOT NULL THEN j.retry_count + 1 ELSE j.retry_count END
  FROM next
  WHERE j.name = $1 AND j.id = next.id
  RETURNING j.id, j.name, j.data, j.retry_count AS "retryCount", j.retry_limit AS "retryLimit",
    EXTRACT(epoch FROM j.expire_in)::float8 AS "expireInSeconds", j.priority
`;

/** Two loops that race for a key's two waiting jobs (one new, one to retry): one of them loses. */
const UNIQUE_VIOLATION = '23505';

/**
 * Runs the handlers of a worker process: for each queue, `concurrency` loops that each take one
 * job, run it, report its end, and take the next at once, and `waitingLoops` more that do the same
 * with the jobs a person waits for only. A loop with nothing to do waits; one idle loop of each
 * kind per queue looks again every `pollMs` (jobs sent by other processes), and a job sent by this
 * process wakes one of each at once. A loop that took a job wakes another idle one of its kind,
 * so a backlog is taken up by every loop within a few queries rather than one poll each.
 */
export function startJobLoops(options: {
  executeSql: ExecuteSql;
  boss: PgBoss;
  queues: JobLoopQueue[];
  pollMs: number;
  logger: FastifyBaseLogger;
}): JobLoops {
  const { executeSql, boss, queues, pollMs, logger } = options;
  let isStopping = false;
  /** Each queue's kinds of loop: every loop takes any job, a waiting loop only a waited-for one. */
  const kinds: LoopKind[] = queues
    .flatMap((queue) => [
      { key: queue.name, queue, minPriority: 0, loops: queue.concurrency },
      {
        key: `${queue.name} (waiting)`,
        queue,
        minPriority: PERSON_WAITING_PRIORITY,
        loops: queue.waitingLoops ?? 0,
      },
    ])
    .filter((kind) => kind.loops > 0);
  const kindsOf = (name: string) => kinds.filter((kind) => kind.queue.name === name);
  /** Per kind of loop, the loops waiting for work: calling one wakes it. */
  const idle = new Map<string, Array<() => void>>(kinds.map(({ key }) => [key, []]));
  const running = new Map<string, TakenJob>();
  const loops: Promise<void>[] = [];

  /**
   * Kinds of loop told of work while none of them was waiting: the next such loop to find nothing
   * looks once more, since its look may have come before the job it was told of was committed.
   */
  const missedWakes = new Set<string>();

  const wakeKind = (kind: LoopKind) => {
    const wake = idle.get(kind.key)!.shift();
    if (wake) wake();
    else missedWakes.add(kind.key);
  };
  const wakeOne = (name: string) => kindsOf(name).forEach(wakeKind);
  const wakeAll = () => {
    for (const waiting of idle.values()) for (const wake of waiting.splice(0)) wake();
  };
  const waitForWork = (kind: LoopKind) =>
    new Promise<void>((resolve) => {
      if (isStopping || missedWakes.delete(kind.key)) resolve();
      else idle.get(kind.key)!.push(resolve);
    });

  const takeNext = async (kind: LoopKind): Promise<TakenJob | undefined> => {
    try {
      const { rows } = await executeSql(TAKE_NEXT_JOB, [kind.queue.name, kind.minPriority]);
      return rows[0] as TakenJob | undefined;
    } catch (error) {
      if ((error as { code?: unknown }).code !== UNIQUE_VIOLATION) {
        logger.error({ err: error, queue: kind.queue.name }, 'Could not take the next job');
      }
      return undefined;
    }
  };

  const runOne = async (queue: JobLoopQueue, job: TakenJob) => {
    running.set(job.id, job);
    try {
      await withinSeconds(queue.run(job), job.expireInSeconds);
      await boss.complete(queue.name, job.id);
    } catch (error) {
      const reason = error instanceof Error ? error : { message: String(error) };
      await boss.fail(queue.name, job.id, reason).catch((failError: unknown) => {
        logger.error({ err: failError, queue: queue.name }, 'Could not record a failed job');
      });
    } finally {
      running.delete(job.id);
    }
  };

  const loop = async (kind: LoopKind) => {
    while (!isStopping) {
      const job = await takeNext(kind);
      if (!job) {
        await waitForWork(kind);
        continue;
      }
      wakeKind(kind);
      await runOne(kind.queue, job);
    }
  };

  for (const kind of kinds) {
    for (let index = 0; index < kind.loops; index++) loops.push(loop(kind));
  }
  const poll = setInterval(() => {
    for (const { name } of queues) wakeOne(name);
  }, pollMs);
  poll.unref();

  return {
    wake: wakeOne,
    async stop(timeoutMs) {
      isStopping = true;
      clearInterval(poll);
      wakeAll();
      const ended = Promise.all(loops).then(() => true);
      const isDone = await Promise.race([ended, delay(timeoutMs).then(() => false)]);
      if (isDone) return;
      const left = [...running.values()];
      logger.warn({ jobs: left.length }, 'Jobs still running at shutdown are failed for a retry');
      for (const job of left) {
        await boss.fail(job.name, job.id, { message: 'The worker stopped while the job ran' });
      }
    },
  };
}

/** Loops of one queue that take the same jobs: all of them, or only those a person waits for. */
interface LoopKind {
  key: string;
  queue: JobLoopQueue;
  minPriority: number;
  loops: number;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** The job's own promise, or a failure once it has run longer than pg-boss lets it. */
async function withinSeconds(work: Promise<void>, seconds: number) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The job ran longer than ${seconds} s`)),
      Math.max(1, seconds) * 1_000,
    );
  });
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
