import type { MessageMetadata } from '../provider';
import { getMetadata, listAddedMessages } from './gmail-api';
import type { GmailCall } from './gmail-client';
import type { GmailScanPage, SyncCursor } from './gmail-scan-page';

// Mail the sweep leaves out too: Gmail's message list skips spam and trash, drafts are not mail.
const SKIPPED_LABELS = new Set(['SPAM', 'TRASH', 'DRAFT']);

/**
 * One page of an incremental rescan: the messages added since the cursor's history id, read one
 * by one (they are few) and counted by the scan loop like any page. Null when Google no longer
 * keeps that history (404, after about a week): the caller sweeps again from `syncedTo`.
 */
export async function syncPage(
  call: GmailCall,
  cursor: SyncCursor,
  clock: () => number,
): Promise<GmailScanPage | null> {
  const page = await listAddedMessages(call, cursor.historyId, cursor.pageToken);
  if (!page) return null;
  const ids = new Set(
    page.added
      .filter((message) => !(message.labelIds ?? []).some((label) => SKIPPED_LABELS.has(label)))
      .map((message) => message.id),
  );
  const read = await Promise.all([...ids].map((id) => getMetadata(call, id)));
  const messages = read.filter((message): message is MessageMetadata => message !== null);
  if (page.next) {
    return { messages, cursor: { ...cursor, pageToken: page.next }, progress: 50 };
  }
  return {
    messages,
    cursor: null,
    syncCursor: { historyId: page.historyId, syncedTo: Math.ceil(clock() / 1000) },
    progress: 100,
  };
}
