import { z } from 'zod';
import type { MessageMetadata } from '../provider';

/**
 * What has been counted so far: every message received at or before `after` (epoch ms), except
 * that at exactly `after` only the ids in `sameTime` were. A rescan counts only messages beyond
 * it, so a message Graph reports again (read, moved, re-delivered by a repeated round) is never
 * counted twice.
 */
export const watermarkSchema = z.object({
  after: z.number(),
  sameTime: z.array(z.string()),
});
export type Watermark = z.infer<typeof watermarkSchema>;

/** A full scan (or, after an expired delta link, a scan of what is new by date) under way. */
export const listCursorSchema = z.object({
  phase: z.literal('list'),
  /** The `@odata.nextLink` to read next. */
  next: z.string(),
  /** Epoch ms, a whole second: the list holds messages received before it. */
  cutoff: z.number(),
  /** Epoch ms of the oldest message of the list, for progress; null when the list is empty. */
  oldest: z.number().nullable(),
  /** Set when only messages beyond it are counted (the fallback after an expired delta link). */
  countFrom: watermarkSchema.nullable(),
  /** The Inbox delta link taken when the scan began, and what it will count from. */
  deltaLink: z.string(),
  synced: watermarkSchema,
});
export type ListCursor = z.infer<typeof listCursorSchema>;

/** Where a rescan starts: the sync cursor a completed scan hands back. */
export const syncCursorSchema = z.object({
  phase: z.literal('delta'),
  deltaLink: z.string(),
  synced: watermarkSchema,
});
export type SyncCursor = z.infer<typeof syncCursorSchema>;

/** Whether `message` lies beyond the watermark, i.e. was not counted yet. */
export function isBeyond(watermark: Watermark, message: MessageMetadata): boolean {
  const time = message.date.getTime();
  return (
    time > watermark.after || (time === watermark.after && !watermark.sameTime.includes(message.id))
  );
}

/** The watermark once `messages` (all beyond it) are counted too. */
export function advance(watermark: Watermark, messages: readonly MessageMetadata[]): Watermark {
  let { after, sameTime } = watermark;
  for (const message of messages) {
    const time = message.date.getTime();
    if (time > after) {
      after = time;
      sameTime = [message.id];
    } else if (time === after && !sameTime.includes(message.id)) {
      sameTime = [...sameTime, message.id];
    }
  }
  return { after, sameTime };
}
