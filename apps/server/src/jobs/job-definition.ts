import type { z } from 'zod';

/**
 * A job: a name, a payload schema checked on send and on receipt, and its retry policy. The
 * handler lives beside it in `<name>.handler.ts` and must be idempotent: pg-boss delivers at least
 * once, so a retry after a crash runs it again.
 */
export interface JobDefinition<Payload> {
  name: string;
  payload: z.ZodType<Payload>;
  retryLimit: number;
  retryDelaySeconds: number;
  /** Cron expression when the job runs on a schedule (UTC). */
  cron?: string;
  /**
   * With a key, pg-boss's 'stately' policy keeps at most one job per key queued and one active:
   * two workers never run the same key at once.
   */
  singletonKey?: (payload: Payload) => string;
  /** How long one run may take before pg-boss counts it as failed and retries. */
  expireInSeconds?: number;
  /**
   * How many of these jobs one worker process runs at once (1 unless said; `JOB_CONCURRENCY`
   * overrides it). Jobs of one key never run at once, whatever this says.
   */
  concurrency?: number;
  /**
   * Loops beside `concurrency` that take only jobs a person waits for (`isPersonWaiting`), so that
   * a person's first scan or Rescan starts at once while every other loop runs a long job.
   */
  waitingLoops?: number;
  /**
   * The lane of a job (the mailbox an e-mail goes from): a lane with a job running is passed over
   * and the next job comes from the lane that waited longest, so lanes take turns across every
   * worker process and one lane's many jobs run one after another. Which jobs run at once is a
   * matter of fairness here, not of correctness: what must never overlap is guarded by the
   * handler (two loops may each take a job of the same lane in the same instant).
   */
  lane?: (payload: Payload) => string;
}

/** Where a job's lane is kept in its data, beside the payload (which ignores it on receipt). */
export const LANE_FIELD = '$lane';

export function defineJob<Payload>(definition: JobDefinition<Payload>) {
  return definition;
}

/**
 * When a job may start: `startAfterSeconds` from now (for work that must wait its turn); and
 * whether a person is waiting for it (their first scan, a Rescan they asked for), which puts it
 * before the queue's other jobs.
 */
export interface SendJobOptions {
  startAfterSeconds?: number;
  isPersonWaiting?: boolean;
}

/** The pg-boss priority of a job a person waits for; every other job has 0. */
export const PERSON_WAITING_PRIORITY = 10;

/** Sends a job after checking its payload; what handlers use to enqueue follow-up work. */
export type SendJob = <P>(
  job: JobDefinition<P>,
  payload: P,
  options?: SendJobOptions,
) => Promise<string | null>;

/** What a handler gets besides its payload. */
export interface JobContext {
  send: SendJob;
  /** No retry follows if this run fails: a handler ends the work as failed instead of throwing. */
  isLastAttempt: boolean;
  /** It was sent with `isPersonWaiting`: a person is looking at the screen it fills. */
  isPersonWaiting: boolean;
}

/** A job and the function that runs it, registered on worker processes. */
export interface JobRegistration<Payload = never> {
  definition: JobDefinition<Payload>;
  handle: (payload: Payload, context: JobContext) => Promise<void>;
}

export function registerJob<Payload>(
  definition: JobDefinition<Payload>,
  handle: JobRegistration<Payload>['handle'],
): JobRegistration<Payload> {
  return { definition, handle };
}
