import { z } from 'zod';
import type { MessageMetadata } from '../provider';
import { GmailApiError, type GmailCall } from './gmail-client';
import { gmailMessageSchema, METADATA_HEADERS, toMessageMetadata } from './gmail-metadata';

/** Most ids `messages.list` returns per page. */
export const LIST_PAGE_SIZE = 500;

const listSchema = z.object({
  messages: z.array(z.object({ id: z.string() })).optional(),
  nextPageToken: z.string().optional(),
  resultSizeEstimate: z.number().optional(),
});
const profileSchema = z.object({ historyId: z.string() });
const historySchema = z.object({
  history: z
    .array(
      z.object({
        messagesAdded: z
          .array(
            z.object({
              message: z.object({ id: z.string(), labelIds: z.array(z.string()).optional() }),
            }),
          )
          .optional(),
      }),
    )
    .optional(),
  nextPageToken: z.string().optional(),
  historyId: z.string(),
});

/** One page of message ids, newest first. */
export interface IdPage {
  ids: string[];
  next: string | null;
  estimate: number;
}

/** Lists one page (at most `size` ids) of the ids matching the search `q`. */
export async function listIds(
  call: GmailCall,
  q: string,
  pageToken: string | null,
  size = LIST_PAGE_SIZE,
) {
  const query = new URLSearchParams({ q, maxResults: String(size) });
  if (pageToken) query.set('pageToken', pageToken);
  const page = listSchema.parse(await call('messages.list', 'messages', { query }));
  return {
    ids: (page.messages ?? []).map((message) => message.id),
    next: page.nextPageToken ?? null,
    estimate: page.resultSizeEstimate ?? 0,
  } satisfies IdPage;
}

/** Lists every id matching `q`, newest first. */
export async function listAllIds(call: GmailCall, q: string): Promise<string[]> {
  const ids: string[] = [];
  let token: string | null = null;
  do {
    const page = await listIds(call, q, token);
    ids.push(...page.ids);
    token = page.next;
  } while (token);
  return ids;
}

/** Headers of one message — never its body — or null when it was deleted meanwhile. */
export async function getMetadata(call: GmailCall, id: string): Promise<MessageMetadata | null> {
  const query = new URLSearchParams({ format: 'metadata' });
  for (const header of METADATA_HEADERS) query.append('metadataHeaders', header);
  try {
    const message = await call('messages.get', `messages/${encodeURIComponent(id)}`, { query });
    return toMessageMetadata(gmailMessageSchema.parse(message));
  } catch (error) {
    if (error instanceof GmailApiError && error.status === 404) return null;
    throw error;
  }
}

/** The mailbox's current history id. */
export async function getHistoryId(call: GmailCall): Promise<string> {
  return profileSchema.parse(await call('getProfile', 'profile')).historyId;
}

/** One page of messages added since `startHistoryId`; null when that id has expired (404). */
export async function listAddedMessages(
  call: GmailCall,
  startHistoryId: string,
  pageToken: string | undefined,
) {
  const query = new URLSearchParams({
    startHistoryId,
    historyTypes: 'messageAdded',
    maxResults: String(LIST_PAGE_SIZE),
  });
  if (pageToken) query.set('pageToken', pageToken);
  let page;
  try {
    page = historySchema.parse(await call('history.list', 'history', { query }));
  } catch (error) {
    if (error instanceof GmailApiError && error.status === 404) return null;
    throw error;
  }
  const added = (page.history ?? []).flatMap((record) =>
    (record.messagesAdded ?? []).map(({ message }) => message),
  );
  return { added, next: page.nextPageToken ?? null, historyId: page.historyId };
}
