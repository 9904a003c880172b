import { z } from 'zod';
import type { MessageMetadata } from '../provider';
import { capMetadata, capText } from '../shared/header-limits';
import { readSenderSignals, SENDER_SIGNAL_HEADERS } from '../shared/sender-headers';

/** The headers `messages.get` is asked for: never more, and never the body (`format=metadata`). */
export const METADATA_HEADERS = ['From', 'Subject', 'Date', ...SENDER_SIGNAL_HEADERS];

/** A `messages.get?format=metadata` answer, as much of it as Reclaim reads. */
export const gmailMessageSchema = z.object({
  id: z.string(),
  labelIds: z.array(z.string()).optional(),
  snippet: z.string().optional(),
  internalDate: z.string().optional(),
  payload: z
    .object({ headers: z.array(z.object({ name: z.string(), value: z.string() })).optional() })
    .optional(),
});
export type GmailMessage = z.infer<typeof gmailMessageSchema>;

/**
 * Splits a From header into display name and lower-cased address. Besides `Name <address>` it
 * reads a bare address and the old comment form `address (Name)`; a header without an address
 * (`undisclosed-recipients:;`) gives its text as the address, which has no domain.
 */
export function parseFromHeader(value: string): { name: string; address: string } {
  const angle = /^(.*?)<([^<>]*)>\s*$/.exec(value.trim());
  if (!angle) {
    // Split at the first `@` after the first character: `[^\s()]+@[^\s()]+` could split
    // `a@a@a@…` at every `@` in turn, reading on to the end each time.
    const comment = /^([^\s()][^\s()@]*@[^\s()]+)\s*\((.*)\)\s*$/.exec(value.trim());
    if (comment) return { name: comment[2]!.trim(), address: comment[1]!.toLowerCase() };
    return { name: '', address: value.trim().toLowerCase() };
  }
  const name = angle[1]!
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .replace(/\\(.)/g, '$1');
  return { name, address: angle[2]!.trim().toLowerCase() };
}

/** A header's value, capped before anything reads it (see `MAX_HEADER_LENGTH`). */
function headerOf(message: GmailMessage, name: string): string | undefined {
  const wanted = name.toLowerCase();
  const header = message.payload?.headers?.find((header) => header.name.toLowerCase() === wanted);
  return header === undefined ? undefined : capText(header.value);
}

function dateOf(message: GmailMessage): Date {
  // internalDate is when Gmail received the message and orders every list, so first and last
  // dates read from the oldest and newest ids agree with it; a Date header may be missing or odd.
  const internal = Number(message.internalDate);
  if (Number.isFinite(internal) && internal > 0) return new Date(internal);
  const header = Date.parse(headerOf(message, 'Date') ?? '');
  return new Date(Number.isNaN(header) ? 0 : header);
}

/** The metadata Reclaim keeps of a Gmail message. */
export function toMessageMetadata(message: GmailMessage): MessageMetadata {
  const from = parseFromHeader(headerOf(message, 'From') ?? '');
  return capMetadata({
    id: message.id,
    fromAddress: from.address,
    fromName: from.name,
    subject: headerOf(message, 'Subject') ?? '',
    snippet: message.snippet ?? '',
    date: dateOf(message),
    ...readSenderSignals((name) => headerOf(message, name)),
    categories: (message.labelIds ?? [])
      .filter((label) => label.startsWith('CATEGORY_'))
      .map((label) => label.slice('CATEGORY_'.length).toLowerCase()),
  });
}
