import { z } from 'zod';
import { emailIdSchema } from './connections';
import { callResponseSchema } from './envelope';

/**
 * A mailbox's requests over time: how many went out each month (the newest request of each type
 * to each company, as My Deletion Requests lists them), by where each stands now.
 */
export const requestTimelineBodySchema = z.object({ emailId: emailIdSchema }).strict();
export type RequestTimelineBody = z.input<typeof requestTimelineBodySchema>;

export const REQUEST_TIMELINE_PARTS = [
  { key: 'waiting', label: 'Waiting for an answer' },
  { key: 'answered', label: 'Answered' },
  { key: 'overdue', label: 'Overdue' },
  { key: 'done', label: 'Done' },
  { key: 'failed', label: 'Failed' },
] as const;
export type RequestTimelinePart = (typeof REQUEST_TIMELINE_PARTS)[number]['key'];

export const requestTimelineMonthSchema = z.object({
  /** YYYY-MM, in UTC. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  waiting: z.number().int(),
  answered: z.number().int(),
  overdue: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
});
export type RequestTimelineMonth = z.infer<typeof requestTimelineMonthSchema>;

export const requestTimelineResponseSchema = callResponseSchema(
  z.object({ responseListObject: z.array(requestTimelineMonthSchema) }),
);
export type RequestTimelineResponse = z.infer<typeof requestTimelineResponseSchema>;
