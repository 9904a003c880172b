import type { MailboxMessage } from './mailbox-generator.js';
import type { Random } from './prng.js';
import type { SenderRole } from './realistic-sender-list.js';
import { capitalize, type SenderProfile } from './sender-catalog.js';

/**
 * The unusual From headers real mail carries, each written from a clean `name <address>`:
 * `bare` `news@x.com`; `comment` `news@x.com (X News)`; `spaced` `X News < NEWS@Mail.X.COM >`;
 * `specials` a display name with an unquoted comma, `X, Inc. <news@x.com>`.
 */
export const FROM_QUIRKS = ['bare', 'comment', 'spaced', 'specials'] as const;
export type FromQuirk = (typeof FROM_QUIRKS)[number];

/** `news@mail.x.com` as some mailers shout it: `NEWS@Mail.X.COM`. */
function shout(address: string): string {
  const [local, host] = address.split('@') as [string, string];
  const labels = host.split('.');
  const mixed = labels.map((label, index) =>
    index < labels.length - 2 ? capitalize(label) : label.toUpperCase(),
  );
  return `${local.toUpperCase()}@${mixed.join('.')}`;
}

/** `message` with its From header written the `quirk` way, and `from` as a correct reading of it. */
export function withFromQuirk(message: MailboxMessage, quirk: FromQuirk): MailboxMessage {
  const { name, address } = message.from;
  switch (quirk) {
    case 'bare':
      return { ...message, from: { name: '', address }, rawFrom: address };
    case 'comment':
      return { ...message, rawFrom: `${address} (${name})` };
    case 'spaced':
      return { ...message, rawFrom: `${name} < ${shout(address)} >` };
    case 'specials': {
      const withSpecials = `${name}, Inc.`;
      return {
        ...message,
        from: { name: withSpecials, address },
        rawFrom: `${withSpecials} <${address}>`,
      };
    }
  }
}

/** From headers that name no address at all, and what a correct reading makes of them. */
export const ADDRESSLESS_FROMS = [
  { rawFrom: 'undisclosed-recipients:;', name: 'undisclosed-recipients' },
  { rawFrom: 'MAILER-DAEMON', name: 'MAILER-DAEMON' },
] as const;

/** Companies whose From headers may be written a malformed way without hiding their case. */
const QUIRKABLE_ROLES: ReadonlySet<SenderRole> = new Set([
  'company',
  'family',
  'hyphenated',
  'punycode',
]);

/** Pseudo-senders for {@link ADDRESSLESS_FROMS}: not in a mailbox's sender list, never a company. */
export function addresslessSenders(start: number, end: number): SenderProfile[] {
  return ADDRESSLESS_FROMS.map(({ name }) => ({
    name,
    address: '',
    domain: '',
    kind: 'transactional',
    brand: 'Mail Delivery Subsystem',
    activeFrom: start,
    activeTo: end,
  }));
}

/** Indices of `count` distinct items of `items`, drawn without replacement. */
function drawDistinct(random: Random, items: number[], count: number): number[] {
  const pool = [...items];
  for (let index = 0; index < count; index += 1) {
    const other = random.int(index, pool.length - 1);
    [pool[index], pool[other]] = [pool[other] as number, pool[index] as number];
  }
  return pool.slice(0, count);
}

/**
 * Gives `quirkCount` company messages each malformed From of {@link FROM_QUIRKS}, and the
 * address-less pseudo-senders' messages their raw header; those senders are the ones numbered
 * past `roles`, appended after the mailbox's own senders.
 */
export function writeFromQuirks(
  random: Random,
  written: { messages: MailboxMessage[]; senderOf: Uint32Array },
  roles: readonly SenderRole[],
  quirkCount: number,
): void {
  const { messages, senderOf } = written;
  const quirkable: number[] = [];
  for (const [position, sender] of senderOf.entries()) {
    const role = roles[sender];
    if (role === undefined) {
      const addressless = ADDRESSLESS_FROMS[sender - roles.length] as { rawFrom: string };
      const message = messages[position] as MailboxMessage;
      messages[position] = { ...message, rawFrom: addressless.rawFrom, listUnsubscribe: false };
    } else if (QUIRKABLE_ROLES.has(role)) quirkable.push(position);
  }
  const needed = FROM_QUIRKS.length * quirkCount;
  if (quirkable.length < needed) throw new Error('too few company messages for the From cases');
  const chosen = drawDistinct(random, quirkable, needed);
  for (const [index, position] of chosen.entries()) {
    const quirk = FROM_QUIRKS[Math.floor(index / quirkCount)] as FromQuirk;
    messages[position] = withFromQuirk(messages[position] as MailboxMessage, quirk);
  }
}
