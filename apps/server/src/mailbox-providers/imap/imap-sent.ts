import type { ImapFlow } from 'imapflow';

/** Where a new Sent folder goes when the mailbox has none. */
const NEW_SENT_FOLDER = 'Sent';

/**
 * The path of the mailbox's Sent folder, or null when it has none. imapflow settles on one folder
 * per special use: the one the server marks `\Sent` (RFC 6154), else one with a well-known name
 * ("Sent", "Sent Items", "Sent Messages", or the same in another language).
 */
async function findSentFolder(client: ImapFlow): Promise<string | null> {
  const folders = await client.list();
  const sent = folders.find(
    (folder) => folder.specialUse === '\\Sent' && !folder.flags.has('\\Noselect'),
  );
  return sent?.path ?? null;
}

/**
 * Whether the folder at `path` holds a message with exactly this Message-ID. The folder is opened
 * read-only; SEARCH HEADER matches substrings (and servers with full-text indexes match words), so
 * each hit's header is compared before it counts.
 */
async function holdsMessageId(client: ImapFlow, path: string, messageId: string) {
  await client.mailboxOpen(path, { readOnly: true });
  const uids = await client.search({ header: { 'message-id': messageId } }, { uid: true });
  if (!uids || uids.length === 0) return false;
  const hits = await client.fetchAll(uids, { uid: true, headers: ['message-id'] }, { uid: true });
  return hits.some(
    (hit) => /^message-id:\s*(\S+)/im.exec(hit.headers?.toString() ?? '')?.[1] === messageId,
  );
}

/** Whether the mailbox's Sent folder holds the message with this Message-ID. */
export async function isInSent(client: ImapFlow, messageId: string): Promise<boolean> {
  const path = await findSentFolder(client);
  return path !== null && (await holdsMessageId(client, path, messageId));
}

/**
 * Files `raw` (the message as sent, with `messageId`) in the Sent folder, marked read, creating
 * "Sent" when the mailbox has none. Some servers file what their SMTP server relays themselves: a
 * copy already there is not filed twice.
 */
export async function fileInSent(client: ImapFlow, raw: Buffer, messageId: string): Promise<void> {
  const found = await findSentFolder(client);
  if (found !== null && (await holdsMessageId(client, found, messageId))) return;
  const path = found ?? (await client.mailboxCreate(NEW_SENT_FOLDER)).path;
  const appended = await client.append(path, raw, ['\\Seen']);
  if (!appended) throw new Error(`The server did not file the copy in ${path}`);
}
