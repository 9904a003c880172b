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
}

export function defineJob<Payload>(definition: JobDefinition<Payload>) {
  return definition;
}
