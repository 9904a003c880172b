import type { ImapFlow } from 'imapflow';

/** What a header FETCH returns for one message. */
export interface FetchedHeaders {
  uid: number;
  /** INTERNALDATE, when the server sent one that reads as a date. */
  internalDate: Date | null;
  /** The `BODY[HEADER.FIELDS (…)]` block, as sent. */
  headers: Uint8Array;
}

/** An item of a response as imapflow's parser gives it. */
interface ParsedItem {
  type?: string;
  value?: unknown;
}

/**
 * imapflow's command runner, on which its own `fetch` is built; it is not in its type
 * declarations. The tagged response's `next` must be called before another command can run.
 */
interface ImapCommandRunner {
  exec(
    command: string,
    attributes: unknown[],
    options: { untagged: { FETCH: (untagged: { attributes?: unknown[] }) => void } },
  ): Promise<{ next: () => void }>;
}

const atom = (value: string) => ({ type: 'ATOM', value });

function readItem(item: unknown): string | Uint8Array | null {
  const value = (item as ParsedItem | null)?.value;
  return typeof value === 'string' || value instanceof Uint8Array ? value : null;
}

/** Reads `UID n INTERNALDATE "…" BODY[…] {n}…` in any order; null without a UID or headers. */
function readFetched(untagged: { attributes?: unknown[] }): FetchedHeaders | null {
  const items = untagged.attributes?.[1];
  if (!Array.isArray(items)) return null;
  let uid = 0;
  let internalDate: Date | null = null;
  let headers: Uint8Array | null = null;
  for (let index = 0; index + 1 < items.length; index += 2) {
    const key = readItem(items[index]);
    const value = readItem(items[index + 1]);
    if (typeof key !== 'string' || value === null) continue;
    switch (key.toUpperCase()) {
      case 'UID':
        uid = Number(value);
        break;
      case 'INTERNALDATE': {
        const date = new Date(String(value));
        internalDate = Number.isNaN(date.getTime()) ? null : date;
        break;
      }
      case 'BODY':
        headers = typeof value === 'string' ? Buffer.from(value) : value;
        break;
    }
  }
  return Number.isSafeInteger(uid) && uid > 0 && headers ? { uid, internalDate, headers } : null;
}

/**
 * `UID FETCH <uids> (UID INTERNALDATE BODY.PEEK[HEADER.FIELDS (<fields>)])`, handing each message
 * to `onMessage` as it arrives. `BODY.PEEK` leaves `\Seen` alone.
 *
 * Why not `client.fetch`: for each message it also compiles every item name back to text, hashes
 * an id, asks for MODSEQ and passes the message through an async generator, which together cost
 * about as much CPU as the rest of the scan; a 100,000-message scan spends most of its time there.
 * This sends the same command through the runner `fetch` uses and reads only the three items.
 */
export async function fetchHeaderFields(
  client: ImapFlow,
  uidSet: string,
  fields: readonly string[],
  onMessage: (message: FetchedHeaders) => void,
): Promise<void> {
  const runner = client as unknown as Partial<ImapCommandRunner>;
  if (typeof runner.exec !== 'function') throw new Error('imapflow no longer offers exec()');
  const failures: unknown[] = [];
  const section = [atom('HEADER.FIELDS'), fields.map(atom)];
  const query = [atom('UID'), atom('INTERNALDATE'), { type: 'ATOM', value: 'BODY.PEEK', section }];
  const response = await runner.exec('UID FETCH', [{ type: 'SEQUENCE', value: uidSet }, query], {
    untagged: {
      FETCH(untagged) {
        // imapflow logs and skips a response whose handler throws: keep the error to fail the page.
        try {
          const message = readFetched(untagged);
          if (message) onMessage(message);
        } catch (error) {
          failures.push(error);
        }
      },
    },
  });
  response.next();
  if (failures.length > 0) throw failures[0];
}
