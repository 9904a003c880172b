import {
  MAILBOX_ALIASES_MAX,
  updateMailboxAliasesBodySchema,
  type UpdateMailboxAliasesBody,
} from '@reclaim/contract';
import { ApiError } from '../../lib/api-client';

export const INVALID_ALIASES_TEXT = 'Enter valid email addresses, one per line.';
export const TOO_MANY_ALIASES_TEXT = `Enter at most ${MAILBOX_ALIASES_MAX} addresses.`;

/** A mailbox's other addresses as the textarea shows them: one per line. */
export function aliasesText(aliases: readonly string[]): string {
  return aliases.join('\n');
}

/** The addresses typed, one per line: trimmed, empty lines dropped, each address once. */
export function parseAliasLines(text: string): string[] {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const address = line.trim();
    if (address === '' || seen.has(address.toLowerCase())) continue;
    seen.add(address.toLowerCase());
    lines.push(address);
  }
  return lines;
}

/** What the aliases form makes of its text: the call's body, or the message under the field. */
export type AliasesReading =
  { isValid: true; body: UpdateMailboxAliasesBody } | { isValid: false; error: string };

const aliasSchema = updateMailboxAliasesBodySchema.shape.aliases.element;

/**
 * Checks the typed addresses with the contract's own schema before anything is sent. A bad line
 * wins over too many lines: fixing it may also bring the count down. (Past the limit the schema
 * reports only the count, so the lines are checked one by one to tell.)
 */
export function readAliases(emailId: string, text: string): AliasesReading {
  const aliases = parseAliasLines(text);
  const result = updateMailboxAliasesBodySchema.safeParse({ emailId, aliases });
  if (result.success) return { isValid: true, body: result.data };
  const isTooMany =
    aliases.length > MAILBOX_ALIASES_MAX &&
    aliases.every((alias) => aliasSchema.safeParse(alias).success);
  return { isValid: false, error: isTooMany ? TOO_MANY_ALIASES_TEXT : INVALID_ALIASES_TEXT };
}

/** Whether the server refused the addresses (a 400); the form shows it under the field. */
export function isAliasesRejected(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400;
}
