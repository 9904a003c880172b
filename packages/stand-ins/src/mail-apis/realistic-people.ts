import type { MailboxMessage } from './mailbox-generator.js';
import type { Random } from './prng.js';
import type { RealisticSenderList, SenderRole } from './realistic-sender-list.js';
import { FREE_MAIL_DOMAINS, isFreeMailAddress } from './registrable-domain.js';
import { FIRST_NAMES, LAST_NAMES, capitalize } from './sender-catalog.js';

/** Free-mail domains that Reclaim's server and the stand-ins' ground truth both know. */
const PEOPLE_DOMAINS = [...FREE_MAIL_DOMAINS];
const OWN_DOMAIN_PEOPLE = 4;
/** Suffixes of the domains people register for themselves or their family. */
const VANITY_SUFFIXES = ['com', 'net', 'org', 'me', 'de', 'co.uk', 'io'];
/**
 * How people make an address of their own from their name, as `[local part, domain label]`:
 * `maria@lopez.net`, `maria.lopez@lopez-family.org`, `maria@marialopez.me`. Not
 * `maria@maria-lopez.net`: so few names make namesakes common here, and beside a namesake's
 * `maria@lopez.net` Gmail's loose `from:maria@lopez.net` lists it too, which the sweep does not
 * tell apart yet (it counts that mail as `lopez.net`'s).
 */
const VANITY_SHAPES: ((first: string, last: string) => [string, string])[] = [
  (first, last) => [first, last],
  (first, last) => [`${first}.${last}`, `${last}-family`],
  (first, last) => [first, `${first}${last}`],
];

/** A person's name, `Maria Lopez`, and its words in lower case for an address. */
function pickName(random: Random) {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  return { name: `${first} ${last}`, first: first.toLowerCase(), last: last.toLowerCase() };
}

/** Adds `count` senders through `addOne`, giving up after a hundred tries a sender. */
function tryUntil(count: number, what: string, addOne: () => boolean): void {
  let added = 0;
  for (let attempt = 0; added < count; attempt += 1) {
    if (attempt > 100 * count + 1000) throw new Error(`cannot add ${count} ${what}`);
    if (addOne()) added += 1;
  }
}

/** Adds `count` people, each a distinct address on a free-mail domain. */
export function addPeople(list: RealisticSenderList, count: number): void {
  const { random } = list;
  let added = 0;
  while (added < count) {
    const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    const suffix = random.chance(0.3) ? '' : String(random.int(1, 999));
    const local = `${name.replace(' ', random.pick(['.', '', '_']))}${suffix}`.toLowerCase();
    const address = `${local}@${random.pick(PEOPLE_DOMAINS)}`;
    if (list.add({ name, address, kind: 'person', brand: name }, 'person')) added += 1;
  }
}

/**
 * Adds the owner, who mails notes to self, and when the owner is on a custom domain a few others
 * who write from it (family members on `morgan-family.net`). Returns how many of those there are.
 */
export function addOwnerCircle(list: RealisticSenderList, owner: string): number {
  const address = owner.toLowerCase();
  const [local, host] = address.split('@') as [string, string];
  const ownerName = capitalize(local.split(/[._-]/)[0] ?? local);
  list.add({ name: ownerName, address, kind: 'person', brand: ownerName }, 'self');
  if (isFreeMailAddress(address)) return 0;
  let added = 0;
  for (const first of FIRST_NAMES) {
    if (added === OWN_DOMAIN_PEOPLE) break;
    const other = `${first.toLowerCase()}@${host}`;
    if (list.add({ name: first, address: other, kind: 'person', brand: first }, 'own-domain')) {
      added += 1;
    }
  }
  return added;
}

/**
 * Adds `count` people, each on a registrable domain of their own made of their name
 * (`maria@lopez.net`): no company's, no free mail's, not the owner's, and no one else's.
 */
export function addPeopleOnOwnDomains(list: RealisticSenderList, count: number): void {
  const { random } = list;
  tryUntil(count, 'people on domains of their own', () => {
    const { name, first, last } = pickName(random);
    const [local, label] = random.pick(VANITY_SHAPES)(first, last);
    const address = `${local}@${label}.${random.pick(VANITY_SUFFIXES)}`;
    return list.add({ name, address, kind: 'person', brand: name }, 'person-domain');
  });
}

/**
 * Adds `count` people writing personally from a company's registrable domain
 * (`maria.lopez@shop-12.com`), as employees do; the company's own mail shares the domain. Call it
 * once the companies are in `list`.
 */
export function addColleagues(list: RealisticSenderList, count: number): void {
  const { random } = list;
  const companies = [...list.companyDomains];
  if (count > 0 && companies.length === 0) throw new Error('colleagues need companies');
  tryUntil(count, 'colleagues', () => {
    const { name, first, last } = pickName(random);
    const address = `${first}.${last}@${random.pick(companies)}`;
    return list.add({ name, address, kind: 'person', brand: name }, 'colleague');
  });
}

/** People whose follow-ups in a thread are written as replies. */
const REPLYING_ROLES: ReadonlySet<SenderRole> = new Set(['person-domain', 'colleague']);

/**
 * Makes replies of the follow-ups that people on their own or a company's domain write: a message
 * continuing its sender's thread, dated after the message that began it, names that one in
 * `In-Reply-To` and `References` (by the Message-ID the emulators give it, `<id@host>`). Returns
 * how many it made.
 */
export function writeReplies(
  written: { messages: MailboxMessage[]; senderOf: Uint32Array },
  roles: readonly SenderRole[],
): number {
  const { messages, senderOf } = written;
  const isReplying = (position: number) => {
    // Past `roles` are the address-less pseudo-senders, who never reply.
    const role = roles[senderOf[position]!];
    return role !== undefined && REPLYING_ROLES.has(role);
  };
  const started = new Map<string, MailboxMessage>();
  for (const [position, message] of messages.entries()) {
    if (isReplying(position)) started.set(message.id, message);
  }
  let replies = 0;
  for (const [position, message] of messages.entries()) {
    const first = started.get(message.threadId);
    if (!isReplying(position) || !first || first.date >= message.date) continue;
    const host = first.from.address.slice(first.from.address.lastIndexOf('@') + 1);
    const messageId = `<${first.id}@${host}>`;
    messages[position] = {
      ...message,
      extraHeaders: { 'In-Reply-To': messageId, References: messageId },
    };
    replies += 1;
  }
  return replies;
}
