import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mailboxOf, OwnAddresses, senderKind, type SenderKind } from './sender-kind';
import { MAILER_HEADERS, readSenderSignals } from '../mailbox-providers/shared/sender-headers';

interface CorpusSender {
  address: string;
  name: string;
  headers: Record<string, string>;
  kind: SenderKind;
  why: string;
}
const corpus = JSON.parse(
  readFileSync(new URL('./fixtures/sender-corpus.json', import.meta.url), 'utf8'),
) as { owner: { addresses: string[] }; senders: CorpusSender[] };
const own = new OwnAddresses(corpus.owner.addresses);

const kindOf = (sender: CorpusSender) => {
  const headers = new Map(Object.entries(sender.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const { mailerHeaders } = readSenderSignals((name) => headers.get(name));
  return senderKind({ fromAddress: sender.address, fromName: sender.name, mailerHeaders }, own);
};

describe('senderKind on a labelled corpus', () => {
  it('holds at least 300 senders of every kind', () => {
    expect(corpus.senders.length).toBeGreaterThanOrEqual(300);
    expect(MAILER_HEADERS.length).toBeGreaterThan(5);
  });

  it('finds companies with at least 99 % precision and 99 % recall', () => {
    const judged = corpus.senders.map((sender) => ({ sender, kind: kindOf(sender) }));
    const truePositives = judged.filter((j) => j.kind === 'company' && j.sender.kind === 'company');
    const said = judged.filter((j) => j.kind === 'company').length;
    const actual = corpus.senders.filter((s) => s.kind === 'company').length;
    const wrong = judged
      .filter((j) => j.kind !== j.sender.kind)
      .map((j) => `${j.sender.address} (${j.sender.name}): ${j.kind}, is ${j.sender.kind}`)
      .join('\n');
    expect(truePositives.length / said, wrong).toBeGreaterThanOrEqual(0.99);
    expect(truePositives.length / actual, wrong).toBeGreaterThanOrEqual(0.99);
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
