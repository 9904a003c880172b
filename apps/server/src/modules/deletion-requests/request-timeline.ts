import type { RequestTimelineMonth, RequestTimelinePart } from '@reclaim/contract';
import { deletionRequests, type Database } from '@reclaim/db';
import { desc, eq } from 'drizzle-orm';
import { requireMailbox } from './other-requests';

type TimelineRow = Pick<
  typeof deletionRequests.$inferSelect,
  'status' | 'sentAt' | 'createdAt' | 'dueAt' | 'repliedAt' | 'outcome'
>;

/**
 * `_getTimeline`: the mailbox's requests as My Deletion Requests lists them (the newest of each
 * type to each company), counted by the month they went out and where each stands now.
 */
export async function requestTimelineOf(
  db: Database,
  userId: string,
  emailId: string,
  now: Date,
): Promise<RequestTimelineMonth[]> {
  const connection = await requireMailbox(db, userId, emailId);
  const r = deletionRequests;
  const rows = await db
    .selectDistinctOn([r.domain, r.requestType], {
      status: r.status,
      sentAt: r.sentAt,
      createdAt: r.createdAt,
      dueAt: r.dueAt,
      repliedAt: r.repliedAt,
      outcome: r.outcome,
    })
    .from(r)
    .where(eq(r.connectionId, connection.id))
    .orderBy(r.domain, r.requestType, desc(r.createdAt));
  return countByMonth(rows, now);
}

/** Where a request stands now; none while it is being sent. */
export function timelinePartOf(request: TimelineRow, now: Date): RequestTimelinePart | null {
  switch (request.status) {
    case 'processing':
      return null;
    case 'reclaimed':
      return 'done';
    case 'failed':
      return 'failed';
    case 'initiated':
      if (request.repliedAt || request.outcome !== 'open') return 'answered';
      return request.dueAt && request.dueAt < now ? 'overdue' : 'waiting';
  }
}

/** The requests counted by the month they went out (UTC), oldest month first. */
export function countByMonth(rows: readonly TimelineRow[], now: Date): RequestTimelineMonth[] {
  const months = new Map<string, RequestTimelineMonth>();
  for (const row of rows) {
    const part = timelinePartOf(row, now);
    if (!part) continue;
    const month = (row.sentAt ?? row.createdAt).toISOString().slice(0, 7);
    const counts = months.get(month) ?? {
      month,
      waiting: 0,
      answered: 0,
      overdue: 0,
      done: 0,
      failed: 0,
    };
    counts[part] += 1;
    months.set(month, counts);
  }
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
}
