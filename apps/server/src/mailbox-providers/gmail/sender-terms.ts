import type { MessageMetadata } from '../provider';

/** An address Gmail's search syntax can name as it is: no quotes, brackets or spaces. */
export const isSearchable = (address: string) => /^[a-z0-9._%+'-]+@[a-z0-9.-]+$/.test(address);

/** The longest phrase the sweep searches for; a longer display name is settled by reading. */
const MAX_PHRASE_LENGTH = 200;

/**
 * The lower-case runs of letters and digits of `text`: the words Gmail's `from:` matches, in a
 * row, against the words of a From header (`"shop 12" news@shop-12.com` is `shop 12 news shop 12
 * com`).
 */
export const searchWords = (text: string): string[] =>
  text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Whether `run` occurs in `words` as a contiguous sequence. */
export function holdsRun(words: readonly string[], run: readonly string[]): boolean {
  if (run.length === 0) return false;
  return ` ${words.join(' ')} `.includes(` ${run.join(' ')} `);
}

/**
 * The phrases that find one sender's mail by its display name next to its address, in either
 * order (`"Shop 12 <news@shop-12.com>"`, and the old `news@shop-12.com (Shop 12)`). Unlike the
 * bare address, they do not match a display name that spells the address
 * (`"news@shop-12.com via Signly" <noreply@signly.com>`). Null for mail without a display name,
 * whose only phrase would be the address itself, or with a very long one.
 */
export function senderPhrases(message: Pick<MessageMetadata, 'fromName' | 'fromAddress'>) {
  const name = searchWords(message.fromName);
  const address = searchWords(message.fromAddress);
  if (name.length === 0 || address.length === 0) return null;
  const phrases = [`"${[...name, ...address].join(' ')}"`, `"${[...address, ...name].join(' ')}"`];
  return phrases[0]!.length <= MAX_PHRASE_LENGTH ? phrases : null;
}

/** Messages without a display name read from one address before the address alone explains it. */
export const BARE_READS = 2;

/**
 * The terms that explain a sender's mail in a check: its phrases (see `senderPhrases`), or for
 * mail without a display name, whose only term is the address itself, that address once
 * {@link BARE_READS} such messages of it were read: a sender that never writes a display name
 * would else be read message by message. A display name spelling such an address is not told
 * apart from it.
 */
export class SenderTerms {
  private readonly bare = new Map<string, number>();

  of(message: Pick<MessageMetadata, 'fromName' | 'fromAddress'>): string[] | null {
    const phrases = senderPhrases(message);
    if (phrases) return phrases;
    const address = message.fromAddress;
    if (!isSearchable(address)) return null;
    const seen = (this.bare.get(address) ?? 0) + 1;
    this.bare.set(address, seen);
    return seen >= BARE_READS ? [address] : null;
  }
}
