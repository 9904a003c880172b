import { utimesSync, writeFileSync } from 'node:fs';
import { chown, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { formatMessage } from './format-message.js';
import type { ImapTestMessage } from './generate-imap-messages.js';

/** Who owns the directories, when the writer is root and Dovecot runs as someone else. */
export interface FileOwner {
  uid: number;
  gid: number;
}

/** Files written between two turns of the event loop. */
const BATCH_SIZE = 2000;

/** Creates `cur`, `new` and `tmp` under `maildir`. */
export async function createMaildir(maildir: string, owner: FileOwner | null): Promise<void> {
  for (const path of [maildir, join(maildir, 'cur'), join(maildir, 'new'), join(maildir, 'tmp')]) {
    await mkdir(path, { recursive: true, mode: 0o700 });
    if (owner) await chown(path, owner.uid, owner.gid);
  }
}

/**
 * Writes messages straight into `maildir/cur` without flags, so Dovecot sees them as unread. The
 * file name starts with the message's date, which Dovecot sorts by when it assigns UIDs, and the
 * file's mtime is that date, which Dovecot reports as INTERNALDATE. `firstSequence` keeps names
 * unique across calls.
 *
 * Synchronous writes in batches: for many small files they are several times faster than the
 * thread pool, and the batches still let other work run. Files are world-readable rather than
 * chowned one by one; the maildir itself is private to Dovecot's account.
 */
export async function writeMaildirMessages(
  maildir: string,
  messages: readonly ImapTestMessage[],
  firstSequence: number,
): Promise<void> {
  for (let index = 0; index < messages.length; index += 1) {
    if (index > 0 && index % BATCH_SIZE === 0) await yieldToEventLoop();
    const message = messages[index]!;
    const content = formatMessage(message);
    const seconds = Math.floor(message.date.getTime() / 1000);
    const name = `${seconds}.M${firstSequence + index}P${process.pid}.reclaim,S=${content.length}:2,`;
    const path = join(maildir, 'cur', name);
    writeFileSync(path, content, { mode: 0o644 });
    utimesSync(path, seconds, seconds);
  }
}
