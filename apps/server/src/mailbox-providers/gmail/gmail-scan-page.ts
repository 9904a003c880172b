import { z } from 'zod';
import type { ScanPage } from '../provider';

export type { SenderTotal } from '../provider';

/** A page of the Gmail adapter; `senderTotals` is part of every {@link ScanPage}. */
export type GmailScanPage = ScanPage;

/**
 * Where a sweep stands: the time range it reads, the position in the newest-first id list, and
 * the senders already covered. Everything else (which ids are covered) is derived from these, so
 * the cursor stays small and a crash costs only re-listing.
 */
export const sweepCursorSchema = z.object({
  phase: z.literal('sweep'),
  /** History id taken before the sweep began: where the first incremental rescan starts. */
  historyId: z.string(),
  /** Range of internal dates read, in epoch seconds: `after:` (inclusive, or none), `before:`. */
  after: z.number().int().nullable(),
  before: z.number().int(),
  /** Page token of the id-list page being walked; null for the first page. */
  pageToken: z.string().nullable(),
  /** Ids of that page already walked. */
  offset: z.number().int().min(0),
  /** Ids walked so far, and the list's size estimate, for progress. */
  seen: z.number().int().min(0),
  estimate: z.number().int().min(0),
  /** Registrable domains and (for people) addresses whose mail is counted or deliberately skipped. */
  covered: z.array(z.string()),
  /**
   * What a covered sender's search leaves out to list only its mail (see `sweep-sender`): for a
   * company, other senders' domains or addresses and ids; for a person, the same for the search
   * that listed them with others.
   */
  exclusions: z
    .record(z.string(), z.object({ addresses: z.array(z.string()), ids: z.array(z.string()) }))
    .default({}),
  /**
   * By last label of a domain (`com`), the public suffixes extending it (`com.au`) that any mail
   * in the range has, found once a label; a company's searches leave out only those. A cursor
   * without it comes from a sweep that left out every such suffix (see `coDomainSuffixes`).
   */
  coDomains: z.record(z.string(), z.array(z.string())).optional(),
  /**
   * The display names of covered people, by address: their mail is listed by name and address
   * together (see `listPeopleMail`), also when a sweep resumes in another process.
   */
  names: z.record(z.string(), z.array(z.string())).default({}),
});
export type SweepCursor = z.infer<typeof sweepCursorSchema>;

/** Where an incremental rescan starts: the sync cursor a completed scan hands back. */
export const syncCursorSchema = z.object({
  historyId: z.string(),
  /** Epoch seconds up to which mail is counted; an expired history sweeps on from here. */
  syncedTo: z.number().int().optional(),
  /** A `history.list` page token while a rescan reads more than one page. */
  pageToken: z.string().optional(),
});
export type SyncCursor = z.infer<typeof syncCursorSchema>;

/** A stable identity of a sweep cursor; jsonb does not keep key order, so it is built field by field. */
export function sweepCursorKey(cursor: SweepCursor): string {
  const { historyId, after, before, pageToken, offset, seen, covered } = cursor;
  return JSON.stringify([historyId, after, before, pageToken, offset, seen, covered]);
}
