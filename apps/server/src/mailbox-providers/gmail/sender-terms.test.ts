import { describe, expect, it } from 'vitest';
import { BARE_READS, holdsRun, searchWords, senderPhrases, SenderTerms } from './sender-terms';

const from = (fromName: string, fromAddress: string) => ({ fromName, fromAddress });
/** Whether Gmail's `from:` would match `phrase` in `header`: its words in a row. */
const matches = (header: string, phrase: string) =>
  holdsRun(searchWords(header), searchWords(phrase));

describe('senderPhrases', () => {
  it('binds the display name to the address, in either order, as Gmail reads them', () => {
    expect(senderPhrases(from('Shop 12', 'news@mail.shop-12.com'))).toEqual([
      '"shop 12 news mail shop 12 com"',
      '"news mail shop 12 com shop 12"',
    ]);
  });

  it('matches the sender’s own From headers but not a display name spelling its address', () => {
    const [named, comment] = senderPhrases(from('Alex', 'alex@morgan-family.net'))!;

    expect(matches('Alex <alex@morgan-family.net>', named!)).toBe(true);
    expect(matches('alex@morgan-family.net (Alex)', comment!)).toBe(true);
    for (const phrase of [named!, comment!]) {
      expect(matches('"alex@morgan-family.net via Signly" <noreply@signly.com>', phrase)).toBe(
        false,
      );
      expect(matches('"alex@morgan-family.net" <noreply@formly.net>', phrase)).toBe(false);
    }
  });

  it('has none for mail without a display name, whose only phrase would be the address', () => {
    expect(senderPhrases(from('', 'news@shop.com'))).toBeNull();
    expect(senderPhrases(from('Shop', ''))).toBeNull();
  });
});

describe('SenderTerms', () => {
  it('takes an address without a display name as it is only after a few of its messages', () => {
    const terms = new SenderTerms();
    const bare = from('', 'noreply@shop.com');

    for (let read = 1; read < BARE_READS; read += 1) expect(terms.of(bare)).toBeNull();
    expect(terms.of(bare)).toEqual(['noreply@shop.com']);
    expect(terms.of(from('', 'orders@shop.com'))).toBeNull();
    expect(terms.of(from('', 'not an address'))).toBeNull();
  });
});
