import { z } from 'zod';
import type { ScanCursor } from '../provider';

/**
 * Where an IMAP scan stands in INBOX. UIDs only mean something within one UIDVALIDITY, so a
 * cursor of another UIDVALIDITY is a cursor into a mailbox that no longer exists.
 */
export const imapCursorSchema = z.object({
  uidValidity: z.number().int().nonnegative(),
  /** Every UID up to this one has been read. */
  lastUid: z.number().int().nonnegative(),
  /**
   * CONDSTORE's HIGHESTMODSEQ (decimal text: it can pass 2^53) when the cursor reached the end of
   * the mailbox; while it is unchanged nothing arrived since.
   */
  highestModseq: z.string().regex(/^\d+$/).optional(),
});

export type ImapCursor = z.infer<typeof imapCursorSchema>;

/** Reads a stored cursor; throws on one that is not an IMAP cursor rather than rescanning. */
export function parseImapCursor(cursor: ScanCursor | null): ImapCursor | null {
  if (cursor === null) return null;
  const parsed = imapCursorSchema.safeParse(cursor);
  if (!parsed.success) throw new Error('The stored scan position is not an IMAP cursor');
  return parsed.data;
}
