import { describe, expect, it } from 'vitest';
import { FromTokenIndex } from './from-token-index.js';
import { hasTokenRun, tokenizeFrom } from './from-tokens.js';
import { UserMailbox } from './mailbox-store.js';
import { fromHeaderOf } from './message-headers.js';
import { generateRealisticMailbox } from './realistic-mailbox.js';

const RANGE = { start: new Date('2012-01-01T00:00:00Z'), end: new Date('2025-01-01T00:00:00Z') };
const OWNER = 'alex@morgan-family.net';

describe('tokenizeFrom and hasTokenRun', () => {
  it('cut a From header into lower-case words of letters and digits', () => {
    expect(tokenizeFrom('"Müller.de Deals" < NEWS@Mail.Best-Shop-7.COM.au >')).toEqual([
      'müller',
      'de',
      'deals',
      'news',
      'mail',
      'best',
      'shop',
      '7',
      'com',
      'au',
    ]);
  });

  it('find a run only when its words are next to each other and whole', () => {
    const tokens = tokenizeFrom('news@mail.amazon.com.au');

    expect(hasTokenRun(tokens, ['amazon', 'com'])).toBe(true);
    expect(hasTokenRun(tokens, ['news', 'amazon'])).toBe(false);
    expect(hasTokenRun(tokens, ['amazo'])).toBe(false);
    expect(hasTokenRun(tokens, [])).toBe(false);
  });
});

describe('FromTokenIndex', () => {
  const mailbox = generateRealisticMailbox({
    seed: 4,
    messages: 10_000,
    companies: 400,
    people: 300,
    owner: OWNER,
    ...RANGE,
  });
  const messages = new UserMailbox(OWNER, mailbox.messages).all();
  const index = new FromTokenIndex(messages);
  const headerTokens = messages.map((message) => tokenizeFrom(fromHeaderOf(message)));
  const bruteForce = (value: string) => {
    const run = tokenizeFrom(value);
    return messages.filter((_, at) => hasTokenRun(headerTokens[at]!, run)).map((m) => m.id);
  };

  it('answers exactly what a scan of every From header answers', () => {
    const values = [
      ...new Set(mailbox.senders.flatMap((s) => [s.domain, s.address, s.name])),
      'com',
      'com.au',
      'mail',
      'gmail.com',
      'mailer-daemon',
      'undisclosed-recipients',
      'no-such-company.com',
    ];

    for (const value of values) {
      expect(
        index.find(value).map((m) => m.id),
        value,
      ).toEqual(bruteForce(value));
    }
  });

  it('agrees with its own predicate, also for a message it was not built over', () => {
    const outsider = { ...messages[0]!, id: 'outsider', rawFrom: 'Shop <x@shop-1.example>' };

    expect(index.predicateFor('shop-1.example')(outsider)).toBe(true);
    expect(index.predicateFor(mailbox.senders[0]!.domain)(outsider)).toBe(false);
  });

  it('checks only the messages of the rarest word of a search in a 100,000-message mailbox', () => {
    const large = generateRealisticMailbox({ seed: 5, owner: OWNER, ...RANGE });
    const store = new UserMailbox(OWNER, large.messages);
    const domains = [...new Set(large.senders.map((s) => s.domain))];
    const index = store.fromTokenIndex();
    let checked = 0;
    const tokensOf = index.tokensOf.bind(index);
    index.tokensOf = (message) => {
      checked += 1;
      return tokensOf(message);
    };

    let found = 0;
    for (const domain of domains) found += index.find(domain).length;

    // A search that read the whole mailbox would check all 100,000 messages for each of thousands
    // of domains; one that starts from the rarest word checks a few times as many as it finds.
    expect(found).toBeGreaterThan(0);
    expect(checked).toBeLessThan(found * 4);
    expect(checked).toBeLessThan((domains.length * large.messages.length) / 100);
  });
});
