import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATENANFRAGEN_DIR, hasSharedData, sharedDataTitle } from '#testing/directory-fixtures';
import { registrableDomainOf } from './classify-sender';
import { mailboxOf, OwnAddresses } from './own-addresses';
import { senderKind, writesLikePerson, type SenderKind } from './sender-kind';
import { MAILER_HEADERS, readSenderSignals } from '../mailbox-providers/shared/sender-headers';

interface CorpusSender {
  address: string;
  name: string;
  headers: Record<string, string>;
  kind: SenderKind;
  why: string;
}
interface Corpus {
  owner: { addresses: string[] };
  senders: CorpusSender[];
}
const corpusOf = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as Corpus;

/** Precision and recall of "company" over a corpus, and what was judged wrong. */
function judge(corpus: Corpus) {
  const own = new OwnAddresses(corpus.owner.addresses);
  const judged = corpus.senders.map((sender) => {
    const headers = new Map(Object.entries(sender.headers).map(([k, v]) => [k.toLowerCase(), v]));
    const { mailerHeaders } = readSenderSignals((name) => headers.get(name));
    const facts = { fromAddress: sender.address, fromName: sender.name, mailerHeaders };
    return { sender, kind: senderKind(facts, own) };
  });
  const found = judged.filter((j) => j.kind === 'company' && j.sender.kind === 'company').length;
  const said = judged.filter((j) => j.kind === 'company').length;
  const actual = corpus.senders.filter((s) => s.kind === 'company').length;
  const wrong = judged
    .filter((j) => j.kind !== j.sender.kind)
    .map((j) => `${j.sender.address} (${j.sender.name}): ${j.kind}, is ${j.sender.kind}`)
    .join('\n');
  return { precision: found / said, recall: found / actual, wrong };
}

describe('senderKind on labelled corpora', () => {
  it('finds companies with at least 99 % precision and 99 % recall among 354 senders', () => {
    const corpus = corpusOf('sender-corpus');
    expect(corpus.senders.length).toBeGreaterThanOrEqual(300);
    const { precision, recall, wrong } = judge(corpus);
    expect(precision, wrong).toBeGreaterThanOrEqual(0.99);
    expect(recall, wrong).toBeGreaterThanOrEqual(0.99);
  });

  it('keeps to 98 % precision and 99 % recall on a second corpus of 337 senders', () => {
    // Held out while the rules were written on the first; read once since, to fix what it showed
    // (names spelt as initials, trades, other scripts, missing services), so no longer unseen.
    const corpus = corpusOf('sender-corpus-holdout');
    expect(corpus.senders.length).toBeGreaterThanOrEqual(300);
    const { precision, recall, wrong } = judge(corpus);
    expect(precision, wrong).toBeGreaterThanOrEqual(0.98);
    expect(recall, wrong).toBeGreaterThanOrEqual(0.99);
    expect(MAILER_HEADERS.length).toBeGreaterThan(5);
  });

  it('keeps to 98 % precision and 99 % recall on a third corpus of 357 senders', () => {
    // Measured once unseen (91.2 % precision, 98.8 % recall: discussion lists, regional ISPs,
    // Serbian Cyrillic, Thai names); read since to fix those, so no longer unseen either.
    const { precision, recall, wrong } = judge(corpusOf('sender-corpus-unseen'));
    expect(precision, wrong).toBeGreaterThanOrEqual(0.98);
    expect(recall, wrong).toBeGreaterThanOrEqual(0.99);
  });

  it('keeps to 99 % precision and 97.5 % recall on a fourth corpus of 385 senders', () => {
    // Measured once unseen (89.9 % precision, 95.2 % recall: Portuguese and Luxembourg ISPs,
    // corporate directory names, greetings on a domain of one's name, list relays, out-of-office
    // replies); read since to fix those, so no longer unseen. What it still misses: businesses
    // writing from a mailbox service (never listed: the scan counts companies by domain), and
    // freelancers writing from `contact@` their own name's domain, as businesses do as often.
    const corpus = corpusOf('sender-corpus-fourth');
    expect(corpus.senders.length).toBeGreaterThanOrEqual(380);
    const { precision, recall, wrong } = judge(corpus);
    expect(precision, wrong).toBeGreaterThanOrEqual(0.99);
    expect(recall, wrong).toBeGreaterThanOrEqual(0.975);
  });

  it('keeps to 99 % precision and 95 % recall on a fifth corpus of 390 senders', () => {
    // Measured once unseen by the rules the fourth taught (97.8 % precision, 93.3 % recall:
    // trades and a service's words in a company's name, a university's `mail.` host, a
    // directory name with three given names, a Turkish mailbox service); read since to fix
    // those, so no longer unseen. Six of its nine missed companies are businesses writing from a
    // mailbox service (`sparklehomecleaningqld@gmail.com`): Reclaim lists companies by domain and
    // never lists gmail.com, so those stay missed by design.
    const corpus = corpusOf('sender-corpus-fifth');
    expect(corpus.senders.length).toBeGreaterThanOrEqual(380);
    const { precision, recall, wrong } = judge(corpus);
    expect(precision, wrong).toBeGreaterThanOrEqual(0.99);
    expect(recall, wrong).toBeGreaterThanOrEqual(0.95);
  });
});

describe(sharedDataTitle('companies of the datenanfragen directory', hasSharedData), () => {
  it.skipIf(!hasSharedData)('read as companies when they write under their own name', () => {
    // Every company with a web site, writing as itself (its name as the display name) from the
    // mailboxes companies write from, greetings included: the greeting rule (`hello@` on a domain
    // made of the name) cannot tell `Jimmy Fairly` from `Nikolai Petrov`, so a few do not.
    const dir = join(DATENANFRAGEN_DIR, 'companies');
    let probed = 0;
    const misread: string[] = [];
    for (const file of readdirSync(dir)) {
      const company = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
        name?: string;
        web?: string;
      };
      if (!company.name || !company.web) continue;
      const host = URL.parse(
        company.web.includes('//') ? company.web : `https://${company.web}`,
      )?.hostname;
      const domain = host && registrableDomainOf(`x@${host}`);
      if (!domain) continue;
      for (const local of ['hello', 'info', 'news', 'service', domain.split('.')[0]!]) {
        probed += 1;
        const fromAddress = `${local}@${domain}`;
        if (writesLikePerson({ fromAddress, fromName: company.name, mailerHeaders: [] })) {
          misread.push(`${fromAddress} (${company.name})`);
        }
      }
    }
    expect(probed).toBeGreaterThan(10_000);
    // Measured: 32 of 13,920 (0.23 %), all of them `hello@`.
    expect(misread.length / probed, misread.join('\n')).toBeLessThanOrEqual(0.003);
  });
});

describe('senderKind', () => {
  const own = new OwnAddresses(['me@gmail.com', 'post@lindqvist-nowak.eu']);
  const kindOf = (fromAddress: string, fromName: string, mailerHeaders: string[] = []) =>
    senderKind({ fromAddress, fromName, mailerHeaders }, own);

  it('calls the person’s own addresses theirs, however written and whatever the headers', () => {
    expect(kindOf('me@gmail.com', 'Me', ['list-unsubscribe'])).toBe('own');
    expect(kindOf('Me+shop@googlemail.com', 'Me')).toBe('own');
  });

  it('calls people at mailbox services and on the person’s own domains people, even in bulk', () => {
    expect(kindOf('friend@gmail.com', 'Friend', ['list-unsubscribe'])).toBe('person');
    expect(kindOf('kasia@lindqvist-nowak.eu', 'Kasia', ['list-unsubscribe'])).toBe('person');
  });

  it('judges a sender on another domain, or on none, by how it writes', () => {
    expect(kindOf('anna.berg@berg.example', 'Anna Berg')).toBe('person');
    expect(kindOf('anna.berg@berg.example', 'Anna Berg', ['list-unsubscribe'])).toBe('company');
    expect(kindOf('anna.berg@localhost', 'Anna Berg')).toBe('person');
    expect(kindOf('anna.berg@localhost', 'Anna Berg', ['list-unsubscribe'])).toBe('company');
    expect(kindOf('MAILER-DAEMON', 'Mail Delivery Subsystem')).toBe('company');
  });
});

describe('writesLikePerson', () => {
  it('reads mail from a mailer’s host as a company’s, even under a person’s name', () => {
    const writes = (fromAddress: string) =>
      writesLikePerson({ fromAddress, fromName: 'Anna Berg', mailerHeaders: [] });
    expect(writes('anna.berg@berg.example')).toBe(true);
    expect(writes('anna.berg@mail.berg.example')).toBe(true);
    const mailerHosts =
      'notification notifications notify email e em mails news info alerts updates mkt marketing send bounce reply service noreply';
    for (const label of mailerHosts.split(' ')) {
      expect(writes(`anna.berg@${label}.berg.example`), label).toBe(false);
    }
    expect(writes('anna.berg@News.Berg.example')).toBe(false);
  });

  it('reads a lone given name, a brand’s own mailbox and a list’s relayed post', () => {
    const writes = (fromAddress: string, fromName: string) =>
      writesLikePerson({ fromAddress, fromName, mailerHeaders: [] });
    expect(writes('tiago@albuquerque.org.uk', 'Tiago')).toBe(true);
    expect(writes('viaverde@viaverde.pt', 'Via Verde')).toBe(false);
    expect(writes('aves-portugal@googlegroups.com', "'Ana Ferreira' via aves-portugal")).toBe(true);
    expect(writes('aves-portugal@googlegroups.com', 'aves-portugal')).toBe(false);
    expect(writes('info@googlegroups.com', "'Ana Ferreira' via info")).toBe(false);
    expect(writes('inmail-hit-reply@linkedin.com', 'Inês Costa via LinkedIn')).toBe(false);
  });

  it('reads a company by its trade or service words, and a person at a `mail.` host', () => {
    const writes = (fromAddress: string, fromName: string) =>
      writesLikePerson({ fromAddress, fromName, mailerHeaders: [] });
    expect(writes('appointments@telstra.com', 'Telstra Appointments')).toBe(false);
    expect(writes('hello@urbanutilities.com.au', 'Urban Utilities')).toBe(false);
    expect(writes('hello@zoemarchetti.design', 'Zoe Marchetti Design')).toBe(false);
    expect(writes('zoe@zoemarchetti.design', 'Zoe Marchetti')).toBe(true);
    expect(writes('noa.levi@mail.huji.ac.il', 'נועה לוי')).toBe(true);
    expect(writes('h.nguyen@uq.edu.au', 'Nguyen, Thi Thu Ha')).toBe(true);
  });

  it('takes an out-of-office reply from a person’s mailbox for theirs, a service’s not', () => {
    const autoReply = (fromAddress: string, fromName: string) =>
      writesLikePerson({ fromAddress, fromName, mailerHeaders: ['auto-submitted'] });
    expect(autoReply('andre.leite@criticalsoftware.com', 'André Leite')).toBe(true);
    expect(autoReply('noreply@up.pt', 'Universidade do Porto')).toBe(false);
    expect(autoReply('MAILER-DAEMON@example.pt', 'Mail Delivery Subsystem')).toBe(false);
    expect(
      writesLikePerson({
        fromAddress: 'andre.leite@criticalsoftware.com',
        fromName: 'André Leite',
        mailerHeaders: ['auto-submitted', 'list-unsubscribe'],
      }),
    ).toBe(false);
  });
});

describe('OwnAddresses', () => {
  it('knows the person’s addresses however they are written', () => {
    const mine = new OwnAddresses(['kasia.lindqvist@gmail.com', 'post@lindqvist-nowak.eu']);
    expect(mine.isOwn('KasiaLindqvist+shop@googlemail.com')).toBe(true);
    expect(mine.isOwn('Post+x@Lindqvist-Nowak.eu')).toBe(true);
    expect(mine.isOwn('kasia.lindqvist@outlook.com')).toBe(false);
    expect(mine.isOwnDomain('lindqvist-nowak.eu')).toBe(true);
    expect(mine.isOwnDomain('gmail.com')).toBe(false);
    expect(mailboxOf('A.B+c@GMAIL.com')).toBe('ab@gmail.com');
  });
});
