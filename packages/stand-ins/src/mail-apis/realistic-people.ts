import type { RealisticSenderList } from './realistic-sender-list.js';
import { FREE_MAIL_DOMAINS, isFreeMailAddress } from './registrable-domain.js';
import { FIRST_NAMES, LAST_NAMES, capitalize } from './sender-catalog.js';

/** Free-mail domains that Reclaim's server and the stand-ins' ground truth both know. */
const PEOPLE_DOMAINS = [...FREE_MAIL_DOMAINS];
const OWN_DOMAIN_PEOPLE = 4;

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
