import { describe, expect, it } from 'vitest';
import type { MailboxMessage } from './mailbox-generator.js';
import { personDomainsOf, senderKindsOf } from './person-domains.js';
import type { SenderKind, SenderProfile } from './sender-catalog.js';

const sender = (address: string, kind: SenderKind): SenderProfile => ({
  name: kind === 'person' ? 'Maria Lopez' : 'Shop 1',
  address,
  domain: address.split('@')[1]!,
  kind,
  brand: 'Shop 1',
  activeFrom: 0,
  activeTo: 1,
});
const message = (id: string, address: string, labels = ['INBOX']): MailboxMessage => ({
  id,
  threadId: id,
  from: { name: '', address },
  subject: 's',
  snippet: '',
  date: new Date('2020-01-01T00:00:00Z'),
  listUnsubscribe: false,
  labels,
});

const OWNER = 'alex@morgan-family.net';
const senders = [
  sender('maria@lopez.net', 'person'),
  sender('maria.lopez@shop-1.com', 'person'),
  sender('news@shop-1.com', 'marketing'),
  sender('tom.kim@shop-2.com', 'person'),
  sender('orders@shop-2.com', 'transactional'),
  sender('lena@gmail.com', 'person'),
  sender('jamie@morgan-family.net', 'person'),
];
const mailbox = {
  senders,
  messages: [
    message('a', 'maria@lopez.net'),
    message('b', 'maria.lopez@shop-1.com'),
    message('c', 'news@shop-1.com'),
    message('d', 'tom.kim@shop-2.com'),
    message('e', 'orders@shop-2.com', ['SPAM']),
    message('f', 'lena@gmail.com'),
    message('g', 'jamie@morgan-family.net'),
    message('h', '', ['INBOX']),
  ],
};

describe('personDomainsOf', () => {
  it('names the counted domains only people write from; a company writing too makes it theirs', () => {
    expect(personDomainsOf(mailbox, { ownAddress: OWNER })).toEqual(new Set(['lopez.net']));
  });

  it('judges by the mail counted: with spam left out, a company seen only in spam is not there', () => {
    expect(personDomainsOf(mailbox, { ownAddress: OWNER, includeSpamTrash: false })).toEqual(
      new Set(['lopez.net', 'shop-2.com']),
    );
  });
});

describe('senderKindsOf', () => {
  it('gives each address the kind of its profile', () => {
    expect(senderKindsOf(senders).get('maria.lopez@shop-1.com')).toBe('person');
    expect(senderKindsOf(senders).get('news@shop-1.com')).toBe('marketing');
  });
});
